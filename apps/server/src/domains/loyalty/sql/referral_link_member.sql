-- Trigger: a member registered with a referral code (members.referral_code, as the register
-- page passed it) is linked to the member of the same merchant whose personal code it is; a
-- code of no one's, or of another merchant's member, links nothing. What the new member
-- already shares with the referrer (the address registered from, a mobile number) flags the
-- link at once; signals that appear later are read again before each reward.
CREATE OR REPLACE FUNCTION referral_link_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_referrer bigint;
  v_code text;
  v_signals text[];
BEGIN
  SELECT c.member_id, c.code INTO v_referrer, v_code
    FROM referral_codes c
    WHERE c.merchant_id = NEW.merchant_id AND c.code = upper(btrim(NEW.referral_code));
  IF v_referrer IS NULL OR v_referrer = NEW.id OR NEW.is_agent = 4 THEN
    RETURN NULL;
  END IF;
  v_signals := referral_signals(v_referrer, NEW.id);
  INSERT INTO referral_links (invitee_id, merchant_id, referrer_id, code, review, signals,
      bets_from, created_at)
    VALUES (NEW.id, NEW.merchant_id, v_referrer, v_code,
      CASE WHEN cardinality(v_signals) > 0 THEN 'flagged' ELSE 'clear' END, v_signals,
      NEW.created_at, NEW.created_at)
    ON CONFLICT (invitee_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER referral_link_member AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.referral_code IS NOT NULL AND length(btrim(NEW.referral_code)) > 0)
  EXECUTE FUNCTION referral_link_member();
