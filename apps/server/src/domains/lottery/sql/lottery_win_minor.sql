-- What a ticket wins, in minor units: floor(stake × odds × hits / 1000), the odds in thousandths.
-- The site and its verifiers compute it the same way (packages/games: winMinor); a test holds
-- the two together on generated cases.
CREATE OR REPLACE FUNCTION lottery_win_minor(p_stake bigint, p_odds_milli bigint, p_hits integer)
RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_stake * p_odds_milli * p_hits / 1000
$$;
