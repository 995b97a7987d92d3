-- A vendor's bet or win in one statement, and an in-house round with both in one statement
-- (bench/games.mjs: a spin took about 28 round trips and reached 7 % of the debit script). The server checks what it holds in memory (the
-- request's syntax, the launch token, the currency) and passes a refusal it found along: it
-- applies only when the call is new, since a repeat answers as the first call did.
--
-- In order: the uuid is recorded (a repeat or a duplicate answers at once); the pending
-- refusal, the member's status and the game's (bets only), the referenced bet (wins only,
-- locked, so a racing rollback waits or goes first); the money through ledger_transfer();
-- the round. A refusal raises SQLSTATE KH001 with the protocol status as its message, so
-- nothing of the call stays, and inside a caller's transaction the caller rolls back too.
-- One call's fields, as the server prepared them.
CREATE TYPE vendor_call AS (
  kind text,
  merchant_id bigint,
  vassalage text,
  transaction_uuid text,
  member_id bigint,
  amount_minor bigint,
  currency text,
  round text,
  game_code text,
  reference_uuid text,
  supplier_id text,
  is_free boolean,
  is_round_closed boolean,
  is_play_money boolean,
  player_account_id bigint,
  house_account_id bigint,
  refusal text,
  at timestamptz
);

CREATE FUNCTION vendor_wallet_call(c vendor_call) RETURNS TABLE (outcome text, balance_minor bigint, moved_member_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_existing vendor_transactions%ROWTYPE;
  v_referenced vendor_transactions%ROWTYPE;
  v_status text;
  v_move record;
  v_balance bigint;
  v_moved bigint[];
BEGIN
  INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
      round, game_code, currency, amount_minor, reference_transaction_uuid,
      supplier_transaction_id, is_free)
    VALUES (c.merchant_id, c.vassalage, c.transaction_uuid, c.kind, c.member_id, c.round, c.game_code, c.currency,
      c.amount_minor, c.reference_uuid, c.supplier_id, c.is_free)
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
      SELECT a.balance_minor INTO v_balance FROM ledger_accounts a WHERE a.id = c.player_account_id;
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

  IF c.amount_minor > 0 THEN
    SELECT * INTO v_move FROM ledger_transfer(c.merchant_id,
      CASE WHEN c.kind = 'bet' THEN c.player_account_id ELSE c.house_account_id END,
      CASE WHEN c.kind = 'bet' THEN c.house_account_id ELSE c.player_account_id END,
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
    UPDATE vendor_transactions SET transfer_id = v_move.transfer_id WHERE id = v_id;
    IF v_move.outcome = 'new' THEN
      v_moved := array_remove(ARRAY[v_move.debit_member_id, v_move.credit_member_id], NULL);
    END IF;
    v_balance := CASE WHEN c.kind = 'bet' THEN v_move.debit_balance_after
      ELSE v_move.credit_balance_after END;
  ELSE
    SELECT a.balance_minor INTO v_balance FROM ledger_accounts a WHERE a.id = c.player_account_id;
  END IF;

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

  RETURN QUERY SELECT 'new'::text, v_balance, v_moved;
END
$$;

-- An in-house round in one statement: stored, its seed pair's nonces taken, its bet and its
-- win made by vendor_wallet_call() as the protocol handler prepared them. All of it commits or
-- nothing does, so no round ever waits for its win (the settling state and its job are gone).
-- The server decides the round from the pair it last saw; the pair must still be active and at
-- that nonce (another server may have played meanwhile), else SQLSTATE KH003 and the server
-- decides again from the pair as it is. A request id already played raises KH002.
DROP INDEX house_rounds_settling;
ALTER TABLE house_rounds DROP COLUMN status;

CREATE FUNCTION house_play_round(
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
  SELECT * INTO v_bet FROM vendor_wallet_call(p_bet_call);
  SELECT * INTO v_win FROM vendor_wallet_call(p_win_call);
  RETURN QUERY SELECT v_round.id, v_round.created_at, v_win.balance_minor,
    coalesce(v_bet.moved_member_ids, '{}') || coalesce(v_win.moved_member_ids, '{}');
END
$$;
