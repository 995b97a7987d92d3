-- Back-office operators. A NULL merchant_id is a platform operator who may act for any merchant.
CREATE TABLE operators (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint REFERENCES merchants (id),
  username      text NOT NULL UNIQUE CHECK (username ~ '^[a-z][a-z0-9_.]{2,31}$'),
  password_hash text NOT NULL,
  role          text NOT NULL CHECK (role IN ('owner', 'admin', 'finance', 'content', 'support')),
  is_active     boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Tokens are stored only as SHA-256 hashes; idle and absolute expiry are both enforced.
CREATE TABLE operator_sessions (
  token_hash   bytea PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);
