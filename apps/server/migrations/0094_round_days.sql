-- Loyalty reads members' closed real-money rounds by the day instead of one by one. The rebate's
-- preview, the missions' progress, the reward centre and VIP levels summed every round of their
-- window on each request (a member with 10,000 rounds in a week: tens of milliseconds a call),
-- and VIP had the activity inbox record every member's bets and wins (about 12 % of spin
-- throughput). Now a job folds the rounds closed into each member's days of the merchant's time
-- zone, per game, a few minutes behind; a reader adds the rounds closed since, read as they are,
-- in one snapshot. Nothing is added to the spin path: the rounds are written anyway.

-- A member's rounds of a day and game closed before the merchant's mark: how many had a stake,
-- and their valid bets (the stakes of those that did not pay their stake back).
CREATE TABLE round_days (
  member_id   bigint NOT NULL REFERENCES members (id),
  day         date NOT NULL,
  vassalage   text NOT NULL,
  game_code   text NOT NULL,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  plays       bigint NOT NULL CHECK (plays >= 0),
  bet_minor   bigint NOT NULL CHECK (bet_minor >= 0),
  PRIMARY KEY (member_id, day, vassalage, game_code)
);
CREATE INDEX round_days_merchant_day ON round_days (merchant_id, day);

-- Rounds closed before `folded_until` are in round_days; no row: none are yet.
CREATE TABLE round_day_marks (
  merchant_id  bigint PRIMARY KEY REFERENCES merchants (id),
  folded_until timestamptz NOT NULL
);

-- The rebate's index of a member's closed real-money rounds carries what the readers sum of the
-- rounds closed since the mark or outside whole days (stake, payout, the game, the merchant, the
-- order they closed in): an index-only scan, no heap page per round. A spin still writes one
-- entry in it, a wider one.
DROP INDEX game_rounds_member_closed;
CREATE INDEX game_rounds_member_closed ON game_rounds (member_id, closed_at)
  INCLUDE (merchant_id, stake_minor, payout_minor, vassalage, game_code, id)
  WHERE is_closed AND NOT is_play_money;
