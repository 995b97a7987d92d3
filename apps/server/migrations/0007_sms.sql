-- One-time SMS codes and the outbox every text message passes through.

-- purpose: register, login, reset. Codes are stored only as hashes and used once.
CREATE TABLE sms_codes (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  purpose              text NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  country_dialing_code text NOT NULL,
  mobile_num           text NOT NULL,
  code_hash            bytea NOT NULL,
  attempts             integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,
  consumed_at          timestamptz,
  requested_ip         inet
);
CREATE INDEX sms_codes_lookup ON sms_codes (merchant_id, purpose, country_dialing_code, mobile_num, created_at DESC);
CREATE INDEX sms_codes_ip ON sms_codes (merchant_id, requested_ip, created_at DESC);

-- Every message, whichever provider carries it; the default provider only stores it here
-- (viewed in the back office and by tests).
CREATE TABLE sms_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  recipient    text NOT NULL,
  body         text NOT NULL,
  provider     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('stored', 'sent', 'failed')),
  provider_ref text,
  error        text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX sms_outbox_merchant ON sms_outbox (merchant_id, created_at DESC);
