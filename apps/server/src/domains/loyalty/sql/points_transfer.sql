-- A move of points and both balances in one statement, as ledger_transfer moves money: once
-- per idempotency key (the same again answers the first: `repeat`; another move under it:
-- `conflict`), never below zero but for the merchant's issued account (`insufficient`), the
-- two accounts locked in id order. The member named is whose record the line joins.
CREATE OR REPLACE FUNCTION points_transfer(
  p_merchant bigint,
  p_debit bigint,
  p_credit bigint,
  p_points bigint,
  p_member bigint,
  p_type text,
  p_amount bigint,
  p_remark text,
  p_reference text,
  p_key text
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance_after bigint,
  credit_balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_row points_accounts%ROWTYPE;
  v_debit points_accounts%ROWTYPE;
  v_credit points_accounts%ROWTYPE;
  v_found points_transfers%ROWTYPE;
  v_id bigint;
BEGIN
  FOR v_row IN SELECT * FROM points_accounts WHERE id IN (p_debit, p_credit) ORDER BY id
      FOR UPDATE LOOP
    IF v_row.id = p_debit THEN v_debit := v_row; ELSE v_credit := v_row; END IF;
  END LOOP;
  SELECT * INTO v_found FROM points_transfers t
    WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_found.debit_account_id = p_debit
        AND v_found.credit_account_id = p_credit AND v_found.points = p_points
        THEN 'repeat' ELSE 'conflict' END::text,
      v_found.id, v_found.debit_balance_after, v_found.credit_balance_after;
    RETURN;
  END IF;
  IF v_debit.id IS NULL OR v_credit.id IS NULL OR v_debit.merchant_id <> p_merchant
     OR v_credit.merchant_id <> p_merchant OR p_points <= 0 THEN
    RAISE EXCEPTION 'points: accounts % and % are not of merchant %', p_debit, p_credit,
      p_merchant USING ERRCODE = 'check_violation';
  END IF;
  IF v_debit.kind <> 'issued' AND v_debit.balance < p_points THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_debit.balance, NULL::bigint;
    RETURN;
  END IF;
  UPDATE points_accounts SET balance = balance - p_points WHERE id = p_debit;
  UPDATE points_accounts SET balance = balance + p_points WHERE id = p_credit;
  INSERT INTO points_transfers (merchant_id, debit_account_id, credit_account_id, points,
      member_id, type, amount_minor, remark, reference, idempotency_key, debit_balance_after,
      credit_balance_after)
    VALUES (p_merchant, p_debit, p_credit, p_points, p_member, p_type, p_amount, p_remark,
      p_reference, p_key, v_debit.balance - p_points, v_credit.balance + p_points)
    RETURNING id INTO v_id;
  RETURN QUERY SELECT 'new'::text, v_id, v_debit.balance - p_points, v_credit.balance + p_points;
END
$$;
