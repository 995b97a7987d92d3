-- A points account's id, opened when missing: a member's own, or one of the merchant's
-- (issued, held, redeemed, converted). Each lookup is one index probe of the unique key.
CREATE OR REPLACE FUNCTION points_account(p_merchant bigint, p_kind text, p_member bigint)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_member IS NULL THEN
      SELECT a.id INTO v_id FROM points_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.member_id IS NULL;
    ELSE
      SELECT a.id INTO v_id FROM points_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = p_kind AND a.member_id = p_member;
    END IF;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
    INSERT INTO points_accounts (merchant_id, kind, member_id)
      VALUES (p_merchant, p_kind, p_member)
      ON CONFLICT DO NOTHING RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'points: no % account of merchant %', p_kind, p_merchant;
END
$$;
