-- A new jackpot: its settings and its pool's first seed, paid by the house, together. A
-- merchant that has one already keeps it (answers false).
CREATE OR REPLACE FUNCTION jackpot_open(
  p_merchant bigint,
  p_currency text,
  p_is_enabled boolean,
  p_share integer,
  p_seed bigint,
  p_odds integer,
  p_display_start bigint
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_opened bigint;
BEGIN
  INSERT INTO jackpots (merchant_id, currency, is_enabled, share_basis_points, seed_minor,
      odds_one_in, display_start_minor)
    VALUES (p_merchant, p_currency, p_is_enabled, p_share, p_seed, p_odds, p_display_start)
    ON CONFLICT (merchant_id) DO NOTHING
    RETURNING merchant_id INTO v_opened;
  IF v_opened IS NULL THEN
    RETURN false;
  END IF;
  IF p_seed > 0 THEN
    PERFORM 1 FROM ledger_transfer(p_merchant,
      vendor_wallet_account(p_merchant, 'house', 'games', NULL, 0::smallint, p_currency, true),
      vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, 0::smallint, p_currency, true),
      p_seed, 'jackpot_seed', 'jackpot:open', 'jackpot:' || p_merchant || ':open');
  END IF;
  RETURN true;
END
$$;
