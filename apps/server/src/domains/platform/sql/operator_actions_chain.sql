-- Extends the action log's hash chain as a line is written, one writer at a time, in the order
-- the lines commit.
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
