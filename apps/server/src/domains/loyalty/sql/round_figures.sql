-- A merchant's members' closed real-money rounds closed in [p_from, p_to), per member and game:
-- how many had a stake and their valid bets (the stakes of those that did not pay their stake
-- back). One member's (an index probe of theirs) or, p_member NULL, every member's. The whole
-- days of the merchant's time zone inside the window come from round_days up to the mark; the
-- rest of the window (its first and last part days, and what closed since the mark) is read off
-- the rounds themselves. STABLE: every statement here sees the caller's snapshot, so a fold
-- committing meanwhile is seen whole or not at all (never counted twice or missed).
CREATE OR REPLACE FUNCTION round_figures(p_merchant bigint, p_member bigint,
  p_from timestamptz, p_to timestamptz)
RETURNS TABLE (member_id bigint, vassalage text, game_code text, plays bigint, bet_minor bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_timezone text;
  v_mark timestamptz;
  v_first date;
  v_last date;
  v_whole_from timestamptz;
  v_whole_to timestamptz;
BEGIN
  SELECT m.timezone, coalesce(k.folded_until, '-infinity') INTO v_timezone, v_mark
    FROM merchants m LEFT JOIN round_day_marks k ON k.merchant_id = m.id
    WHERE m.id = p_merchant;
  -- The whole days inside the window: [v_first, v_last), folded up to the mark; the rounds of
  -- [p_from, v_whole_from) and [v_whole_to, p_to) are read one by one (two index ranges).
  v_first := (p_from AT TIME ZONE v_timezone)::date;
  IF v_first::timestamp AT TIME ZONE v_timezone < p_from THEN
    v_first := v_first + 1;
  END IF;
  v_last := (p_to AT TIME ZONE v_timezone)::date;
  v_whole_from := v_first::timestamp AT TIME ZONE v_timezone;
  v_whole_to := least(v_last::timestamp AT TIME ZONE v_timezone, v_mark);
  IF v_whole_to <= v_whole_from THEN
    -- Nothing folded inside the window: all of it is read off the rounds.
    v_first := v_last;
    v_whole_from := p_to;
    v_whole_to := p_to;
  END IF;
  IF p_member IS NULL THEN
    RETURN QUERY SELECT x.member_id, x.vassalage, x.game_code, sum(x.plays)::bigint,
        sum(x.bet_minor)::bigint
      FROM (SELECT d.member_id, d.vassalage, d.game_code, d.plays, d.bet_minor
              FROM round_days d
              WHERE d.merchant_id = p_merchant AND d.day >= v_first AND d.day < v_last
            UNION ALL
            SELECT r.member_id, r.vassalage, r.game_code, (r.stake_minor > 0)::int,
                CASE WHEN r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
                  THEN r.stake_minor ELSE 0 END
              FROM (VALUES (p_from, v_whole_from), (v_whole_to, p_to)) w (from_at, to_at)
              JOIN game_rounds r ON r.closed_at >= w.from_at AND r.closed_at < w.to_at
              WHERE r.merchant_id = p_merchant AND r.is_closed AND NOT r.is_play_money) x
      GROUP BY 1, 2, 3;
  ELSE
    RETURN QUERY SELECT p_member, x.vassalage, x.game_code, sum(x.plays)::bigint,
        sum(x.bet_minor)::bigint
      FROM (SELECT d.vassalage, d.game_code, d.plays, d.bet_minor
              FROM round_days d
              WHERE d.member_id = p_member AND d.merchant_id = p_merchant
                AND d.day >= v_first AND d.day < v_last
            UNION ALL
            SELECT r.vassalage, r.game_code, (r.stake_minor > 0)::int,
                CASE WHEN r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
                  THEN r.stake_minor ELSE 0 END
              FROM (VALUES (p_from, v_whole_from), (v_whole_to, p_to)) w (from_at, to_at)
              JOIN game_rounds r ON r.closed_at >= w.from_at AND r.closed_at < w.to_at
              WHERE r.member_id = p_member AND r.merchant_id = p_merchant
                AND r.is_closed AND NOT r.is_play_money) x
      GROUP BY x.vassalage, x.game_code;
  END IF;
END
$$;
