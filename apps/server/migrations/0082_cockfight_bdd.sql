-- The house's side bet on a cockfight (issue 34; ../shared/reference/tables.md): both cocks die
-- (BDD), at fixed odds the arena sets (none: not offered). A fight keeps the odds it was
-- announced with. Declared BDD, Meron and Wala bets come back and Draw bets lose.
ALTER TABLE game_tables
  ADD COLUMN bdd_odds_milli integer CHECK (bdd_odds_milli BETWEEN 1001 AND 1000000);
ALTER TABLE table_rounds ADD COLUMN bdd_odds_milli integer CHECK (bdd_odds_milli > 1000);

-- A fight's exposure is now kept on four results (Meron, Wala, Draw, BDD): the fights under
-- way get the fourth, nothing on it yet.
UPDATE table_round_shards s SET exposure = s.exposure || 0::bigint
  FROM table_rounds r
  WHERE r.id = s.round_id AND r.is_declared AND array_length(s.exposure, 1) = 3;
