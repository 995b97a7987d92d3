-- Lock order fixes found in review (two deadlocks, both reproduced with PostgreSQL's 40P01).
--
-- 1. lottery_settle_period paid its winners one after another, holding each house shard it had
--    credited from while it locked the next winner's wallet; a bet (or a cancel, or a refund)
--    locks the wallet first and the shard after. A winner betting on the next draw while the
--    last one settled could deadlock with it. The settlement now locks every winner's wallet,
--    then the shards, in id order, before it pays. Otherwise as 0035.
-- 2. A winning spin locked its games shard (the bet and the win) before the jackpot's row
--    (jackpot_sweep), while the sweep job locks the row first, then the shards. A winner now
--    takes the row as soon as the draw says it won. Otherwise house_play_round is as 0056.

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
        win_minor = t.stake_minor * t.odds_milli * e.hits / 1000,
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

CREATE OR REPLACE FUNCTION house_play_round(
  p_pair bigint,
  p_first_nonce integer,
  p_nonce_count integer,
  p_merchant bigint,
  p_member bigint,
  p_username text,
  p_game text,
  p_request uuid,
  p_token text,
  p_bet bigint,
  p_win bigint,
  p_currency text,
  p_is_play_money boolean,
  p_spins jsonb,
  p_bet_call vendor_call,
  p_win_call vendor_call,
  p_jackpot_draw bigint
) RETURNS TABLE (stored_id bigint, stored_at timestamptz, balance_after bigint,
  moved_ids bigint[], jackpot_win_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_round house_rounds%ROWTYPE;
  v_bet record;
  v_win record;
  v_jackpot jackpots%ROWTYPE;
  v_contribution bigint := 0;
  v_is_hit boolean := false;
  v_shard smallint := (p_member % 16)::smallint;
  v_games bigint;
  v_pool bigint;
  v_award bigint := 0;
  v_balance bigint;
  v_moved bigint[];
BEGIN
  -- The pair first: its row lock orders every round of the member, so two rounds never
  -- take the same nonces, and a round waiting here sees the nonces the other one took.
  UPDATE house_seed_pairs SET next_nonce = next_nonce + p_nonce_count
    WHERE id = p_pair AND next_nonce = p_first_nonce AND rotated_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed pair % is no longer at nonce %', p_pair, p_first_nonce
      USING ERRCODE = 'KH003';
  END IF;
  IF NOT p_is_play_money AND p_jackpot_draw IS NOT NULL THEN
    SELECT * INTO v_jackpot FROM jackpots j
      WHERE j.merchant_id = p_merchant AND j.is_enabled AND j.currency = p_currency;
    IF v_jackpot.merchant_id IS NOT NULL THEN
      v_contribution := p_bet * v_jackpot.share_basis_points / 10000;
      v_is_hit := p_jackpot_draw * v_jackpot.odds_one_in < 4294967296;
    END IF;
  END IF;
  -- A winner takes the jackpot's row before any ledger account, as the sweep job does (then
  -- the games shards), so a winning spin and a sweep, or two winners, never deadlock.
  IF v_is_hit THEN
    PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  END IF;
  INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins, jackpot_draw, jackpot_odds_one_in, jackpot_contribution_minor)
    VALUES (p_merchant, p_member, p_username, p_game, p_request, p_token, p_pair,
      p_first_nonce, p_nonce_count, p_bet, p_win, p_currency, p_is_play_money, p_spins,
      CASE WHEN v_jackpot.merchant_id IS NOT NULL THEN p_jackpot_draw END,
      v_jackpot.odds_one_in, v_contribution)
    ON CONFLICT (merchant_id, member_id, request_id) DO NOTHING
    RETURNING * INTO v_round;
  IF v_round.id IS NULL THEN
    RAISE EXCEPTION 'round % was played already', p_request USING ERRCODE = 'KH002';
  END IF;
  IF v_contribution > 0 THEN
    INSERT INTO jackpot_contributions (merchant_id, member_id, currency, round_id, amount_minor)
      VALUES (p_merchant, p_member, p_currency, v_round.id, v_contribution);
  END IF;
  p_bet_call.is_round_by_caller := true;
  p_win_call.is_round_by_caller := true;
  SELECT * INTO v_bet FROM vendor_wallet_call(p_bet_call);
  SELECT * INTO v_win FROM vendor_wallet_call(p_win_call);
  INSERT INTO game_rounds AS r (merchant_id, vassalage, round, member_id, game_code, currency,
      stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
    VALUES (p_merchant, (p_bet_call).vassalage, (p_bet_call).round, p_member, p_game,
      p_currency, (p_bet_call).amount_minor, (p_win_call).amount_minor, true,
      (p_bet_call).at, (p_win_call).at, p_is_play_money)
    ON CONFLICT (merchant_id, vassalage, round, member_id) DO UPDATE SET
      stake_minor = r.stake_minor + excluded.stake_minor,
      payout_minor = r.payout_minor + excluded.payout_minor,
      is_closed = true,
      closed_at = coalesce(r.closed_at, excluded.closed_at);
  v_balance := v_win.balance_minor;
  v_moved := coalesce(v_bet.moved_member_ids, '{}') || coalesce(v_win.moved_member_ids, '{}');

  -- The contribution stays on the round until the sweep moves it (jackpot_sweep); a winner
  -- sweeps first, its own round included, so the award is the whole pool.
  IF v_jackpot.merchant_id IS NOT NULL AND v_is_hit THEN
    PERFORM jackpot_sweep(p_merchant);
    v_games := vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_shard, p_currency,
      true);
    v_pool := vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, v_shard, p_currency,
      true);
    v_award := jackpot_award(p_merchant, p_member, p_currency, v_round.id, p_request, p_game,
      p_jackpot_draw, v_jackpot.odds_one_in, v_jackpot.seed_minor, v_games, v_pool,
      (p_win_call).at);
    IF v_award > 0 THEN
      SELECT a.balance_minor INTO v_balance FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = 'player' AND a.purpose = ''
          AND a.member_id = p_member AND a.shard = 0 AND a.currency = p_currency;
      v_moved := v_moved || p_member;
    END IF;
  END IF;

  RETURN QUERY SELECT v_round.id, v_round.created_at, v_balance, v_moved, v_award;
END
$$;
