-- Tenancy and operator configuration. Every merchant-owned row carries merchant_id, and every
-- query filters by it (see ARCHITECTURE.md, Merchants).

CREATE TABLE merchants (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code             text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name             text NOT NULL,
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
  default_language text NOT NULL DEFAULT 'bn',
  languages        text[] NOT NULL DEFAULT ARRAY['bn', 'en', 'th'],
  currency         text NOT NULL DEFAULT 'BDT',
  timezone         text NOT NULL DEFAULT 'Asia/Dhaka',
  brand            jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (default_language = ANY (languages))
);

-- device: 0 desktop web, 3 mobile web (spec §7 domainRoute).
CREATE TABLE merchant_domains (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  domain      text NOT NULL UNIQUE CHECK (domain = lower(domain)),
  device      smallint NOT NULL DEFAULT 0 CHECK (device IN (0, 3)),
  is_primary  boolean NOT NULL DEFAULT false,
  sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_id);

CREATE TABLE merchant_settings (
  merchant_id        bigint PRIMARY KEY REFERENCES merchants (id),
  logged_in_to_home  boolean NOT NULL DEFAULT false,
  analytics_gtag_id  text,
  image_cdns         text[] NOT NULL DEFAULT ARRAY[]::text[],
  launch_game_cdns   text[] NOT NULL DEFAULT ARRAY[]::text[],
  copyright          text NOT NULL DEFAULT '',
  updated_at         timestamptz NOT NULL DEFAULT now()
);

-- Whitelabel flags and feature toggles (USERNAMEREG3, MOBILENUMREG3, ...).
CREATE TABLE whitelabel_flags (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9_]{2,40}$'),
  is_enabled  boolean NOT NULL,
  PRIMARY KEY (merchant_id, code)
);

-- Planned or ad-hoc maintenance. A window with ends_at NULL lasts until an operator ends it.
CREATE TABLE maintenance_windows (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz,
  reason      text NOT NULL DEFAULT '',
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX maintenance_windows_merchant ON maintenance_windows (merchant_id, starts_at);

-- Region restriction: countries (ISO 3166 alpha-2, looked up in the offline GeoIP database)
-- and CIDR ranges. 'allow' CIDRs override blocks (office networks, payment callbacks).
CREATE TABLE region_rules (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind        text NOT NULL CHECK (kind IN ('country', 'cidr')),
  action      text NOT NULL CHECK (action IN ('block', 'allow')),
  country     text CHECK (country ~ '^[A-Z]{2}$'),
  network     cidr,
  note        text NOT NULL DEFAULT '',
  CHECK ((kind = 'country' AND country IS NOT NULL AND network IS NULL)
      OR (kind = 'cidr' AND network IS NOT NULL AND country IS NULL))
);
CREATE INDEX region_rules_merchant ON region_rules (merchant_id);

-- Per-field registration rules (spec §3, §5); read by /wps/system/setting/register.
CREATE TABLE registration_fields (
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  field            text NOT NULL,
  is_enabled       boolean NOT NULL,
  is_required      boolean NOT NULL,
  min_length       integer NOT NULL DEFAULT 0 CHECK (min_length >= 0),
  max_length       integer NOT NULL DEFAULT 255 CHECK (max_length >= min_length),
  pattern_id       text,
  accepted_pattern text,
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, field)
);
