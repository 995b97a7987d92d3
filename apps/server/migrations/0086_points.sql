-- Points and the point mall: a merchant's ratio table and conversion, a points ledger
-- that balances like the money ledger, the mall's rewards and the members' redemptions.

CREATE TABLE points_settings (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  is_enabled boolean NOT NULL DEFAULT false,
  -- Every earn_unit_minor deposited earns the points of the deposit's tier.
  earn_unit_minor bigint NOT NULL DEFAULT 10000 CHECK (earn_unit_minor > 0),
  -- convert_points points are worth convert_cash_minor, at least convert_min_points at a time.
  convert_points integer NOT NULL DEFAULT 100 CHECK (convert_points > 0),
  convert_cash_minor bigint NOT NULL DEFAULT 100 CHECK (convert_cash_minor >= 0),
  convert_min_points integer NOT NULL DEFAULT 100 CHECK (convert_min_points > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The deposit ratio table: a deposit earns by the tier of the largest minimum it reaches.
CREATE TABLE points_tiers (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  min_deposit_minor bigint NOT NULL CHECK (min_deposit_minor >= 0),
  points integer NOT NULL CHECK (points >= 0),
  PRIMARY KEY (merchant_id, min_deposit_minor)
);

-- The points ledger's accounts: each member's balance, and the merchant's issued (below zero:
-- every point ever given), held (by redemptions in process), redeemed and converted. Their sum
-- is zero: issued = held + redeemed + converted + what members hold.
CREATE TABLE points_accounts (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('member', 'issued', 'held', 'redeemed', 'converted')),
  member_id bigint REFERENCES members (id),
  balance bigint NOT NULL DEFAULT 0,
  CHECK ((kind = 'member') = (member_id IS NOT NULL)),
  CHECK (kind = 'issued' OR balance >= 0),
  UNIQUE NULLS NOT DISTINCT (merchant_id, kind, member_id)
);

-- A move of points between two accounts, once per idempotency key; never changed or removed.
-- `member_id`, `type`, `amount_minor` and `remark` make it a line of the member's points record.
CREATE TABLE points_transfers (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  debit_account_id bigint NOT NULL REFERENCES points_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES points_accounts (id),
  points bigint NOT NULL CHECK (points > 0),
  member_id bigint NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type ~ '^[a-z]{2,20}$'),
  amount_minor bigint CHECK (amount_minor >= 0),
  remark text NOT NULL DEFAULT '',
  reference text NOT NULL,
  idempotency_key text NOT NULL,
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  UNIQUE (merchant_id, idempotency_key)
);
-- A member's record, newest first; its count reads the index alone.
CREATE INDEX points_transfers_member ON points_transfers (member_id, id DESC) INCLUDE (type);
-- What conversions paid, for the desk's cost report.
CREATE INDEX points_transfers_convert ON points_transfers (merchant_id) INCLUDE (amount_minor)
  WHERE type = 'convert';
CREATE TRIGGER points_transfers_no_change BEFORE UPDATE OR DELETE ON points_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
CREATE TRIGGER points_transfers_no_truncate BEFORE TRUNCATE ON points_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_immutable();

-- The point mall's rewards: cash, a bonus with turnover, or an item delivered.
CREATE TABLE point_rewards (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind text NOT NULL CHECK (kind IN ('cash', 'bonus', 'item')),
  -- {language: {name, description}}
  texts jsonb NOT NULL DEFAULT '{}',
  points integer NOT NULL CHECK (points > 0),
  amount_minor bigint CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- How many it gives in all, each redemption not rejected taking one (NULL: unlimited);
  -- redemptions per member (NULL: unlimited).
  stock integer CHECK (stock >= 0),
  member_limit integer CHECK (member_limit > 0),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'item') = (amount_minor IS NULL))
);
CREATE INDEX point_rewards_merchant ON point_rewards (merchant_id, sort_order, id);

-- A member's redemption: its points held until an operator approves (they are spent, the reward
-- paid) or rejects it (they come back, and its unit of stock with them).
CREATE TABLE point_redemptions (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  reward_id bigint NOT NULL REFERENCES point_rewards (id),
  request_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cash', 'bonus', 'item')),
  texts jsonb NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  amount_minor bigint,
  turnover_multiple integer NOT NULL,
  address jsonb,
  status text NOT NULL DEFAULT 'in_process'
    CHECK (status IN ('in_process', 'approved', 'rejected')),
  reason text,
  transfer_id bigint REFERENCES ledger_transfers (id),
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, id DESC);
CREATE INDEX point_redemptions_queue ON point_redemptions (merchant_id, status, id DESC);
CREATE INDEX point_redemptions_held ON point_redemptions (member_id) WHERE status = 'in_process';
CREATE INDEX point_redemptions_reward ON point_redemptions (reward_id, member_id)
  WHERE status <> 'rejected';
