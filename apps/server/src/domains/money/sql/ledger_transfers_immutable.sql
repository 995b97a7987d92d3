-- Ledger transfers are never changed or removed: a correction is a new, reversing transfer.
CREATE OR REPLACE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are never changed or removed';
END
$$;
