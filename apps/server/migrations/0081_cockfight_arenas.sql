-- Operator-run cockfights on the shared-round engine (issue 34): an arena is a table of game
-- 'cockfight'; its rounds are fights the operator announces, closes and declares (or cancels),
-- none drawn from a seed. Fights are priced at fixed odds set per fight, or as pari-mutuel
-- pools (the winning side shares the losing side's pool after a commission).
ALTER TABLE game_tables DROP CONSTRAINT game_tables_game_check;
ALTER TABLE game_tables ADD CONSTRAINT game_tables_game_check
  CHECK (game IN ('baccarat', 'baccaratNoCommission', 'dragonTiger', 'roulette', 'sicBo', 'crash',
    'cockfight'));
ALTER TABLE game_tables
  ADD COLUMN pricing text NOT NULL DEFAULT 'fixed' CHECK (pricing IN ('fixed', 'pool')),
  ADD COLUMN commission_bp integer NOT NULL DEFAULT 1000 CHECK (commission_bp BETWEEN 0 AND 3000),
  ADD COLUMN draw_odds_milli integer NOT NULL DEFAULT 9000
    CHECK (draw_odds_milli BETWEEN 1001 AND 1000000),
  ADD COLUMN stream_url text CHECK (stream_url ~ '^https://[^[:space:]"''<>]+\.m3u8(\?[^[:space:]"''<>]*)?$');

-- A fight is declared, not drawn: no seed, no chain.
ALTER TABLE table_rounds
  ALTER COLUMN chain_id DROP NOT NULL,
  ALTER COLUMN seed_index DROP NOT NULL,
  ALTER COLUMN seed_hash DROP NOT NULL,
  ADD COLUMN is_declared boolean NOT NULL DEFAULT false,
  ADD COLUMN label text CHECK (length(label) BETWEEN 1 AND 40),
  -- Fixed fights: the odds Meron and Wala bets are taken at now (decimal, thousandths).
  ADD COLUMN meron_odds_milli integer CHECK (meron_odds_milli > 1000),
  ADD COLUMN wala_odds_milli integer CHECK (wala_odds_milli > 1000),
  -- What the fight was announced with (the arena's settings may change meanwhile): the
  -- draw's odds, and a pool fight's commission.
  ADD COLUMN draw_odds_milli integer CHECK (draw_odds_milli > 1000),
  ADD COLUMN commission_bp integer CHECK (commission_bp BETWEEN 0 AND 3000),
  ADD COLUMN declared_by bigint REFERENCES operators (id),
  ADD CONSTRAINT table_rounds_drawn CHECK (is_declared
    OR (chain_id IS NOT NULL AND seed_index IS NOT NULL AND seed_hash IS NOT NULL));

-- A fixed fight's bet keeps the odds it was taken at.
ALTER TABLE table_bets ADD COLUMN odds_milli integer CHECK (odds_milli > 1000);

-- Its signatures changed again (the odds a cockfight bet was taken at; the area paid at each
-- bet's own odds): made again from their sources.
DROP FUNCTION IF EXISTS table_place_bet(bigint, uuid, text[], bigint[], bigint[], bigint[], bigint, vendor_call, integer);
DROP FUNCTION IF EXISTS table_settle_round(bigint, text[], integer[], timestamptz, integer, integer);
