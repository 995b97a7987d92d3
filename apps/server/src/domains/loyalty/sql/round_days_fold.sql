-- Folds a merchant's closed real-money rounds from its mark up to p_now less five minutes
-- (rounds still committing), at most seven days of them, into round_days (per member, day of the
-- merchant's time zone and game: rounds with a stake, valid bets) and moves the mark in the same
-- transaction: a rerun folds nothing twice. The first fold starts at the merchant's first round
-- closed. One fold of a merchant at a time; a round changed after it was folded is amended by
-- round_days_amend, which waits for a fold under way. Answers whether rounds are left to fold.
CREATE OR REPLACE FUNCTION round_days_fold(p_merchant bigint, p_now timestamptz)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  v_timezone text;
  v_from timestamptz;
  v_end timestamptz := p_now - interval '5 minutes';
  v_until timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('round_days_fold:' || p_merchant, 0));
  SELECT m.timezone INTO v_timezone FROM merchants m WHERE m.id = p_merchant;
  SELECT k.folded_until INTO v_from FROM round_day_marks k WHERE k.merchant_id = p_merchant;
  IF NOT FOUND THEN
    SELECT coalesce(min(r.closed_at), v_end) INTO v_from FROM game_rounds r
      WHERE r.merchant_id = p_merchant AND r.is_closed;
    v_from := least(v_from, v_end);
    INSERT INTO round_day_marks (merchant_id, folded_until) VALUES (p_merchant, v_from);
  END IF;
  v_until := least(v_end, v_from + interval '7 days');
  IF v_from >= v_until THEN
    RETURN false;
  END IF;
  INSERT INTO round_days AS d (member_id, day, vassalage, game_code, merchant_id, plays,
      bet_minor)
    SELECT r.member_id, (r.closed_at AT TIME ZONE v_timezone)::date, r.vassalage, r.game_code,
        p_merchant, count(*) FILTER (WHERE r.stake_minor > 0),
        coalesce(sum(r.stake_minor) FILTER (WHERE r.stake_minor > 0
          AND r.payout_minor <> r.stake_minor), 0)
      FROM game_rounds r
      WHERE r.merchant_id = p_merchant AND r.is_closed AND NOT r.is_play_money
        AND r.closed_at >= v_from AND r.closed_at < v_until
      GROUP BY 1, 2, 3, 4
    ON CONFLICT (member_id, day, vassalage, game_code) DO UPDATE
      SET plays = d.plays + EXCLUDED.plays, bet_minor = d.bet_minor + EXCLUDED.bet_minor;
  UPDATE round_day_marks SET folded_until = v_until WHERE merchant_id = p_merchant;
  RETURN v_until < v_end;
END
$$;
