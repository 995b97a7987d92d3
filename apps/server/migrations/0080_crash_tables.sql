-- Crash on the shared-round engine (issue 34): a round's bets close, the multiplier rises from
-- 1.00× until the bust drawn from the round's seed (bustabit's scheme over the table's day
-- chain), each bet returning where it cashed out — by hand at the server's time, or at its
-- automatic target. The bust is never written before it happens.
ALTER TABLE game_tables DROP CONSTRAINT game_tables_game_check;
ALTER TABLE game_tables ADD CONSTRAINT game_tables_game_check
  CHECK (game IN ('baccarat', 'baccaratNoCommission', 'dragonTiger', 'roulette', 'sicBo', 'crash'));
-- Crash: the house edge in basis points (100 = 1 %) and the most a round runs to, in
-- hundredths, where every bet still in cashes out.
ALTER TABLE game_tables
  ADD COLUMN crash_edge_bp integer NOT NULL DEFAULT 100 CHECK (crash_edge_bp BETWEEN 1 AND 2000),
  ADD COLUMN crash_max_multiplier integer NOT NULL DEFAULT 100000
    CHECK (crash_max_multiplier BETWEEN 101 AND 100000000);

-- A crash bet's automatic cash-out and where it cashed out (hundredths), and when.
ALTER TABLE table_bets
  ADD COLUMN cashout_target integer CHECK (cashout_target > 100),
  ADD COLUMN cashout integer CHECK (cashout >= 100),
  ADD COLUMN cashed_out_at timestamptz,
  ADD CONSTRAINT table_bets_cashed_out CHECK ((cashout IS NULL) = (cashed_out_at IS NULL));

-- A crash round keeps the edge and most it was made with: what its bust is drawn with, and
-- what its proof names, whatever the table is set to later.
ALTER TABLE table_rounds
  ADD COLUMN crash_edge_bp integer,
  ADD COLUMN crash_max_multiplier integer;

-- Its signatures changed (the crash bet's automatic cash-out; crash settlement): made again
-- from their sources.
DROP FUNCTION IF EXISTS table_place_bet(bigint, uuid, text[], bigint[], bigint[], bigint[], bigint, vendor_call);
DROP FUNCTION IF EXISTS table_settle_round(bigint, text[], integer[], timestamptz);
