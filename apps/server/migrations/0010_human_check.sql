-- Slider human checks: where the piece belongs stays on the server; a solved challenge yields a
-- pass (stored as its hash) that one sign-in or registration may use, once.
CREATE TABLE human_challenges (
  id           uuid PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  target_left  smallint NOT NULL,
  target_top   smallint NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempted_at timestamptz,
  pass_hash    bytea UNIQUE,
  pass_expires_at timestamptz,
  pass_used_at timestamptz
);
CREATE INDEX human_challenges_expiry ON human_challenges (expires_at);
