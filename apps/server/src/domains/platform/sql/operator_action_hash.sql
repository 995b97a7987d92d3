-- The hash of one action-log line chained to the one before it: whoever changes or removes a
-- line breaks every hash after it.
CREATE OR REPLACE FUNCTION operator_action_hash(p_previous bytea, p_row operator_actions) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to(concat_ws('|', encode(coalesce(p_previous, ''::bytea), 'hex'),
    p_row.id, p_row.operator_id, p_row.merchant_id, p_row.action, p_row.target,
    p_row.detail::text, to_char(p_row.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')),
    'UTF8'))
$$;
