-- What a ledger transfer is in the team figures, if anything: whose it is (the member on its
-- player side, or whose withdrawal it pays out), which figure it adds to, how much, and for a
-- game's bet, refund or win the vendor (its reference is 'vendor:<vassalage>:<round>').
-- One mapping for the live inbox and the rebuild from the ledger alike.
CREATE OR REPLACE FUNCTION agent_activity_of(p_transfer ledger_transfers)
RETURNS TABLE (member_id bigint, figure text, amount_minor bigint, vassalage text)
LANGUAGE sql STABLE AS $$
  SELECT a.member_id, f.figure, p_transfer.amount_minor,
      CASE WHEN f.figure IN ('bet', 'bet_refund', 'payout')
            AND p_transfer.reference LIKE 'vendor:%:%'
        THEN split_part(p_transfer.reference, ':', 2) END
    FROM (VALUES
        ('deposit', 'deposit', 'credit', 'player'),
        ('withdrawal_payout', 'withdrawal', 'debit', 'pending_withdrawal'),
        ('bet', 'bet', 'debit', 'player'),
        ('bet_rollback', 'bet_refund', 'credit', 'player'),
        ('win', 'payout', 'credit', 'player'),
        ('jackpot_win', 'payout', 'credit', 'player'),
        ('bonus', 'bonus', 'credit', 'player'),
        -- A manual rebate, a mission's reward and a referral reward are bonuses in the team's
        -- figures (their cost counts against profit).
        ('rebate', 'bonus', 'credit', 'player'),
        ('mission', 'bonus', 'credit', 'player'),
        ('referral', 'bonus', 'credit', 'player')
      ) AS f(kind, figure, side, account_kind)
    JOIN ledger_accounts a
      ON a.id = CASE f.side WHEN 'debit' THEN p_transfer.debit_account_id
                            ELSE p_transfer.credit_account_id END
     AND a.kind = f.account_kind
    WHERE f.kind = p_transfer.kind
$$;
