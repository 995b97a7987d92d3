-- Less work per vendor call and per in-house round (bench/games.mjs: a spin through the protocol
-- reached 36 % of the debit script), and a refused call that leaves nothing at all.
--
-- 1. A bet's or a win's ledger transfer is no longer written back onto its vendor_transactions
--    row (an update, and a foreign-key check, per call): it is the transfer whose idempotency key
--    is 'vendor-wallet:<merchant>:<vendor>:<transaction uuid>'. transfer_id stays for refunds.
-- 2. The member's and the house's accounts are found (and a missing one opened) inside the
--    call, after every refusal check: a refused first call no longer leaves an empty account
--    behind, and the server no longer looks accounts up before a call. The house's side is
--    the ledger's shard of its games (or play-money) account for the member: member id mod 16,
--    as the ledger's houseShards spreads it.
-- 3. A caller that records the round itself (house_play_round, which knows the round's stake
--    and win at once) writes its game_rounds row once instead of an insert and an update.

ALTER TYPE vendor_call ADD ATTRIBUTE is_round_by_caller boolean;

-- An account by its ledger key; a missing one is opened when asked to, inside the caller's
-- statement (so a refusal raised after it takes the account back too). NULL: none, not opened.
CREATE FUNCTION vendor_wallet_account(p_merchant bigint, p_kind text, p_purpose text,
  p_member bigint, p_shard smallint, p_currency text, p_is_opened boolean) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_member IS NULL THEN
      SELECT a.id INTO v_id FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.purpose = p_purpose
          AND a.member_id IS NULL AND a.shard = p_shard AND a.currency = p_currency;
    ELSE
      SELECT a.id INTO v_id FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.purpose = p_purpose
          AND a.member_id = p_member AND a.shard = p_shard AND a.currency = p_currency;
    END IF;
    IF v_id IS NOT NULL OR NOT p_is_opened THEN
      RETURN v_id;
    END IF;
    -- A racing opener's account wins; the second lookup finds it.
    INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, shard, currency)
      VALUES (p_merchant, p_kind, p_purpose, p_member, p_shard, p_currency)
      ON CONFLICT DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'vendor wallet: account % % of member % vanished', p_kind, p_purpose, p_member;
END
$$;

CREATE OR REPLACE FUNCTION vendor_wallet_call(c vendor_call) RETURNS TABLE (outcome text, balance_minor bigint, moved_member_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_existing vendor_transactions%ROWTYPE;
  v_referenced vendor_transactions%ROWTYPE;
  v_status text;
  v_move record;
  v_balance bigint;
  v_moved bigint[];
  v_player bigint := c.player_account_id;
  v_house bigint := c.house_account_id;
  v_player_kind text := CASE WHEN c.is_play_money THEN 'play_money' ELSE 'player' END;
BEGIN
  INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
      round, game_code, currency, amount_minor, reference_transaction_uuid,
      supplier_transaction_id, is_free)
    VALUES (c.merchant_id, c.vassalage, c.transaction_uuid, c.kind, c.member_id, c.round,
      c.game_code, c.currency, c.amount_minor, c.reference_uuid, c.supplier_id, c.is_free)
    ON CONFLICT (merchant_id, vassalage, transaction_uuid) DO NOTHING
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT * INTO v_existing FROM vendor_transactions
      WHERE merchant_id = c.merchant_id AND vassalage = c.vassalage AND transaction_uuid = c.transaction_uuid;
    IF v_existing.kind = c.kind AND v_existing.member_id = c.member_id
       AND v_existing.amount_minor = c.amount_minor AND v_existing.currency = c.currency
       AND v_existing.round IS NOT DISTINCT FROM c.round
       AND v_existing.game_code IS NOT DISTINCT FROM c.game_code
       AND v_existing.reference_transaction_uuid IS NOT DISTINCT FROM c.reference_uuid THEN
      v_player := coalesce(v_player, vendor_wallet_account(c.merchant_id, v_player_kind, '',
        c.member_id, 0::smallint, c.currency, false));
      SELECT a.balance_minor INTO v_balance FROM ledger_accounts a WHERE a.id = v_player;
      RETURN QUERY SELECT 'repeat'::text, v_balance, NULL::bigint[];
      RETURN;
    END IF;
    RAISE EXCEPTION 'RS_ERROR_DUPLICATE_TRANSACTION' USING ERRCODE = 'KH001';
  END IF;

  IF c.refusal IS NOT NULL THEN
    RAISE EXCEPTION '%', c.refusal USING ERRCODE = 'KH001';
  END IF;
  IF c.kind = 'bet' THEN
    SELECT m.status INTO v_status FROM members m WHERE m.id = c.member_id;
    IF v_status IS DISTINCT FROM 'active' THEN
      RAISE EXCEPTION 'RS_ERROR_USER_DISABLED' USING ERRCODE = 'KH001';
    END IF;
    SELECT g.status INTO v_status FROM games g
      WHERE g.merchant_id = c.merchant_id AND g.vassalage = c.vassalage AND g.code = c.game_code;
    IF v_status IS DISTINCT FROM 'active' THEN
      RAISE EXCEPTION 'RS_ERROR_INVALID_GAME' USING ERRCODE = 'KH001';
    END IF;
  ELSE
    SELECT * INTO v_referenced FROM vendor_transactions
      WHERE merchant_id = c.merchant_id AND vassalage = c.vassalage
        AND transaction_uuid = c.reference_uuid
      FOR UPDATE;
    IF v_referenced.id IS NULL OR v_referenced.kind <> 'bet'
       OR v_referenced.member_id <> c.member_id OR v_referenced.rolled_back_by IS NOT NULL THEN
      RAISE EXCEPTION 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' USING ERRCODE = 'KH001';
    END IF;
  END IF;

  v_player := coalesce(v_player, vendor_wallet_account(c.merchant_id, v_player_kind, '',
    c.member_id, 0::smallint, c.currency, true));
  IF c.amount_minor > 0 THEN
    v_house := coalesce(v_house, vendor_wallet_account(c.merchant_id, 'house',
      CASE WHEN c.is_play_money THEN 'play_money' ELSE 'games' END, NULL,
      (c.member_id % 16)::smallint, c.currency, true));
    SELECT * INTO v_move FROM ledger_transfer(c.merchant_id,
      CASE WHEN c.kind = 'bet' THEN v_player ELSE v_house END,
      CASE WHEN c.kind = 'bet' THEN v_house ELSE v_player END,
      c.amount_minor, c.kind, 'vendor:' || c.vassalage || ':' || c.round,
      'vendor-wallet:' || c.merchant_id || ':' || c.vassalage || ':' || c.transaction_uuid);
    IF v_move.outcome = 'insufficient' THEN
      -- The answer carries the real balance: here, since the caller can read nothing more.
      RAISE EXCEPTION 'RS_ERROR_NOT_ENOUGH_MONEY' USING ERRCODE = 'KH001',
        DETAIL = v_move.debit_balance_after::text;
    END IF;
    IF v_move.outcome = 'conflict' THEN
      RAISE EXCEPTION 'vendor wallet: ledger key of % names another transfer', c.transaction_uuid;
    END IF;
    IF v_move.outcome = 'new' THEN
      v_moved := array_remove(ARRAY[v_move.debit_member_id, v_move.credit_member_id], NULL);
    END IF;
    v_balance := CASE WHEN c.kind = 'bet' THEN v_move.debit_balance_after
      ELSE v_move.credit_balance_after END;
  ELSE
    SELECT a.balance_minor INTO v_balance FROM ledger_accounts a WHERE a.id = v_player;
  END IF;

  IF c.is_round_by_caller IS NOT TRUE THEN
    INSERT INTO game_rounds AS r (merchant_id, vassalage, round, member_id, game_code, currency,
        stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
      VALUES (c.merchant_id, c.vassalage, c.round, c.member_id, c.game_code, c.currency,
        CASE WHEN c.kind = 'bet' THEN c.amount_minor ELSE 0 END,
        CASE WHEN c.kind = 'win' THEN c.amount_minor ELSE 0 END,
        c.is_round_closed, c.at, CASE WHEN c.is_round_closed THEN c.at END, c.is_play_money)
      ON CONFLICT (merchant_id, vassalage, round, member_id) DO UPDATE SET
        stake_minor = r.stake_minor + excluded.stake_minor,
        payout_minor = r.payout_minor + excluded.payout_minor,
        is_closed = r.is_closed OR excluded.is_closed,
        closed_at = coalesce(r.closed_at, excluded.closed_at);
  END IF;

  RETURN QUERY SELECT 'new'::text, v_balance, v_moved;
END
$$;

-- As before (migration 0026), but its bet and win leave the round to it: one game_rounds row
-- with the round's stake and win, closed.
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
  p_win_call vendor_call
) RETURNS TABLE (stored_id bigint, stored_at timestamptz, balance_after bigint,
  moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_round house_rounds%ROWTYPE;
  v_bet record;
  v_win record;
BEGIN
  -- The pair first: its row lock orders every round of the member, so two rounds never
  -- take the same nonces, and a round waiting here sees the nonces the other one took.
  UPDATE house_seed_pairs SET next_nonce = next_nonce + p_nonce_count
    WHERE id = p_pair AND next_nonce = p_first_nonce AND rotated_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed pair % is no longer at nonce %', p_pair, p_first_nonce
      USING ERRCODE = 'KH003';
  END IF;
  INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins)
    VALUES (p_merchant, p_member, p_username, p_game, p_request, p_token, p_pair,
      p_first_nonce, p_nonce_count, p_bet, p_win, p_currency, p_is_play_money, p_spins)
    ON CONFLICT (merchant_id, member_id, request_id) DO NOTHING
    RETURNING * INTO v_round;
  IF v_round.id IS NULL THEN
    RAISE EXCEPTION 'round % was played already', p_request USING ERRCODE = 'KH002';
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
  RETURN QUERY SELECT v_round.id, v_round.created_at, v_win.balance_minor,
    coalesce(v_bet.moved_member_ids, '{}') || coalesce(v_win.moved_member_ids, '{}');
END
$$;
