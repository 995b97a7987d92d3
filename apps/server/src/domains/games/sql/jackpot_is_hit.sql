-- Whether a jackpot draw (a 32-bit number from the round's own provably-fair stream) hits odds of
-- one in `p_odds`: draw × odds < 2³², exactly. Published verifiers decide it the same way
-- (packages/games: isJackpotHit); a test holds the two together on generated cases.
CREATE OR REPLACE FUNCTION jackpot_is_hit(p_draw bigint, p_odds bigint) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_draw * p_odds < 4294967296
$$;
