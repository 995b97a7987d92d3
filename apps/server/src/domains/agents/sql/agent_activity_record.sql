-- Trigger: the ledger transfers of members who are in someone's team go to the inbox of team
-- activity, in the transfers' own transaction, dated in their merchant's time zone — and, where
-- the merchant's VIP programme is on, every member's deposits (VIP levels are reached by the
-- members' own folded deposit days, agent_member_days, whether or not they have an upline; VIP
-- reads valid bets off the rounds: recording every member's bets and wins here cost spins about
-- 12 % of their throughput). Once per statement over the rows it inserted: a settlement paying
-- thousands of wins at once runs it once.
CREATE OR REPLACE FUNCTION agent_activity_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity_inbox (merchant_id, member_id, at, day, figure, amount_minor,
      vassalage)
    SELECT n.merchant_id, f.member_id, n.created_at,
        (n.created_at AT TIME ZONE m.timezone)::date, f.figure, f.amount_minor, f.vassalage
      FROM agent_new_transfers n
      CROSS JOIN LATERAL agent_activity_of(n) f
      JOIN merchants m ON m.id = n.merchant_id
      WHERE n.kind IN ('deposit', 'withdrawal_payout', 'bet', 'bet_rollback', 'win',
                       'jackpot_win', 'bonus', 'rebate', 'mission', 'referral')
        AND (EXISTS (SELECT 1 FROM agent_tree t
                       WHERE t.descendant_id = f.member_id AND t.valid_to IS NULL)
             OR (n.kind = 'deposit' AND EXISTS (SELECT 1 FROM vip_settings v
                       WHERE v.merchant_id = n.merchant_id AND v.is_enabled)))
      ORDER BY n.id;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER agent_activity_record AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS agent_new_transfers
  FOR EACH STATEMENT
  EXECUTE FUNCTION agent_activity_record();
