-- A points account's id, opened when missing: a member's own, or one of the merchant's
-- (issued, held, redeemed, converted).
CREATE OR REPLACE FUNCTION points_account(p_merchant bigint, p_kind text, p_member bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM points_accounts a
    WHERE a.merchant_id = p_merchant AND a.kind = p_kind
      AND a.member_id IS NOT DISTINCT FROM p_member;
  IF FOUND THEN
    RETURN v_id;
  END IF;
  INSERT INTO points_accounts (merchant_id, kind, member_id) VALUES (p_merchant, p_kind, p_member)
    ON CONFLICT DO NOTHING RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT a.id INTO v_id FROM points_accounts a
      WHERE a.merchant_id = p_merchant AND a.kind = p_kind
        AND a.member_id IS NOT DISTINCT FROM p_member;
  END IF;
  RETURN v_id;
END
$$;
