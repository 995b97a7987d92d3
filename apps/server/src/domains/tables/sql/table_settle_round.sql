-- Settles a resolved round: every bet won or lost by what its area returns on the result
-- (win = floor(stake × return / 1000)), then each player's win paid through the vendor wallet,
-- closing their game round (a win of nothing too). The winners' wallets, then the house's
-- game shards, are locked in id order first, the order bets take them in, so none of them
-- deadlocks with this. A round settled already settles nothing more.
CREATE OR REPLACE FUNCTION table_settle_round(
  p_round bigint,
  p_areas text[],
  p_returns integer[],
  p_now timestamptz
) RETURNS TABLE (bets bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_member record;
  v_bets bigint;
  v_stake bigint;
  v_payout bigint;
  v_moved bigint[] := '{}';
  v_win record;
  v_winners bigint[];
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

  WITH settled AS (
    UPDATE table_bets b SET
        return_milli = e.ret,
        win_minor = b.stake_minor * e.ret / 1000,
        status = CASE WHEN e.ret > 0 THEN 'won' ELSE 'lost' END,
        settled_at = p_now
      FROM unnest(p_areas, p_returns) AS e(area, ret)
      WHERE b.round_id = p_round AND b.status = 'open' AND b.area = e.area
      RETURNING b.member_id, b.stake_minor, b.win_minor)
  SELECT count(*), coalesce(sum(stake_minor), 0), coalesce(sum(win_minor), 0),
      coalesce(array_agg(DISTINCT member_id) FILTER (WHERE win_minor > 0), '{}')
    INTO v_bets, v_stake, v_payout, v_winners FROM settled;
  IF EXISTS (SELECT 1 FROM table_bets WHERE round_id = p_round AND status = 'open') THEN
    RAISE EXCEPTION 'tables: round % has bets no rule evaluated', p_round;
  END IF;

  PERFORM 1 FROM ledger_accounts a
    WHERE a.merchant_id = v_round.merchant_id AND a.kind IN ('player', 'play_money')
      AND a.purpose = '' AND a.currency = v_round.currency AND a.shard = 0
      AND a.member_id = ANY (v_winners)
    ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts a
    WHERE a.merchant_id = v_round.merchant_id AND a.kind = 'house'
      AND a.purpose IN ('games', 'play_money') AND a.member_id IS NULL
      AND a.currency = v_round.currency
      AND a.shard IN (SELECT DISTINCT (w % 16)::smallint FROM unnest(v_winners) AS w)
    ORDER BY a.id FOR UPDATE;

  FOR v_member IN
    SELECT b.member_id, sum(b.win_minor) AS win_minor, min(b.request_id::text) AS request_id,
        bool_or(b.is_play_money) AS is_play_money
      FROM table_bets b
      WHERE b.round_id = p_round AND b.status IN ('won', 'lost')
      GROUP BY b.member_id
  LOOP
    SELECT * INTO v_win FROM vendor_wallet_call(ROW(
      'win', v_round.merchant_id, 'KTABLES',
      'table-win:' || p_round || ':' || v_member.member_id, v_member.member_id,
      v_member.win_minor, v_round.currency, v_round.code || ':' || v_round.number,
      v_round.code, v_member.request_id || ':bet', NULL,
      false, true, v_member.is_play_money, NULL, NULL, NULL, p_now, NULL)::vendor_call);
    IF v_win.moved_member_ids IS NOT NULL THEN
      v_moved := v_moved || v_win.moved_member_ids;
    END IF;
  END LOOP;

  UPDATE table_rounds SET status = 'settled', settled_at = p_now, stake_minor = v_stake,
      payout_minor = v_payout, bet_count = v_bets
    WHERE id = p_round;
  RETURN QUERY SELECT v_bets, v_moved;
END
$$;
