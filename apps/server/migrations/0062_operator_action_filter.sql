-- The action log can be read one kind of decision at a time (all withdrawal approvals, say),
-- within a merchant or across all of them, newest first.
CREATE INDEX operator_actions_action ON operator_actions (action, merchant_id, id DESC);
