-- Points on valid bets: the merchant's points per earn unit of valid bets by game type, earned
-- by a scheduled job from the rounds closed (nothing on the spin path: a trigger on rounds or
-- transfers cost spins 12-15 % of their throughput), with each member's place in their rounds
-- and the part of their bets that has not made a whole point yet.

-- Every earn_unit_minor of valid bets on games of the type earns `points`; a type without a row
-- earns nothing on bets (the default).
CREATE TABLE points_bet_rates (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  game_type text NOT NULL CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS',
    'LOTT', 'ELOTT', 'COCKFIGHT')),
  points integer NOT NULL CHECK (points BETWEEN 1 AND 1000000),
  PRIMARY KEY (merchant_id, game_type)
);

-- Rounds closed from here on may earn points on bets: set whenever earning on bets is turned on
-- (the programme on with at least one rate), so bets from before, or from while it was off,
-- never count. NULL: bets have never earned.
ALTER TABLE points_settings ADD COLUMN bets_from timestamptz;

-- A member's place: their rounds closed from `bets_from` on are still to earn. Only members with
-- valid bets in a run are moved; one without has nothing between here and the run's end.
CREATE TABLE points_bet_marks (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  bets_from timestamptz NOT NULL
);

-- The valid bets of a member on a game type not yet turned into a whole point, carried to the
-- next run so that small bets add up.
CREATE TABLE points_bet_carries (
  member_id bigint NOT NULL REFERENCES members (id),
  game_type text NOT NULL,
  carry_minor bigint NOT NULL CHECK (carry_minor >= 0),
  PRIMARY KEY (member_id, game_type)
);
