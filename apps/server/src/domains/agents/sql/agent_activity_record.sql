-- Trigger: a ledger transfer of a member who is in someone's team goes to the inbox of team
-- activity, in the transfer's own transaction, dated in its merchant's time zone.
CREATE OR REPLACE FUNCTION agent_activity_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_activity_inbox (merchant_id, member_id, at, day, figure, amount_minor,
      vassalage)
    SELECT NEW.merchant_id, f.member_id, NEW.created_at,
        (NEW.created_at AT TIME ZONE m.timezone)::date, f.figure, f.amount_minor, f.vassalage
      FROM agent_activity_of(NEW) f
      JOIN merchants m ON m.id = NEW.merchant_id
      WHERE EXISTS (SELECT 1 FROM agent_tree t
                      WHERE t.descendant_id = f.member_id AND t.valid_to IS NULL);
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER agent_activity_record AFTER INSERT ON ledger_transfers
  FOR EACH ROW
  WHEN (NEW.kind IN ('deposit', 'withdrawal_payout', 'bet', 'bet_rollback', 'win',
                     'jackpot_win', 'bonus'))
  EXECUTE FUNCTION agent_activity_record();
