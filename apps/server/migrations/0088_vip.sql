-- VIP (issue 36): levels reached by deposits and valid bets over the merchant's window (from
-- the members' folded days), kept with a grace period, with upgrade and periodic bonuses and the
-- level's benefits. Rank 0 is no level. vip_evaluate (loyalty/sql) moves members between levels.

CREATE TABLE vip_settings (
  merchant_id  bigint PRIMARY KEY REFERENCES merchants (id),
  is_enabled   boolean NOT NULL DEFAULT false,
  window_days  integer NOT NULL DEFAULT 30 CHECK (window_days BETWEEN 1 AND 730),
  grace_days   integer NOT NULL DEFAULT 7 CHECK (grace_days BETWEEN 0 AND 365),
  -- A bonus may be claimed this many days; null: until claimed.
  claim_days   integer CHECK (claim_days BETWEEN 1 AND 365),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_levels (
  merchant_id              bigint NOT NULL REFERENCES merchants (id),
  rank                     integer NOT NULL CHECK (rank BETWEEN 1 AND 20),
  names                    jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object'),
  deposit_min_minor        bigint NOT NULL CHECK (deposit_min_minor >= 0),
  valid_bet_min_minor      bigint NOT NULL CHECK (valid_bet_min_minor >= 0),
  -- Keeping the level takes these over the window (no more than reaching it).
  keep_deposit_min_minor   bigint NOT NULL
    CHECK (keep_deposit_min_minor BETWEEN 0 AND deposit_min_minor),
  keep_valid_bet_min_minor bigint NOT NULL
    CHECK (keep_valid_bet_min_minor BETWEEN 0 AND valid_bet_min_minor),
  upgrade_bonus_minor      bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus_minor >= 0),
  weekly_bonus_minor       bigint NOT NULL DEFAULT 0 CHECK (weekly_bonus_minor >= 0),
  monthly_bonus_minor      bigint NOT NULL DEFAULT 0 CHECK (monthly_bonus_minor >= 0),
  turnover_multiple        integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- Basis points of valid bets per catalogue game type (100 = 1 %).
  rebate_rates             jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(rebate_rates) = 'object'),
  withdraw_daily_count_max integer CHECK (withdraw_daily_count_max BETWEEN 1 AND 1000),
  withdraw_daily_max_minor bigint CHECK (withdraw_daily_max_minor > 0),
  PRIMARY KEY (merchant_id, rank)
);

-- A member's level: best_rank is the highest ever reached (upgrade bonuses are given once per
-- level); grace_until is set while the member is below the level's keep rule; pinned_rank is
-- a level an operator set, which the evaluation never goes below.
CREATE TABLE vip_members (
  member_id          bigint PRIMARY KEY REFERENCES members (id),
  merchant_id        bigint NOT NULL REFERENCES merchants (id),
  rank               integer NOT NULL DEFAULT 0 CHECK (rank BETWEEN 0 AND 20),
  best_rank          integer NOT NULL DEFAULT 0 CHECK (best_rank >= rank),
  reached_at         timestamptz,
  grace_until        timestamptz,
  pinned_rank        integer CHECK (pinned_rank BETWEEN 1 AND 20),
  labels             text[] NOT NULL DEFAULT '{}' CHECK (cardinality(labels) <= 10),
  deposit_minor      bigint NOT NULL DEFAULT 0,
  valid_bet_minor    bigint NOT NULL DEFAULT 0,
  evaluated_at       timestamptz
);
CREATE INDEX vip_members_rank ON vip_members (merchant_id, rank, member_id);

-- A bonus given to a member: claimed once through the ledger (kind bonus, from the house
-- promotions account, with its turnover); a claimable one past expires_at is expired.
CREATE TABLE vip_bonuses (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  kind              text NOT NULL CHECK (kind IN ('upgrade', 'weekly', 'monthly')),
  rank              integer NOT NULL CHECK (rank BETWEEN 1 AND 20),
  period            text NOT NULL CHECK (length(period) BETWEEN 1 AND 20),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple BETWEEN 0 AND 100),
  status            text NOT NULL DEFAULT 'claimable' CHECK (status IN ('claimable', 'claimed')),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz,
  claimed_at        timestamptz,
  transfer_id       bigint REFERENCES ledger_transfers (id),
  UNIQUE (member_id, kind, period),
  CHECK ((status = 'claimed') = (transfer_id IS NOT NULL))
);
CREATE INDEX vip_bonuses_member ON vip_bonuses (member_id, id DESC);
CREATE INDEX vip_bonuses_claimable ON vip_bonuses (merchant_id, kind) WHERE status = 'claimable';
