-- The outbox every e-mail passes through, and single-use password reset links.
CREATE TABLE mail_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  recipient    text NOT NULL,
  subject      text NOT NULL,
  body_text    text NOT NULL,
  provider     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('stored', 'sent', 'failed')),
  provider_ref text,
  error        text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX mail_outbox_merchant ON mail_outbox (merchant_id, created_at DESC);

-- Tokens are stored only as SHA-256 hashes.
CREATE TABLE password_resets (
  token_hash  bytea PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_member ON password_resets (member_id, created_at DESC);
