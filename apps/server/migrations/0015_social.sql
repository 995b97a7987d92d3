-- Social sign-in through OpenID Connect providers a merchant configures.
-- social_providers is read on each sign-in and is not part of the cached merchant snapshot
-- (it holds client secrets), so it needs no config-change trigger (0004).
CREATE TABLE social_providers (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  key           text NOT NULL CHECK (key ~ '^[a-z][a-z0-9]{1,15}$'),
  display_name  text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 40),
  -- Plain HTTP only for a provider on the same machine (local development and tests).
  issuer_url    text NOT NULL CHECK (issuer_url ~ '^https://'
                  OR issuer_url ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]+)?(/|$)'),
  client_id     text NOT NULL,
  client_secret text NOT NULL,
  scopes        text NOT NULL DEFAULT 'openid email profile'
                  CHECK (' ' || scopes || ' ' LIKE '% openid %'),
  is_enabled    boolean NOT NULL DEFAULT false,
  sort_order    integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, key)
);

-- The provider account (issuer and subject) behind a member. A subject is unique only within
-- its issuer, so the issuer that first vouched for it is kept and checked on every sign-in.
CREATE TABLE social_identities (
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  provider_key text NOT NULL,
  subject      text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  issuer       text NOT NULL,
  member_id    bigint NOT NULL REFERENCES members (id),
  email        text,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, provider_key, subject)
);
CREATE INDEX social_identities_member ON social_identities (member_id);

-- Authorisations sent to a provider and not yet answered: single use, 10 minutes. The state
-- is stored only as SHA-256; the PKCE verifier and nonce are needed in clear for the exchange.
CREATE TABLE social_logins (
  state_hash    bytea PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  provider_key  text NOT NULL,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  return_path   text NOT NULL,
  requested_ip  inet,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);
CREATE INDEX social_logins_ip ON social_logins (merchant_id, requested_ip, expires_at);
CREATE INDEX social_logins_expiry ON social_logins (expires_at);

-- One-time codes that hand a finished sign-in to the site: single use, 2 minutes, hashed.
CREATE TABLE social_tickets (
  code_hash   bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX social_tickets_expiry ON social_tickets (expires_at);
