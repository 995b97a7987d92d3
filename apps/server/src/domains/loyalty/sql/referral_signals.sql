-- What a referred friend (invitee) shares with the member who referred them, as the anti-abuse
-- check reads it: 'address' (an address either registered or signed in from, the other's too),
-- 'mobile' (the same mobile number, without its dialing code, as either's own or as a number a
-- deposit was paid from), 'device' (sessions of both with the same browser, user agent to the
-- letter, from the same network: an IPv4 /24 or an IPv6 /64). No device id exists on the wire,
-- so a device is known only this far.
CREATE OR REPLACE FUNCTION referral_signals(p_referrer bigint, p_invitee bigint)
RETURNS text[] LANGUAGE sql STABLE AS $$
  WITH addresses AS (
    SELECT m.id AS member_id, a.ip
      FROM members m
      CROSS JOIN LATERAL (VALUES (m.registered_ip), (m.last_login_ip)) a (ip)
      WHERE m.id IN (p_referrer, p_invitee) AND a.ip IS NOT NULL
    UNION
    SELECT s.member_id, s.ip FROM member_sessions s
      WHERE s.member_id IN (p_referrer, p_invitee) AND s.ip IS NOT NULL
    UNION
    SELECT k.member_id, k.ip FROM member_known_addresses k
      WHERE k.member_id IN (p_referrer, p_invitee)
  ),
  numbers AS (
    SELECT m.id AS member_id, right(regexp_replace(m.mobile_num, '\D', '', 'g'), 9) AS number
      FROM members m
      WHERE m.id IN (p_referrer, p_invitee) AND m.mobile_num IS NOT NULL
    UNION
    SELECT d.member_id, right(regexp_replace(d.paying_number, '\D', '', 'g'), 9)
      FROM deposit_orders d
      WHERE d.member_id IN (p_referrer, p_invitee) AND d.paying_number IS NOT NULL
  ),
  devices AS (
    SELECT DISTINCT s.member_id, s.user_agent,
        network(set_masklen(s.ip, CASE WHEN family(s.ip) = 4 THEN 24 ELSE 64 END)) AS net
      FROM member_sessions s
      WHERE s.member_id IN (p_referrer, p_invitee) AND s.ip IS NOT NULL
        AND s.user_agent IS NOT NULL AND length(s.user_agent) > 0
  )
  SELECT array_remove(ARRAY[
      CASE WHEN EXISTS (SELECT 1 FROM addresses r JOIN addresses i USING (ip)
          WHERE r.member_id = p_referrer AND i.member_id = p_invitee) THEN 'address' END,
      CASE WHEN EXISTS (SELECT 1 FROM numbers r JOIN numbers i USING (number)
          WHERE r.member_id = p_referrer AND i.member_id = p_invitee
            AND length(r.number) >= 6) THEN 'mobile' END,
      CASE WHEN EXISTS (SELECT 1 FROM devices r JOIN devices i USING (user_agent, net)
          WHERE r.member_id = p_referrer AND i.member_id = p_invitee) THEN 'device' END
    ], NULL)::text[];
$$;
