-- A bet or a win of the vendor wallet protocol in one statement: recorded once per transaction
-- uuid (a repeat answers the first), checked, its money moved through ledger_transfer and its
-- round updated; a refusal raises SQLSTATE KH001 with the protocol status as its message and
-- leaves nothing behind.
CREATE OR REPLACE FUNCTION vendor_wallet_call(c vendor_call) RETURNS TABLE (outcome text, balance_minor bigint, moved_member_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_existing vendor_transactions%ROWTYPE;
  v_referenced vendor_transactions%ROWTYPE;
  v_status text;
  v_game_status text;
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
    -- The member's and the game's status in one query.
    SELECT (SELECT m.status FROM members m WHERE m.id = c.member_id),
        (SELECT g.status FROM games g WHERE g.merchant_id = c.merchant_id
          AND g.vassalage = c.vassalage AND g.code = c.game_code)
      INTO v_status, v_game_status;
    IF v_status IS DISTINCT FROM 'active' THEN
      RAISE EXCEPTION 'RS_ERROR_USER_DISABLED' USING ERRCODE = 'KH001';
    END IF;
    IF v_game_status IS DISTINCT FROM 'active' THEN
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

  -- The answer row from plain assignments (no query to plan and run).
  outcome := 'new';
  balance_minor := v_balance;
  moved_member_ids := v_moved;
  RETURN NEXT;
END
$$;
