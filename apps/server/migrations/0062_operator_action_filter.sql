-- The action log can be read one kind of decision at a time (all withdrawal approvals, say),
-- newest first: across every merchant for the platform, or filtered to one merchant's.
CREATE INDEX operator_actions_action ON operator_actions (action, id DESC);
