-- What a period's accepted tickets add to its draw (scheme 2): SHA-256 of their fingerprints
-- sorted by code point and joined by newlines, and how many there are. Taken after betting
-- closes, when no ticket can be placed or cancelled any more (packages/games: ticketsDigest).
CREATE OR REPLACE FUNCTION lottery_tickets_digest(p_period_id bigint)
RETURNS TABLE (digest text, ticket_count integer)
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
      coalesce(string_agg(fingerprint, E'\n' ORDER BY fingerprint COLLATE "C"), ''), 'UTF8')),
      'hex'),
    count(*)::integer
  FROM lottery_period_fingerprints(p_period_id)
$$;
