-- Trigger: members.upline_id is the tree's one source. A member placed under an upline joins
-- the team of that upline and of everyone above it; a member moved to another upline takes its
-- branch along: the rows above the branch close now and new ones open now, so what happened
-- before the move stays with the uplines of that time. An upline of another merchant, the
-- member itself or one of its own downlines is refused (SQLSTATE KH020).
CREATE OR REPLACE FUNCTION agent_tree_follow_upline() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := CASE TG_OP WHEN 'INSERT' THEN NEW.created_at ELSE now() END;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT NULL AND (
       NOT EXISTS (SELECT 1 FROM members u
                     WHERE u.id = NEW.upline_id AND u.merchant_id = NEW.merchant_id)
       OR NEW.upline_id = NEW.id
       OR EXISTS (SELECT 1 FROM agent_tree t
                    WHERE t.ancestor_id = NEW.id AND t.descendant_id = NEW.upline_id
                      AND t.valid_to IS NULL)) THEN
    RAISE EXCEPTION 'agent_upline_refused' USING ERRCODE = 'KH020';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Everyone above the member stops having the member and its branch in their team.
    WITH closed AS (
      UPDATE agent_tree t SET valid_to = v_now
        WHERE t.valid_to IS NULL
          AND t.ancestor_id IN (SELECT a.ancestor_id FROM agent_tree a
                                  WHERE a.descendant_id = NEW.id AND a.valid_to IS NULL)
          AND (t.descendant_id = NEW.id
               OR t.descendant_id IN (SELECT d.descendant_id FROM agent_tree d
                                        WHERE d.ancestor_id = NEW.id AND d.valid_to IS NULL))
        RETURNING t.ancestor_id
    )
    INSERT INTO agent_team_sizes AS s (member_id, merchant_id, team_size)
      SELECT ancestor_id, NEW.merchant_id, -count(*) FROM closed GROUP BY ancestor_id
        ORDER BY ancestor_id
      ON CONFLICT (member_id) DO UPDATE SET team_size = s.team_size + excluded.team_size;
  END IF;
  IF NEW.upline_id IS NULL THEN
    RETURN NULL;
  END IF;
  -- The new upline and everyone above it gain the member and its branch. The sizes change in
  -- the order of the ancestors' ids, so two registrations in one team never deadlock.
  WITH opened AS (
    INSERT INTO agent_tree (merchant_id, ancestor_id, descendant_id, depth, valid_from)
      SELECT NEW.merchant_id, above.ancestor_id, branch.descendant_id,
          above.depth + branch.depth, v_now
        FROM (SELECT NEW.upline_id AS ancestor_id, 1 AS depth
              UNION ALL
              SELECT a.ancestor_id, a.depth + 1 FROM agent_tree a
                WHERE a.descendant_id = NEW.upline_id AND a.valid_to IS NULL) above
        CROSS JOIN (SELECT NEW.id AS descendant_id, 0 AS depth
                    UNION ALL
                    SELECT d.descendant_id, d.depth FROM agent_tree d
                      WHERE d.ancestor_id = NEW.id AND d.valid_to IS NULL) branch
      RETURNING ancestor_id
  )
  INSERT INTO agent_team_sizes AS s (member_id, merchant_id, team_size)
    SELECT ancestor_id, NEW.merchant_id, count(*) FROM opened GROUP BY ancestor_id
      ORDER BY ancestor_id
    ON CONFLICT (member_id) DO UPDATE SET team_size = s.team_size + excluded.team_size;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_activity_inbox (merchant_id, member_id, at, day, figure, amount_minor)
      SELECT NEW.merchant_id, NEW.id, v_now, (v_now AT TIME ZONE m.timezone)::date,
          'registered', 0
        FROM merchants m WHERE m.id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER agent_tree_follow_upline AFTER INSERT OR UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION agent_tree_follow_upline();
