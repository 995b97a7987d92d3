-- Image captchas demanded after failed sign-ins; answers stored only as hashes, used once.
CREATE TABLE captcha_challenges (
  id          uuid PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  answer_hash bytea NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captcha_challenges_expiry ON captcha_challenges (expires_at);
