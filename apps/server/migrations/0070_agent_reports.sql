-- The agent centre's reports (issue 31): team betting by vendor, today's figures by hour,
-- notices for agents, agents' suspensions of their downlines, and applications to become one.

-- A team activity of a game names its vendor (the ledger reference 'vendor:<vassalage>:…').
-- agent_activity_of answers it from now on; its old signature goes first.
DROP FUNCTION IF EXISTS agent_activity_of(ledger_transfers);
ALTER TABLE agent_activity_inbox ADD COLUMN vassalage text;

-- A member's bets per day and vendor (the game type is the vendor's), for team betting.
CREATE TABLE agent_member_game_days (
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  member_id    bigint NOT NULL REFERENCES members (id),
  day          date NOT NULL,
  vassalage    text NOT NULL,
  bet_minor    bigint NOT NULL DEFAULT 0,
  bet_count    integer NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, vassalage)
);
CREATE INDEX agent_member_game_days_merchant ON agent_member_game_days (merchant_id, day);

-- An agent's team figures per hour, for today's chart; hours older than a few days are pruned.
CREATE TABLE agent_team_hours (
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  agent_id         bigint NOT NULL REFERENCES members (id),
  hour             timestamptz NOT NULL,
  new_members      integer NOT NULL DEFAULT 0,
  deposit_minor    bigint NOT NULL DEFAULT 0,
  withdrawal_minor bigint NOT NULL DEFAULT 0,
  bet_minor        bigint NOT NULL DEFAULT 0,
  bet_count        integer NOT NULL DEFAULT 0,
  payout_minor     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, hour)
);
CREATE INDEX agent_team_hours_age ON agent_team_hours (hour);
-- Who was in an agent's team before a move (reports over a range that reaches before it).
CREATE INDEX agent_tree_history_down ON agent_tree (ancestor_id, valid_to) WHERE valid_to IS NOT NULL;
-- The team's money movements by time (a partial index: deposits and withdrawals are few beside
-- bets).
CREATE INDEX ledger_transfers_team_money ON ledger_transfers (merchant_id, created_at)
  WHERE kind IN ('deposit', 'withdrawal_payout', 'transfer_upline', 'transfer_downline');

-- An agent's direct downlines (the team overview's direct members and agents, transfers).
CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;
CREATE INDEX agent_team_active_members_age ON agent_team_active_members (period, period_start);

-- Announcements for agents (AG): the agent centre's notices, not shown to players.
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
  CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'AG'));

-- A downline an agent suspended (its status is 'disabled' meanwhile): only an agent above it
-- lifts this, never one an operator disabled.
CREATE TABLE agent_suspensions (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  agent_id    bigint NOT NULL REFERENCES members (id),
  reason      text NOT NULL CHECK (length(reason) BETWEEN 3 AND 300),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- A member's application to become an agent (from /join), reviewed by an operator.
CREATE TABLE agent_applications (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  contact     text NOT NULL CHECK (length(contact) BETWEEN 3 AND 100),
  message     text NOT NULL CHECK (length(message) BETWEEN 10 AND 1000),
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  decided_by  bigint REFERENCES operators (id),
  decided_at  timestamptz,
  note        text CHECK (length(note) <= 300),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX agent_applications_one_pending ON agent_applications (member_id)
  WHERE status = 'pending';
CREATE INDEX agent_applications_queue ON agent_applications (merchant_id, status, id);

-- Every agent has an invitation code (its link and QR); those made before now get one.
UPDATE members SET affiliate_code = upper(substr(md5(random()::text || id::text), 1, 10))
  WHERE is_agent IN (1, 2, 41, 42) AND affiliate_code IS NULL;
