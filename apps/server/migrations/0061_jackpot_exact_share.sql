-- A stake's share for the jackpot is kept exactly, not rounded down per spin. 0050 stored
-- floor(stake × basis points / 10 000) minor units per round, so at a 1 % share a stake under
-- 1.00 added nothing (a 0.20 spin could win the pool and never fed it) and a 1.50 stake added
-- 0.01 of its 0.015. A round now records its share in units of 1/10 000 of a minor unit
-- (stake × basis points, a whole number); the sweep moves the whole minor units of each shard's
-- waiting shares and leaves the rest waiting as one row, so over many spins the pool receives
-- the configured share to the minor unit. Everything else of 0050 stays as it was.

-- What rounds recorded so far, in the new unit (whole minor units × 10 000).
ALTER TABLE house_rounds RENAME COLUMN jackpot_contribution_minor TO jackpot_share_units;
UPDATE house_rounds SET jackpot_share_units = jackpot_share_units * 10000
 WHERE jackpot_share_units > 0;

ALTER TABLE jackpot_contributions ADD COLUMN share_units bigint;
UPDATE jackpot_contributions SET share_units = amount_minor * 10000;
ALTER TABLE jackpot_contributions
  ALTER COLUMN share_units SET NOT NULL,
  ALTER COLUMN round_id DROP NOT NULL,
  ADD CONSTRAINT jackpot_contributions_share_units_check CHECK (share_units > 0),
  DROP COLUMN amount_minor;

-- 0050's sweep, moving whole minor units: per shard and currency, the sum of the waiting shares
-- divided by 10 000 goes to the pool in one transfer (its key names the shard's last round, as
-- before); the remainder, less than one minor unit, waits again as one row of that shard with no
-- round (it is part of many): a round's row is swept once, so the last round of a sweep still
-- names that sweep alone, even when a round that began earlier commits after it. A sweep that
-- finds only a remainder moves nothing and keeps it.
CREATE OR REPLACE FUNCTION jackpot_sweep(p_merchant bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_part record;
  v_total bigint := 0;
  v_whole bigint;
  v_rest bigint;
BEGIN
  PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  FOR v_part IN
    WITH swept AS (
      DELETE FROM jackpot_contributions WHERE merchant_id = p_merchant
        RETURNING member_id, currency, round_id, share_units)
    SELECT (member_id % 16)::smallint AS shard, currency, min(member_id) AS member_id,
        sum(share_units)::bigint AS share_units, max(round_id) AS last_round
      FROM swept GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    v_whole := v_part.share_units / 10000;
    v_rest := v_part.share_units % 10000;
    IF v_whole > 0 THEN
      PERFORM 1 FROM ledger_transfer(p_merchant,
        vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_part.shard, v_part.currency,
          true),
        vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, v_part.shard,
          v_part.currency, true),
        v_whole, 'jackpot_contribution', 'jackpot:sweep',
        'jackpot:' || p_merchant || ':sweep:' || v_part.shard || ':' || v_part.currency || ':'
          || v_part.last_round);
      v_total := v_total + v_whole;
    END IF;
    IF v_rest > 0 THEN
      INSERT INTO jackpot_contributions (merchant_id, member_id, currency, round_id, share_units)
        VALUES (p_merchant, v_part.member_id, v_part.currency, NULL, v_rest);
    END IF;
  END LOOP;
  RETURN v_total;
END
$$;

-- 0050's round, recording the exact share (v_share, stake × basis points) on the round and in
-- the waiting row; the rest of it is unchanged.
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
