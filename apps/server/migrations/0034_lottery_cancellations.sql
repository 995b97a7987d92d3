-- Cancellations (issue 6): a member cancels a ticket before the period locks when the game
-- allows it; an operator cancels a period not yet drawn, with a reason, and every stake of it
-- is refunded (by a job, member by member, resumable and never twice: each refund is a vendor
-- rollback of the ticket's bet).
ALTER TABLE lottery_periods
  ADD COLUMN cancel_reason text CHECK (length(cancel_reason) BETWEEN 3 AND 300),
  ADD COLUMN cancelled_at timestamptz,
  ADD CONSTRAINT lottery_periods_cancellation
    CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL));

-- Cancelled periods whose tickets are still to refund.
CREATE INDEX lottery_tickets_open ON lottery_tickets (period_id, member_id) WHERE status = 'open';
