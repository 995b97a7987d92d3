-- Trigger: a deposit credited to a member's wallet earns points by the merchant's ratio table,
-- in the deposit's own transaction (spec §9: points never expire; earned by deposit with a
-- ratio table); keyed by the deposit's transfer, so a deposit earns once. A merchant without
-- settings, or with them off, earns nothing. A row trigger whose WHEN names deposits: every
-- other transfer (a spin's bet and win) passes it without a call.
CREATE OR REPLACE FUNCTION points_earn_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_points bigint;
BEGIN
  SELECT a.member_id INTO v_member FROM ledger_accounts a
    WHERE a.id = NEW.credit_account_id AND a.kind = 'player';
  IF v_member IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT least(floor(NEW.amount_minor::numeric * t.points / s.earn_unit_minor), 1e12)::bigint
      INTO v_points
    FROM points_settings s
    CROSS JOIN LATERAL (SELECT pt.points FROM points_tiers pt
        WHERE pt.merchant_id = NEW.merchant_id AND pt.min_deposit_minor <= NEW.amount_minor
        ORDER BY pt.min_deposit_minor DESC LIMIT 1) t
    WHERE s.merchant_id = NEW.merchant_id AND s.is_enabled;
  IF coalesce(v_points, 0) > 0 THEN
    PERFORM points_transfer(NEW.merchant_id, points_account(NEW.merchant_id, 'issued', NULL),
      points_account(NEW.merchant_id, 'member', v_member), v_points, v_member, 'deposit',
      NEW.amount_minor, '', 'ledger:' || NEW.id, 'deposit:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER points_earn_deposits AFTER INSERT ON ledger_transfers
  FOR EACH ROW WHEN (NEW.kind = 'deposit')
  EXECUTE FUNCTION points_earn_deposits();
