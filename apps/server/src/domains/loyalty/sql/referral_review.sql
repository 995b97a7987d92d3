-- A referral link's review, read again before a reward is made: a link still clear whose friend
-- now shares something with the referrer (signed in from the referrer's address since, paid
-- from the referrer's number…) is flagged, and stays so until an operator decides. A link an
-- operator released or rejected keeps that decision. Answers the review.
CREATE OR REPLACE FUNCTION referral_review(p_invitee bigint) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_link referral_links;
  v_signals text[];
BEGIN
  SELECT * INTO v_link FROM referral_links WHERE invitee_id = p_invitee;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_link.review <> 'clear' THEN
    RETURN v_link.review;
  END IF;
  v_signals := referral_signals(v_link.referrer_id, p_invitee);
  IF cardinality(v_signals) = 0 THEN
    RETURN 'clear';
  END IF;
  UPDATE referral_links SET review = 'flagged', signals = v_signals
    WHERE invitee_id = p_invitee AND review = 'clear';
  RETURN 'flagged';
END
$$;
