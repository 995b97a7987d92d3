-- Manual rebate (issue 36): a member claims, once per period, a share of the valid bets settled
-- since the last claim, per game type at the member's VIP level rate. The rounds a claim counts
-- are found by member and closing time.

CREATE TABLE rebate_settings (
  merchant_id       bigint PRIMARY KEY REFERENCES merchants (id),
  period            text NOT NULL DEFAULT 'day' CHECK (period IN ('day', 'week')),
  min_claim_minor   bigint NOT NULL DEFAULT 1 CHECK (min_claim_minor > 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- Bets settled before the settings were first saved never count.
  started_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);

-- A claim covers the rounds closed after `from_at` (the last claim's `through_at`, or the
-- programme's start) up to `through_at`; one per member and period, paid through the ledger.
CREATE TABLE rebate_claims (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  period            text NOT NULL CHECK (length(period) BETWEEN 1 AND 20),
  request_id        uuid NOT NULL,
  rank              integer NOT NULL CHECK (rank BETWEEN 1 AND 20),
  from_at           timestamptz,
  through_at        timestamptz NOT NULL,
  bet_minor         bigint NOT NULL CHECK (bet_minor >= 0),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple BETWEEN 0 AND 100),
  transfer_id       bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at        timestamptz NOT NULL,
  UNIQUE (member_id, period),
  UNIQUE (member_id, request_id)
);
CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);
CREATE INDEX rebate_claims_merchant ON rebate_claims (merchant_id, created_at);

CREATE TABLE rebate_claim_lines (
  claim_id     bigint NOT NULL REFERENCES rebate_claims (id),
  game_type    text NOT NULL,
  bet_minor    bigint NOT NULL CHECK (bet_minor >= 0),
  rate         integer NOT NULL CHECK (rate BETWEEN 0 AND 500),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (claim_id, game_type)
);

CREATE INDEX game_rounds_member_closed ON game_rounds (member_id, closed_at)
  WHERE is_closed AND NOT is_play_money;
