-- One in-house slot round in one statement: stored, its seed pair's nonces taken, its bet and
-- win made through vendor_wallet_call, the exact jackpot share of its stake (stake × basis points)
-- recorded on the round and in the waiting row and, when its draw hits, the jackpot paid.
-- SQLSTATE KH002: the request id was played; KH003: the pair moved on.
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
  v_share bigint := 0;
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
      v_share := p_bet * v_jackpot.share_basis_points;
      -- The odds in force: a change waits for the time it was published with.
      v_jackpot.odds_one_in := jackpot_odds_now(v_jackpot.odds_one_in,
        v_jackpot.next_odds_one_in, v_jackpot.next_odds_at);
      v_is_hit := jackpot_is_hit(p_jackpot_draw, v_jackpot.odds_one_in);
    END IF;
  END IF;
  -- A winner takes the jackpot's row before any ledger account, as the sweep job does (then
  -- the games shards), so a winning spin and a sweep, or two winners, never deadlock.
  IF v_is_hit THEN
    PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  END IF;
  INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins, jackpot_draw, jackpot_odds_one_in, jackpot_share_units)
    VALUES (p_merchant, p_member, p_username, p_game, p_request, p_token, p_pair,
      p_first_nonce, p_nonce_count, p_bet, p_win, p_currency, p_is_play_money, p_spins,
      CASE WHEN v_jackpot.merchant_id IS NOT NULL THEN p_jackpot_draw END,
      v_jackpot.odds_one_in, v_share)
    ON CONFLICT (merchant_id, member_id, request_id) DO NOTHING
    RETURNING * INTO v_round;
  IF v_round.id IS NULL THEN
    RAISE EXCEPTION 'round % was played already', p_request USING ERRCODE = 'KH002';
  END IF;
  IF v_share > 0 THEN
    INSERT INTO jackpot_contributions (merchant_id, member_id, currency, round_id, share_units)
      VALUES (p_merchant, p_member, p_currency, v_round.id, v_share);
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
