-- Indexes the agent centre's reads need at the size of a real network (100,000 members under
-- 1,000 agents): measured by `npm run bench -- agents`.

-- An agent's team now, level by level, from the index alone: its size, its direct downlines
-- and the rows a team search joins. The unique (ancestor_id, descendant_id) index finds the
-- same rows, but a big team's rows are spread over thousands of heap pages read one by one.
CREATE INDEX agent_tree_now_down ON agent_tree (ancestor_id, depth, descendant_id)
  INCLUDE (merchant_id) WHERE valid_to IS NULL;

-- A search by the start of a username (LIKE 'prefix%'). The database's collation is not C, so
-- the unique (merchant_id, username) index cannot answer a LIKE; without this one every search
-- reads all members.
CREATE INDEX members_username_prefix ON members (username text_pattern_ops);
