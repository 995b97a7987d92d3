-- The back office's captchas belong to no merchant: its sign-in asks for one after failures.
ALTER TABLE captcha_challenges ALTER COLUMN merchant_id DROP NOT NULL;

-- An operator's authenticator (TOTP, RFC 6238): the shared secret, whether the first code
-- confirmed it, and the last 30-second step accepted, so that no code is taken twice.
CREATE TABLE operator_two_factor (
  operator_id bigint PRIMARY KEY REFERENCES operators (id),
  secret      bytea NOT NULL,
  enabled_at  timestamptz,
  last_step   bigint NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL
);

-- One-time recovery codes for a lost authenticator, kept only as SHA-256.
CREATE TABLE operator_recovery_codes (
  operator_id bigint NOT NULL REFERENCES operators (id),
  code_hash   bytea NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (operator_id, code_hash)
);

ALTER TABLE operator_sign_ins DROP CONSTRAINT operator_sign_ins_outcome_check;
ALTER TABLE operator_sign_ins ADD CONSTRAINT operator_sign_ins_outcome_check
  CHECK (outcome IN ('success', 'wrong', 'throttled', 'second_factor'));
