-- Settles a resolved round: every bet won or lost by what its area returns on the result
-- (win = floor(stake × return / 1000)), then every player's win paid through the vendor wallet
-- at once (vendor_wallet_wins), closing their game rounds (a win of nothing too). A crash
-- round's bets (p_bust given) return each where it got to instead (packages/games
-- crashBetReturn): cashed out, its automatic target reached, or the round's most; a cockfight's
-- bets on p_odds_area at the odds each was taken at. A round
-- settled already settles nothing more.
CREATE OR REPLACE FUNCTION table_settle_round(
  p_round bigint,
  p_areas text[],
  p_returns integer[],
  p_now timestamptz,
  p_bust integer,
  p_max integer,
  p_odds_area text
) RETURNS TABLE (bets bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_bets bigint;
  v_stake bigint;
  v_payout bigint;
  v_moved bigint[];
BEGIN
  SELECT r.id, r.status, r.number, r.merchant_id, t.code, m.currency INTO v_round
    FROM table_rounds r
    JOIN game_tables t ON t.id = r.table_id
    JOIN merchants m ON m.id = r.merchant_id
    WHERE r.id = p_round
    FOR UPDATE OF r;
  IF v_round.status IS DISTINCT FROM 'resolved' THEN
    RETURN QUERY SELECT 0::bigint, NULL::bigint[];
    RETURN;
  END IF;

  WITH returns AS (
    SELECT b.id, CASE WHEN b.area = p_odds_area THEN b.odds_milli
        WHEN p_bust IS NULL THEN e.ret
        ELSE 10 * CASE WHEN b.cashout IS NOT NULL THEN b.cashout
          WHEN b.cashout_target <= p_bust THEN b.cashout_target
          WHEN p_bust >= p_max THEN p_max ELSE 0 END END AS ret
      FROM table_bets b
      JOIN unnest(p_areas, p_returns) AS e(area, ret) ON e.area = b.area
      WHERE b.round_id = p_round AND b.status = 'open'),
  settled AS (
    UPDATE table_bets b SET
        return_milli = r.ret,
        win_minor = b.stake_minor * r.ret / 1000,
        status = CASE WHEN r.ret > 0 THEN 'won' ELSE 'lost' END,
        settled_at = p_now
      FROM returns r
      WHERE b.id = r.id
      RETURNING b.member_id, b.stake_minor, b.win_minor)
  SELECT count(*), coalesce(sum(stake_minor), 0), coalesce(sum(win_minor), 0)
    INTO v_bets, v_stake, v_payout FROM settled;
  IF EXISTS (SELECT 1 FROM table_bets WHERE round_id = p_round AND status = 'open') THEN
    RAISE EXCEPTION 'tables: round % has bets no rule evaluated', p_round;
  END IF;

  -- Every player's win at once (vendor_wallet_wins: the wallet's calls, set-wise).
  SELECT w.moved_member_ids INTO v_moved
    FROM (SELECT array_agg(member_id ORDER BY member_id) AS members,
          array_agg('table-win:' || p_round || ':' || member_id ORDER BY member_id) AS uuids,
          array_agg(request_id || ':bet' ORDER BY member_id) AS refs,
          array_agg(win_minor ORDER BY member_id) AS amounts,
          array_agg(is_play_money ORDER BY member_id) AS play
        FROM (SELECT b.member_id, sum(b.win_minor)::bigint AS win_minor,
            min(b.request_id::text) AS request_id, bool_or(b.is_play_money) AS is_play_money
          FROM table_bets b
          WHERE b.round_id = p_round AND b.status IN ('won', 'lost')
          GROUP BY b.member_id) AS per_member) AS g,
      vendor_wallet_wins(v_round.merchant_id, 'KTABLES', v_round.currency,
        v_round.code || ':' || v_round.number, v_round.code, p_now, g.members, g.uuids,
        g.refs, g.amounts, g.play) AS w;

  UPDATE table_rounds SET status = 'settled', settled_at = p_now, stake_minor = v_stake,
      payout_minor = v_payout, bet_count = v_bets
    WHERE id = p_round;
  RETURN QUERY SELECT v_bets, v_moved;
END
$$;
