-- Recomputes a merchant's team figures from the raw rows (the ledger's transfers and the
-- members' registrations, attributed by the tree of their moment) and its team sizes from the
-- tree, and answers how many activities it folded. The refill of the inbox and the clearing
-- of what it held are one statement, so a transfer committed meanwhile is counted exactly
-- once: either already in the ledger read here, or still in the inbox for the next fold. (A
-- data-modifying WITH runs whether or not the statement reads it.)
CREATE OR REPLACE FUNCTION agent_team_rebuild(p_merchant bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_total bigint := 0;
  v_folded integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('agent_team_fold'));
  DELETE FROM agent_member_days WHERE merchant_id = p_merchant;
  DELETE FROM agent_team_days WHERE merchant_id = p_merchant;
  DELETE FROM agent_member_game_days WHERE merchant_id = p_merchant;
  DELETE FROM agent_team_game_days WHERE merchant_id = p_merchant;
  DELETE FROM agent_team_hours WHERE merchant_id = p_merchant;
  DELETE FROM agent_team_active_members s
    USING members m WHERE m.id = s.agent_id AND m.merchant_id = p_merchant;
  DELETE FROM agent_team_active_counts WHERE merchant_id = p_merchant;
  WITH cleared AS (
    DELETE FROM agent_activity_inbox WHERE merchant_id = p_merchant RETURNING id
  ), placed AS (
    SELECT f.member_id, f.figure, f.amount_minor, f.vassalage, t.created_at AS at
      FROM ledger_transfers t
      CROSS JOIN LATERAL agent_activity_of(t) f
      WHERE t.merchant_id = p_merchant
    UNION ALL
    SELECT m.id, 'registered', 0, NULL, m.created_at
      FROM members m WHERE m.merchant_id = p_merchant
  )
  INSERT INTO agent_activity_inbox (merchant_id, member_id, at, day, figure, amount_minor,
      vassalage)
    SELECT p_merchant, p.member_id, p.at, (p.at AT TIME ZONE m.timezone)::date, p.figure,
        p.amount_minor, p.vassalage
      FROM placed p
      JOIN merchants m ON m.id = p_merchant
      WHERE EXISTS (SELECT 1 FROM agent_tree t
                      WHERE t.descendant_id = p.member_id AND t.valid_from <= p.at
                        AND (t.valid_to IS NULL OR t.valid_to > p.at))
      ORDER BY p.at;
  LOOP
    v_folded := agent_team_fold(10000);
    v_total := v_total + v_folded;
    EXIT WHEN v_folded = 0;
  END LOOP;
  -- The team sizes, recounted with the tree held still until the rebuild commits.
  LOCK TABLE agent_tree IN SHARE MODE;
  DELETE FROM agent_team_sizes WHERE merchant_id = p_merchant;
  INSERT INTO agent_team_sizes (member_id, merchant_id, team_size)
    SELECT ancestor_id, p_merchant, count(*) FROM agent_tree
      WHERE merchant_id = p_merchant AND valid_to IS NULL
      GROUP BY ancestor_id;
  RETURN v_total;
END
$$;
