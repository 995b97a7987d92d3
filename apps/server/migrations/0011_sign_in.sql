-- Remember-me: a one-day token (stored as its hash) that can open a new session once; each use
-- hands out a successor with the same end, so remembering never outlives the day it was asked.
CREATE TABLE remember_tokens (
  token_hash  bytea PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX remember_tokens_member ON remember_tokens (member_id);
CREATE INDEX remember_tokens_expiry ON remember_tokens (expires_at);

-- Addresses a member has proven to sign in from; a sign-in from any other address may have
-- to be confirmed by an SMS code (whitelabel flag NEWIPVERIFY).
CREATE TABLE member_known_addresses (
  member_id     bigint NOT NULL REFERENCES members (id),
  ip            inet NOT NULL,
  first_seen_at timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (member_id, ip)
);

-- Free-play (trial) accounts, members with is_agent 4: play money only, never withdrawn or
-- transferred, and the account ends after its day.
CREATE TABLE trial_accounts (
  member_id          bigint PRIMARY KEY REFERENCES members (id),
  play_balance_minor bigint NOT NULL CHECK (play_balance_minor >= 0),
  created_ip         inet,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL
);
CREATE INDEX trial_accounts_ip ON trial_accounts (created_ip, created_at DESC);

-- Registrations per address are limited; this finds the recent ones.
CREATE INDEX members_registered_ip ON members (merchant_id, registered_ip, created_at DESC);
