-- The tier a referrer is at with this many qualified friends: the tier of the largest minimum
-- reached (none when the merchant has no tier from 0 and the count reaches none).
CREATE OR REPLACE FUNCTION referral_tier_of(p_merchant bigint, p_qualified integer)
RETURNS referral_tiers LANGUAGE sql STABLE AS $$
  SELECT t.* FROM referral_tiers t
    WHERE t.merchant_id = p_merchant AND t.invitees_min <= p_qualified
    ORDER BY t.invitees_min DESC
    LIMIT 1;
$$;
