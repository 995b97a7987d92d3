-- The jackpot's odds in force now: a published change once its time has come, else the odds
-- before it. Every reader (a spin, the counter, the desk) judges by this one rule.
CREATE OR REPLACE FUNCTION jackpot_odds_now(
  p_odds integer,
  p_next_odds integer,
  p_next_at timestamptz
) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_next_at IS NOT NULL AND p_next_at <= now() THEN p_next_odds ELSE p_odds END
$$;
