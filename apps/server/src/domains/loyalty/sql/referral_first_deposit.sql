-- Trigger: a referred friend's first credited deposit of at least the merchant's qualifying
-- amount qualifies the friend and earns the referrer the first-deposit reward of the tier the
-- referrer reaches with this friend counted (friends flagged or rejected count for no tier), in
-- the credit's own transaction — whichever path credited it (finance's approval, a gateway).
-- One reward per friend ever (a unique key); a flagged friend's reward is withheld; a rejected
-- friend earns nothing. A merchant with the programme off, or without settings, qualifies no
-- one. One referrer's friends qualify one at a time (an advisory lock), so the count a tier is
-- chosen by is exact.
CREATE OR REPLACE FUNCTION referral_first_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_link referral_links;
  s referral_settings;
  v_review text;
  v_count integer;
  v_tier referral_tiers;
  v_at timestamptz := coalesce(NEW.decided_at, now());
BEGIN
  SELECT * INTO s FROM referral_settings WHERE merchant_id = NEW.merchant_id AND is_enabled;
  IF NOT FOUND OR NEW.amount_minor < s.qualify_deposit_minor THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_link FROM referral_links
    WHERE invitee_id = NEW.member_id AND merchant_id = NEW.merchant_id;
  IF NOT FOUND OR v_link.qualified_at IS NOT NULL OR v_link.review = 'rejected' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(36007, (v_link.referrer_id % 2147483647)::int);
  SELECT * INTO v_link FROM referral_links WHERE invitee_id = NEW.member_id FOR UPDATE;
  IF v_link.qualified_at IS NOT NULL THEN
    RETURN NULL;
  END IF;
  v_review := referral_review(NEW.member_id);
  UPDATE referral_links SET qualified_at = v_at, first_deposit_minor = NEW.amount_minor
    WHERE invitee_id = NEW.member_id;
  -- Friends count towards a tier once nothing is held against them: this one counts as well
  -- (a flagged friend's withheld reward is priced as if released).
  SELECT count(*) + 1 INTO v_count FROM referral_links
    WHERE referrer_id = v_link.referrer_id AND qualified_at IS NOT NULL
      AND review IN ('clear', 'released') AND invitee_id <> NEW.member_id;
  v_tier := referral_tier_of(NEW.merchant_id, v_count);
  IF v_tier.first_deposit_minor IS NULL OR v_tier.first_deposit_minor <= 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO referral_rewards (merchant_id, referrer_id, invitee_id, kind, period,
      tier_invitees_min, base_minor, rate, amount_minor, turnover_multiple, status, created_at,
      expires_at)
    VALUES (NEW.merchant_id, v_link.referrer_id, NEW.member_id, 'first_deposit', 'first',
      v_tier.invitees_min, NEW.amount_minor, 0, v_tier.first_deposit_minor, s.turnover_multiple,
      CASE WHEN v_review = 'flagged' THEN 'withheld' ELSE 'claimable' END, v_at,
      CASE WHEN v_review = 'flagged' THEN NULL ELSE v_at + make_interval(days => s.claim_days) END)
    ON CONFLICT (invitee_id, kind, period) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER referral_first_deposit AFTER UPDATE OF transfer_id ON deposit_orders
  FOR EACH ROW WHEN (OLD.transfer_id IS NULL AND NEW.transfer_id IS NOT NULL)
  EXECUTE FUNCTION referral_first_deposit();
