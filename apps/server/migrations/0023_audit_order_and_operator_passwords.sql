-- The action log chains in the order rows join it, not in id order: an id is taken before the
-- chain's lock, so two operators acting at once could otherwise link out of id order.
ALTER TABLE operator_actions ADD COLUMN chain_position bigint;
ALTER TABLE operator_actions DISABLE TRIGGER operator_actions_no_change;
UPDATE operator_actions a SET chain_position = ordered.position
  FROM (SELECT id, row_number() OVER (ORDER BY id) AS position FROM operator_actions) ordered
  WHERE ordered.id = a.id;
ALTER TABLE operator_actions ENABLE TRIGGER operator_actions_no_change;
ALTER TABLE operator_actions ALTER COLUMN chain_position SET NOT NULL;
CREATE UNIQUE INDEX operator_actions_chain_position ON operator_actions (chain_position);

CREATE OR REPLACE FUNCTION operator_actions_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_position bigint;
BEGIN
  -- One writer at a time extends the chain, after the one before it committed.
  PERFORM pg_advisory_xact_lock(hashtext('operator_actions_chain'));
  SELECT hash, chain_position INTO NEW.previous_hash, v_position
    FROM operator_actions ORDER BY chain_position DESC LIMIT 1;
  NEW.chain_position := coalesce(v_position, 0) + 1;
  NEW.hash := operator_action_hash(NEW.previous_hash, NEW);
  RETURN NEW;
END
$$;

-- A second operator must have had the account, and its password, before the request it
-- approves: an admin cannot make (or re-password) an operator and approve as it.
ALTER TABLE operators ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
UPDATE operators SET password_changed_at = created_at;
