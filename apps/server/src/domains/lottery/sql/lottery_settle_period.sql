-- Settles a drawn period: every open ticket won or lost by the hits the server computed for its
-- play type and selection (win = stake × odds × hits), then each member's wins paid through the
-- vendor wallet. The winners' wallets, then the house's lottery shards, are locked in id order
-- first, the order bets, cancels and refunds take them in, so none of them deadlocks with this.
CREATE OR REPLACE FUNCTION lottery_settle_period(
  p_period bigint,
  p_play_types text[],
  p_selections text[],
  p_hits integer[],
  p_now timestamptz
) RETURNS TABLE (tickets bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_period record;
  v_member record;
  v_tickets bigint;
  v_moved bigint[] := '{}';
  v_win record;
  v_winners bigint[];
BEGIN
  SELECT p.id, p.status, p.numero, p.merchant_id, g.game_id, m.currency INTO v_period
    FROM lottery_periods p
    JOIN lottery_games g ON g.id = p.lottery_game_id
    JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = p_period
    FOR UPDATE OF p;
  IF v_period.status IS DISTINCT FROM 'drawn' THEN
    RETURN QUERY SELECT 0::bigint, NULL::bigint[];
    RETURN;
  END IF;

  -- The winners come out of the update itself (no second pass over a million tickets).
  WITH settled AS (
    UPDATE lottery_tickets t SET
        hits = e.hits,
        win_minor = lottery_win_minor(t.stake_minor, t.odds_milli, e.hits),
        status = CASE WHEN e.hits > 0 THEN 'won' ELSE 'lost' END,
        settled_at = p_now
      FROM unnest(p_play_types, p_selections, p_hits) AS e(play_type, selection, hits)
      WHERE t.period_id = p_period AND t.status = 'open'
        AND t.play_type = e.play_type AND t.selection = e.selection
      RETURNING t.member_id, t.win_minor)
  SELECT count(*), coalesce(array_agg(DISTINCT member_id) FILTER (WHERE win_minor > 0), '{}')
    INTO v_tickets, v_winners FROM settled;
  IF EXISTS (SELECT 1 FROM lottery_tickets WHERE period_id = p_period AND status = 'open') THEN
    RAISE EXCEPTION 'lottery: period % has tickets no rule evaluated', p_period;
  END IF;

  -- The winners' wallets, then the house's lottery shards, each in id order: the order a bet,
  -- a cancel and a refund take them in (wallet first), so none of them deadlocks with this.
  PERFORM 1 FROM ledger_accounts a
    WHERE a.merchant_id = v_period.merchant_id AND a.kind = 'player' AND a.purpose = ''
      AND a.currency = v_period.currency AND a.shard = 0 AND a.member_id = ANY (v_winners)
    ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts a
    WHERE a.merchant_id = v_period.merchant_id AND a.kind = 'house' AND a.purpose = 'lottery'
      AND a.member_id IS NULL AND a.currency = v_period.currency
      AND a.shard IN (SELECT DISTINCT (w % 16)::smallint FROM unnest(v_winners) AS w)
    ORDER BY a.id FOR UPDATE;

  FOR v_member IN
    SELECT t.member_id, sum(t.win_minor) AS win_minor, min(t.request_id::text) AS request_id
      FROM lottery_tickets t
      WHERE t.period_id = p_period AND t.status IN ('won', 'lost')
      GROUP BY t.member_id
  LOOP
    SELECT * INTO v_win FROM vendor_wallet_call(ROW(
      'win', v_period.merchant_id, 'KLOTTO',
      'lottery-win:' || p_period || ':' || v_member.member_id, v_member.member_id,
      v_member.win_minor, v_period.currency, v_period.game_id || ':' || v_period.numero,
      v_period.game_id, 'lottery:' || v_member.member_id || ':' || v_member.request_id, NULL,
      false, true, false,
      (SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = v_period.merchant_id
         AND a.kind = 'player' AND a.purpose = '' AND a.member_id = v_member.member_id
         AND a.currency = v_period.currency),
      (SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = v_period.merchant_id
         AND a.kind = 'house' AND a.purpose = 'lottery' AND a.member_id IS NULL
         AND a.shard = v_member.member_id % 16 AND a.currency = v_period.currency),
      NULL, p_now, NULL)::vendor_call);
    IF v_win.moved_member_ids IS NOT NULL THEN
      v_moved := v_moved || v_win.moved_member_ids;
    END IF;
  END LOOP;

  UPDATE lottery_periods SET status = 'settled', settled_at = p_now WHERE id = p_period;
  RETURN QUERY SELECT v_tickets, v_moved;
END
$$;
