-- Request limits per merchant, bucket (what is limited) and subject (usually an address): one
-- atomic upsert counts a hit in a fixed window, so concurrent requests cannot slip past.
CREATE TABLE rate_limits (
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  bucket       text NOT NULL,
  subject      text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (merchant_id, bucket, subject)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);

-- How a session was opened: only a password typed at sign-in may skip the old password in a
-- forced change right after it (a remember token or a social sign-in may not).
ALTER TABLE member_sessions ADD COLUMN proof text NOT NULL DEFAULT 'password'
  CHECK (proof IN ('password', 'code', 'remember', 'social', 'trial', 'registration', 'reset'));

-- A social sign-in's ticket works only in the browser that came back from the provider: the
-- callback hands that browser a key in an HttpOnly cookie, and the ticket row keeps its hash.
ALTER TABLE social_tickets ADD COLUMN browser_hash bytea;
