-- Agents' contracts (issue 32): what the merchant allows, the contracts an upline (or the
-- operator, at the top) offers to a direct downline with every step of their lives, and the
-- settlements that pay them with a statement line per agent and period.

-- The merchant's bounds per kind of contract: whether it runs, the highest rate, the dividend
-- periods offered and whether a losing period is carried, and the payment above which a
-- settlement waits for an operator.
CREATE TABLE agent_contract_kinds (
  merchant_id        bigint NOT NULL REFERENCES merchants (id),
  kind               text NOT NULL
    CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  is_enabled         boolean NOT NULL DEFAULT false,
  max_rate_bp        integer NOT NULL DEFAULT 10000 CHECK (max_rate_bp BETWEEN 0 AND 10000),
  periods            text[] NOT NULL DEFAULT '{}'
    CHECK (periods <@ ARRAY['daily', 'weekly', 'semimonthly', 'monthly']),
  is_carrying_losses boolean NOT NULL DEFAULT true,
  hold_above_minor   bigint CHECK (hold_above_minor > 0),
  PRIMARY KEY (merchant_id, kind)
);

-- Who counts as an active member of a period: at least this deposit and this valid bet in it.
ALTER TABLE agent_settings
  ADD COLUMN active_min_deposit_minor bigint NOT NULL DEFAULT 0
    CHECK (active_min_deposit_minor >= 0),
  ADD COLUMN active_min_valid_bet_minor bigint NOT NULL DEFAULT 1
    CHECK (active_min_valid_bet_minor >= 1);

-- A contract of one kind held by an agent, offered by its upline (null: by the operator, for
-- an agent at the top). Offered → active (accepted) or rejected or withdrawn; an active one
-- ends replaced (a new contract accepted), terminated, or ended with the upline's.
CREATE TABLE agent_contracts (
  id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id              bigint NOT NULL REFERENCES merchants (id),
  kind                     text NOT NULL
    CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  holder_id                bigint NOT NULL REFERENCES members (id),
  upline_id                bigint REFERENCES members (id),
  terms                    jsonb NOT NULL,
  status                   text NOT NULL
    CHECK (status IN ('offered', 'active', 'rejected', 'withdrawn', 'ended')),
  -- Accepting the offer ends the holder's downlines' contracts it does not cover (the upline
  -- saw them and went on).
  is_ending_downlines      boolean NOT NULL DEFAULT false,
  offered_at               timestamptz NOT NULL,
  offered_by_operator      bigint REFERENCES operators (id),
  decided_at               timestamptz,
  termination_requested_at timestamptz,
  ended_at                 timestamptz,
  end_reason               text CHECK (end_reason IN
    ('replaced', 'terminated', 'operator', 'upline_ended', 'not_covered', 'not_agent')),
  CHECK ((status = 'ended') = (ended_at IS NOT NULL)),
  CHECK (status = 'active' OR termination_requested_at IS NULL)
);
CREATE UNIQUE INDEX agent_contracts_one_active ON agent_contracts (holder_id, kind)
  WHERE status = 'active';
CREATE UNIQUE INDEX agent_contracts_one_offer ON agent_contracts (holder_id, kind)
  WHERE status = 'offered';
CREATE INDEX agent_contracts_by_upline ON agent_contracts (upline_id, kind, status);
CREATE INDEX agent_contracts_by_time ON agent_contracts (merchant_id, kind, decided_at);

-- Every step of a contract: offered, accepted, rejected, withdrawn, termination requested or
-- refused, ended — by whom (a member or an operator) and why.
CREATE TABLE agent_contract_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES agent_contracts (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  action      text NOT NULL,
  member_id   bigint REFERENCES members (id),
  operator_id bigint REFERENCES operators (id),
  note        text,
  at          timestamptz NOT NULL
);
CREATE INDEX agent_contract_events_contract ON agent_contract_events (contract_id, id);

-- One settlement per merchant, kind and period; its statement lines say what each agent got.
CREATE TABLE agent_settlements (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  kind        text NOT NULL
    CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  period      text NOT NULL
    CHECK (period IN ('5min', 'hour', 'daily', 'weekly', 'semimonthly', 'monthly')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  runs        integer NOT NULL DEFAULT 0,
  status      text NOT NULL DEFAULT 'computing' CHECK (status IN ('computing', 'settled')),
  computed_at timestamptz,
  settled_at  timestamptz,
  UNIQUE (merchant_id, kind, period, starts_at)
);
CREATE INDEX agent_settlements_recent ON agent_settlements (merchant_id, kind, ends_at DESC);

CREATE TABLE agent_statements (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  settlement_id    bigint NOT NULL REFERENCES agent_settlements (id),
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  agent_id         bigint NOT NULL REFERENCES members (id),
  contract_id      bigint NOT NULL REFERENCES agent_contracts (id),
  upline_id        bigint REFERENCES members (id),
  active_members   integer NOT NULL DEFAULT 0,
  valid_bet_minor  bigint NOT NULL DEFAULT 0,
  profit_loss_minor bigint NOT NULL DEFAULT 0,
  -- The figures the real-time salary reads: stakes of counted bets the members lost and won.
  lost_bet_minor   bigint NOT NULL DEFAULT 0,
  won_bet_minor    bigint NOT NULL DEFAULT 0,
  base_minor       bigint NOT NULL DEFAULT 0,
  rate_bp          integer NOT NULL DEFAULT 0,
  tier             jsonb,
  own_minor        bigint NOT NULL,
  downlines_minor  bigint NOT NULL,
  carry_in_minor   bigint NOT NULL DEFAULT 0 CHECK (carry_in_minor <= 0),
  carry_out_minor  bigint NOT NULL DEFAULT 0 CHECK (carry_out_minor <= 0),
  pay_minor        bigint NOT NULL CHECK (pay_minor >= 0),
  paid_minor       bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  -- due → paid; above the merchant's threshold held → due (released by an operator) or refused.
  status           text NOT NULL CHECK (status IN ('due', 'paid', 'held', 'refused')),
  decided_by       bigint REFERENCES operators (id),
  computed_at      timestamptz NOT NULL,
  paid_at          timestamptz,
  UNIQUE (settlement_id, agent_id)
);
CREATE INDEX agent_statements_agent ON agent_statements (agent_id, settlement_id DESC);
CREATE INDEX agent_statements_due ON agent_statements (merchant_id, status)
  WHERE status IN ('due', 'held');

-- The real-time salary reads the rounds closed in each five minutes.
CREATE INDEX game_rounds_closed ON game_rounds (merchant_id, closed_at) WHERE is_closed;
