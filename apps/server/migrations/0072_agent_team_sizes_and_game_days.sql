-- How many members each agent has in its team now, kept by the tree's trigger as the tree
-- changes: a registration adds one to every ancestor, a move takes its branch from the old
-- ancestors (a negative count: the size has no check, which an insert would apply before
-- finding the row it updates) and gives it to the new. The overview, the team list and the
-- reports read it instead of counting a big team's tree rows on every request;
-- agent_team_rebuild recounts it.
CREATE TABLE agent_team_sizes (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  team_size   integer NOT NULL
);

INSERT INTO agent_team_sizes (member_id, merchant_id, team_size)
  SELECT ancestor_id, min(merchant_id), count(*)
    FROM agent_tree WHERE valid_to IS NULL
    GROUP BY ancestor_id;

-- A team's bets per day and vendor, folded like agent_team_days (each bet counted for the
-- uplines of its moment), so team betting by game type, vendor or day reads a few hundred
-- rows instead of every member's. The days folded before it are summed from the members' rows
-- by the upline each member had at the end of the day; agent_team_rebuild refolds them exactly.
CREATE TABLE agent_team_game_days (
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  agent_id     bigint NOT NULL REFERENCES members (id),
  day          date NOT NULL,
  vassalage    text NOT NULL,
  bet_minor    bigint NOT NULL DEFAULT 0,
  bet_count    integer NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day, vassalage)
);

INSERT INTO agent_team_game_days (merchant_id, agent_id, day, vassalage, bet_minor, bet_count,
    payout_minor)
  SELECT g.merchant_id, t.ancestor_id, g.day, g.vassalage, sum(g.bet_minor), sum(g.bet_count),
      sum(g.payout_minor)
    FROM agent_member_game_days g
    JOIN merchants m ON m.id = g.merchant_id
    JOIN agent_tree t ON t.descendant_id = g.member_id
     AND (t.valid_from AT TIME ZONE m.timezone)::date <= g.day
     AND (t.valid_to IS NULL OR (t.valid_to AT TIME ZONE m.timezone)::date > g.day)
    GROUP BY g.merchant_id, t.ancestor_id, g.day, g.vassalage;

-- The inbox is a queue the fold empties within a minute, written by a trigger on every bet and
-- win of a team member: its foreign keys checked the member and the merchant (and locked their
-- rows) on each of those writes, for ids the ledger's own keys have already checked.
ALTER TABLE agent_activity_inbox DROP CONSTRAINT IF EXISTS agent_activity_inbox_merchant_id_fkey;
ALTER TABLE agent_activity_inbox DROP CONSTRAINT IF EXISTS agent_activity_inbox_member_id_fkey;
