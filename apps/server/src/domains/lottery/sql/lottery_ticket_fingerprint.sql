-- A lottery ticket's fingerprint: SHA-256 of `id:requestId:playType:selection:stakeMinor`, as
-- hex. Published for a drawn period (and computed alike by packages/games: ticketFingerprint),
-- so a member finds their own ticket among those that made the draw.
CREATE OR REPLACE FUNCTION lottery_ticket_fingerprint(
  p_id bigint, p_request_id uuid, p_play_type text, p_selection text, p_stake_minor bigint)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(
    p_id::text || ':' || p_request_id::text || ':' || p_play_type || ':' || p_selection || ':'
      || p_stake_minor::text, 'UTF8')), 'hex')
$$;
