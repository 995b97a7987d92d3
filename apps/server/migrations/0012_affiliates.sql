-- An agent's invitation (affiliate) code: a new member who registers with it joins the agent's
-- downline (members.upline_id). Codes are unique per merchant, compared case-insensitively.
ALTER TABLE members ADD COLUMN affiliate_code text
  CHECK (affiliate_code IS NULL OR affiliate_code ~ '^[A-Za-z0-9]{4,20}$');
CREATE UNIQUE INDEX members_affiliate_code ON members (merchant_id, upper(affiliate_code))
  WHERE affiliate_code IS NOT NULL;
