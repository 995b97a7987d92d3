-- Members (players and agents) and their sign-in sessions.
-- is_agent: 0 member, 1/2/41/42 agent types, 4 trial account (spec §4).
CREATE TABLE members (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  username             text NOT NULL CHECK (username = lower(username) AND length(username) BETWEEN 1 AND 64),
  password_hash        text NOT NULL,
  is_agent             smallint NOT NULL DEFAULT 0 CHECK (is_agent IN (0, 1, 2, 4, 41, 42)),
  nickname             text,
  mobile_num           text,
  country_dialing_code text,
  email                text,
  payee_name           text,
  upline_id            bigint REFERENCES members (id),
  referral_code        text,
  status               text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  registered_ip        inet,
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_login_at        timestamptz,
  last_login_ip        inet,
  UNIQUE (merchant_id, username)
);
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, country_dialing_code, mobile_num)
  WHERE mobile_num IS NOT NULL;

-- Tokens are stored only as SHA-256 hashes; idle and absolute expiry are both enforced.
CREATE TABLE member_sessions (
  token_hash   bytea PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES members (id),
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  ip           inet,
  user_agent   text
);
CREATE INDEX member_sessions_member ON member_sessions (member_id);

-- Failed sign-ins per account and per address, in a sliding window (rate limits, captcha).
CREATE TABLE login_failures (
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  subject         text NOT NULL,
  failures        integer NOT NULL CHECK (failures > 0),
  first_failed_at timestamptz NOT NULL,
  last_failed_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, subject)
);

-- The RSA key pair of the 'encrypted' endpoints, shared by every server instance.
CREATE TABLE server_keys (
  id              smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  key_id          text NOT NULL,
  public_key_der  bytea NOT NULL,
  private_key_pem text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
