-- A member's bonuses still to claim, by expiry: the reward centre and its badge read them on
-- every request, past however many that lapsed unclaimed (their status stays 'claimable').
CREATE INDEX vip_bonuses_member_open ON vip_bonuses (member_id, expires_at)
  WHERE status = 'claimable';
