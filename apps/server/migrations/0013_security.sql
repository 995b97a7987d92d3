-- My account (securityCenter): binding a mobile number or an e-mail address by a code sent to
-- it, and the payment password that guards withdrawals and transfers.

ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'reset', 'bind'));

ALTER TABLE members
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN payment_password_hash text,
  ADD COLUMN payment_password_changed_at timestamptz;

-- Codes mailed to an address a member wants to bind; stored only as hashes, used once.
CREATE TABLE email_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  email       text NOT NULL,
  code_hash   bytea NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX email_codes_member ON email_codes (member_id, created_at DESC);
