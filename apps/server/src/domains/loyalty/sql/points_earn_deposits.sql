-- Trigger: a deposit order credited to a member's wallet earns points by the merchant's ratio
-- table, in the credit's own transaction (spec §9: points never expire; earned by deposit with
-- a ratio table); keyed by the deposit's ledger transfer, so a deposit earns once. A merchant
-- without settings, or with them off, earns nothing. It watches deposit orders, not the
-- ledger: a spin's bet and win never pass it (issue 36: tracking must not slow spins).
CREATE OR REPLACE FUNCTION points_earn_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_points bigint;
BEGIN
  SELECT least(floor(NEW.amount_minor::numeric * t.points / s.earn_unit_minor), 1e12)::bigint
      INTO v_points
    FROM points_settings s
    CROSS JOIN LATERAL (SELECT pt.points FROM points_tiers pt
        WHERE pt.merchant_id = NEW.merchant_id AND pt.min_deposit_minor <= NEW.amount_minor
        ORDER BY pt.min_deposit_minor DESC LIMIT 1) t
    WHERE s.merchant_id = NEW.merchant_id AND s.is_enabled;
  IF coalesce(v_points, 0) > 0 THEN
    PERFORM points_transfer(NEW.merchant_id, points_account(NEW.merchant_id, 'issued', NULL),
      points_account(NEW.merchant_id, 'member', NEW.member_id), v_points, NEW.member_id,
      'deposit', NEW.amount_minor, '', 'ledger:' || NEW.transfer_id,
      'deposit:' || NEW.transfer_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER points_earn_deposits AFTER UPDATE OF transfer_id ON deposit_orders
  FOR EACH ROW WHEN (OLD.transfer_id IS NULL AND NEW.transfer_id IS NOT NULL)
  EXECUTE FUNCTION points_earn_deposits();
