-- An account by its ledger key; a missing one is opened when asked to, inside the caller's
-- statement (so a refusal raised after it takes the account back too). NULL: none, not opened.
CREATE OR REPLACE FUNCTION vendor_wallet_account(p_merchant bigint, p_kind text, p_purpose text,
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
