-- Operator-managed content. Translated content is one row per language.

-- csType: 1 live chat, 2 social link, 3 encrypted path (decrypted on the client with the last
-- 8 characters as the key). csPosition: where the entry shows (right bar, footer, register).
CREATE TABLE customer_services (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  channel     text NOT NULL CHECK (channel IN ('livechat', 'facebook', 'telegram', 'whatsapp', 'email', 'phone')),
  cs_position text NOT NULL DEFAULT 'right',
  cs_type     smallint NOT NULL CHECK (cs_type IN (1, 2, 3)),
  path        text NOT NULL,
  is_vip      boolean NOT NULL DEFAULT false,
  sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX customer_services_merchant ON customer_services (merchant_id);

CREATE TABLE banners (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  group_name    text NOT NULL,
  language      text NOT NULL,
  title         text NOT NULL DEFAULT '',
  image_url     text NOT NULL,
  linkage_type  text CHECK (linkage_type IN ('route', 'game', 'promotion', 'url')),
  linkage_value text,
  sort_order    integer NOT NULL DEFAULT 0,
  starts_at     timestamptz,
  ends_at       timestamptz,
  is_published  boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_lookup ON banners (merchant_id, group_name, language);

-- Announcement types (spec §9): B banner, PL player, PU popup, PR promotion, H home.
CREATE TABLE announcements (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  type         text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  language     text NOT NULL,
  title        text NOT NULL,
  content      text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  starts_at    timestamptz,
  ends_at      timestamptz,
  is_published boolean NOT NULL DEFAULT true
);
CREATE INDEX announcements_lookup ON announcements (merchant_id, language, type);

-- Downloadable resources: app packages and their QR codes (resourceType ANDROID, IOS, LITE).
CREATE TABLE resources (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  resource_type  text NOT NULL,
  url            text NOT NULL,
  qr_code_url    text,
  label_name_en  text NOT NULL DEFAULT '',
  UNIQUE (merchant_id, resource_type)
);

CREATE TABLE help_articles (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  language    text NOT NULL,
  category    text NOT NULL,
  slug        text NOT NULL,
  title       text NOT NULL,
  content     text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, language, slug)
);

-- Footer licence texts (spec §2 Footer: Maltese, British Virgin Islands, Philippines).
CREATE TABLE licences (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  language     text NOT NULL,
  jurisdiction text NOT NULL,
  body         text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX licences_lookup ON licences (merchant_id, language);

-- Game vendors (the catalogue issue extends this table with games and menus).
CREATE TABLE vendors (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  vassalage       text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  game_type       text NOT NULL CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT')),
  display_name    text NOT NULL,
  account_type_id integer NOT NULL DEFAULT 1,
  logo_url        text NOT NULL,
  is_hot          boolean NOT NULL DEFAULT false,
  show_icon       boolean NOT NULL DEFAULT true,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  sort_order      integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, vassalage, game_type)
);
