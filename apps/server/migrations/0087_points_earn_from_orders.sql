-- Deposit points are earned when a deposit order is credited (the trigger now sits on
-- deposit_orders, applied with its function from loyalty/sql): the trigger on every ledger
-- transfer cost spins 12-15 % of their throughput even with a WHEN no spin passes.
DROP TRIGGER IF EXISTS points_earn_deposits ON ledger_transfers;
