-- The agent network (agents domain): the downline tree and the team figures reports read.

-- The tree as a closure table with time. A row says `ancestor` had `descendant` in its team,
-- `depth` levels down (1: a direct downline), from `valid_from` until `valid_to` (NULL: still).
-- Moving a member closes the rows above its branch and opens new ones, so an activity is
-- attributed to the uplines of its own moment, before and after a move.
CREATE TABLE agent_tree (
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  ancestor_id   bigint NOT NULL REFERENCES members (id),
  descendant_id bigint NOT NULL REFERENCES members (id),
  depth         smallint NOT NULL CHECK (depth >= 1),
  valid_from    timestamptz NOT NULL,
  valid_to      timestamptz,
  CHECK (ancestor_id <> descendant_id),
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
-- The team now: one row per pair, found from either end.
CREATE UNIQUE INDEX agent_tree_now ON agent_tree (ancestor_id, descendant_id) WHERE valid_to IS NULL;
CREATE INDEX agent_tree_now_up ON agent_tree (descendant_id, depth) WHERE valid_to IS NULL;
-- Who was above a member at a given moment (attribution of its activity).
CREATE INDEX agent_tree_history ON agent_tree (descendant_id, valid_from);

-- Every member already placed under an upline joins the tree as of its registration.
WITH RECURSIVE chain AS (
  SELECT m.merchant_id, m.upline_id AS ancestor_id, m.id AS descendant_id, 1 AS depth,
      m.created_at
    FROM members m WHERE m.upline_id IS NOT NULL
  UNION ALL
  SELECT c.merchant_id, u.upline_id, c.descendant_id, c.depth + 1, c.created_at
    FROM chain c JOIN members u ON u.id = c.ancestor_id
    WHERE u.upline_id IS NOT NULL AND c.depth < 64
)
INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, valid_from)
  SELECT merchant_id, ancestor_id, descendant_id, depth, created_at FROM chain;

-- An operator's move of a member (with its branch) to another upline, always with a reason.
-- A branch of at least the merchant's agent_settings.move_dual_team_size members waits for a
-- second, different operator; the tree changes only when the move is applied.
CREATE TABLE agent_moves (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  member_id       bigint NOT NULL REFERENCES members (id),
  from_upline_id  bigint REFERENCES members (id),
  to_upline_id    bigint REFERENCES members (id),
  team_size       integer NOT NULL CHECK (team_size >= 0),
  reason          text NOT NULL CHECK (length(reason) BETWEEN 3 AND 300),
  status          text NOT NULL CHECK (status IN ('awaiting_approval', 'applied', 'rejected')),
  requested_by    bigint NOT NULL REFERENCES operators (id),
  requested_at    timestamptz NOT NULL,
  decided_by      bigint REFERENCES operators (id),
  decided_at      timestamptz,
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX agent_moves_member ON agent_moves (merchant_id, member_id, id DESC);
CREATE INDEX agent_moves_queue ON agent_moves (merchant_id, status, id);

-- A merchant's rules of its agent network.
CREATE TABLE agent_settings (
  merchant_id          bigint PRIMARY KEY REFERENCES merchants (id),
  move_dual_team_size  integer NOT NULL DEFAULT 50 CHECK (move_dual_team_size BETWEEN 1 AND 1000000)
);

-- Team activity waiting to be folded into the figures: one row per member-side ledger transfer
-- of a kind the reports count, and one per registration under an upline. Written in the same
-- transaction as what it records (insert only: nothing a busy table would queue on).
CREATE TABLE agent_activity_inbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  at          timestamptz NOT NULL,
  day         date NOT NULL,
  figure      text NOT NULL CHECK (figure IN
    ('registered', 'deposit', 'withdrawal', 'bet', 'bet_refund', 'payout', 'bonus')),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0)
);

-- A member's own figures per day of its merchant's time zone.
CREATE TABLE agent_member_days (
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  day              date NOT NULL,
  deposit_minor    bigint NOT NULL DEFAULT 0,
  deposit_count    integer NOT NULL DEFAULT 0,
  withdrawal_minor bigint NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  bet_minor        bigint NOT NULL DEFAULT 0,
  bet_count        integer NOT NULL DEFAULT 0,
  payout_minor     bigint NOT NULL DEFAULT 0,
  bonus_minor      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX agent_member_days_merchant ON agent_member_days (merchant_id, day);

-- An agent's team figures per day: what members did while they were in its team.
CREATE TABLE agent_team_days (
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  agent_id         bigint NOT NULL REFERENCES members (id),
  day              date NOT NULL,
  new_members      integer NOT NULL DEFAULT 0,
  deposit_minor    bigint NOT NULL DEFAULT 0,
  deposit_count    integer NOT NULL DEFAULT 0,
  withdrawal_minor bigint NOT NULL DEFAULT 0,
  withdrawal_count integer NOT NULL DEFAULT 0,
  bet_minor        bigint NOT NULL DEFAULT 0,
  bet_count        integer NOT NULL DEFAULT 0,
  payout_minor     bigint NOT NULL DEFAULT 0,
  bonus_minor      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day)
);

-- Active members (who placed a bet) are counted once per period, not once per day: the
-- members seen active in an agent's team in a day, ISO week or month, and their count.
CREATE TABLE agent_team_active_members (
  agent_id     bigint NOT NULL REFERENCES members (id),
  period       text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  period_start date NOT NULL,
  member_id    bigint NOT NULL REFERENCES members (id),
  PRIMARY KEY (agent_id, period, period_start, member_id)
);
CREATE TABLE agent_team_active_counts (
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  agent_id     bigint NOT NULL REFERENCES members (id),
  period       text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  period_start date NOT NULL,
  active_members integer NOT NULL CHECK (active_members >= 0),
  PRIMARY KEY (agent_id, period, period_start)
);
