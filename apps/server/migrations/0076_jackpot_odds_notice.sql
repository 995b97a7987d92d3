-- Provable fairness (issue 33): the jackpot's odds change only with notice. A change of the
-- trigger odds waits as next_odds_one_in until next_odds_at — at least odds_notice_hours (the
-- merchant's notice, 1 hour to 30 days) after it was made — and is published with that time;
-- until then every spin is judged by odds_one_in (jackpot_odds_now()).
ALTER TABLE jackpots
  ADD COLUMN odds_notice_hours integer NOT NULL DEFAULT 24
    CHECK (odds_notice_hours BETWEEN 1 AND 720),
  ADD COLUMN next_odds_one_in integer CHECK (next_odds_one_in BETWEEN 1 AND 100000000),
  ADD COLUMN next_odds_at timestamptz,
  ADD CONSTRAINT jackpots_next_odds_dated
    CHECK ((next_odds_one_in IS NULL) = (next_odds_at IS NULL));
