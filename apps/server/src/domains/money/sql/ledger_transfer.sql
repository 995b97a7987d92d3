-- A ledger transfer and both balance changes in one statement: once per idempotency key (a
-- repeat answers the first), never below zero for a player account, the two accounts locked in
-- id order so that transfers between the same accounts never deadlock.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant bigint,
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_key text
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance_after bigint,
  credit_balance_after bigint, debit_member_id bigint, credit_member_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_debit_after bigint;
  v_credit_after bigint;
  v_is_same boolean;
  v_debit ledger_accounts%ROWTYPE;
  v_credit ledger_accounts%ROWTYPE;
  v_row ledger_accounts%ROWTYPE;
BEGIN
  -- Both rows locked in id order (no deadlock between opposite transfers) and read at once.
  FOR v_row IN SELECT * FROM ledger_accounts WHERE id IN (p_debit, p_credit) ORDER BY id
      FOR UPDATE LOOP
    IF v_row.id = p_debit THEN v_debit := v_row; ELSE v_credit := v_row; END IF;
  END LOOP;
  SELECT t.id, t.debit_balance_after, t.credit_balance_after,
         t.debit_account_id = p_debit AND t.credit_account_id = p_credit
           AND t.amount_minor = p_amount AND t.kind = p_kind
    INTO v_id, v_debit_after, v_credit_after, v_is_same
    FROM ledger_transfers t
    WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
  IF FOUND THEN
    -- A key names one transfer: the same again is a repeat, anything else a conflict. It is
    -- looked up only once the accounts are locked: a racing request with the same key that
    -- held the locks first has committed by then, so this one answers that transfer instead
    -- of judging the balance it left (never insufficient_balance after the first succeeded).
    RETURN QUERY SELECT CASE WHEN v_is_same THEN 'repeat' ELSE 'conflict' END::text,
      v_id, v_debit_after, v_credit_after, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_debit.id IS NULL OR v_credit.id IS NULL
     OR v_debit.merchant_id <> p_merchant OR v_credit.merchant_id <> p_merchant
     OR v_debit.currency <> v_credit.currency THEN
    RAISE EXCEPTION 'ledger: accounts % and % are not of merchant % in one currency',
      p_debit, p_credit, p_merchant USING ERRCODE = 'check_violation';
  END IF;
  -- Play money stays play money: it moves only between trial accounts and the house's
  -- play-money account, never into anything that can be withdrawn.
  IF (v_debit.kind = 'play_money' OR v_credit.kind = 'play_money'
      OR v_debit.purpose = 'play_money' OR v_credit.purpose = 'play_money')
     AND NOT ((v_debit.kind = 'play_money' OR v_debit.purpose = 'play_money')
              AND (v_credit.kind = 'play_money' OR v_credit.purpose = 'play_money')) THEN
    RAISE EXCEPTION 'ledger: play money cannot move between % and %', p_debit, p_credit
      USING ERRCODE = 'check_violation';
  END IF;
  IF v_debit.kind <> 'house' AND v_debit.balance_minor < p_amount THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_debit.balance_minor, NULL::bigint,
      NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance_minor = balance_minor - p_amount
    WHERE id = p_debit RETURNING balance_minor INTO v_debit_after;
  UPDATE ledger_accounts SET balance_minor = balance_minor + p_amount
    WHERE id = p_credit RETURNING balance_minor INTO v_credit_after;
  INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount_minor,
      kind, reference, idempotency_key, debit_balance_after, credit_balance_after)
    VALUES (p_merchant, p_debit, p_credit, p_amount, p_kind, p_reference, p_key,
      v_debit_after, v_credit_after)
    RETURNING id INTO v_id;
  -- The answer row from plain assignments (no query to plan and run).
  outcome := 'new';
  transfer_id := v_id;
  debit_balance_after := v_debit_after;
  credit_balance_after := v_credit_after;
  debit_member_id := v_debit.member_id;
  credit_member_id := v_credit.member_id;
  RETURN NEXT;
END
$$;
