-- The fingerprints of every ticket a period accepted: those not cancelled by their member
-- before lock. Open tickets while it waits for its draw, won and lost ones once settled; of a
-- cancelled period, the tickets its own cancellation refunded (cancelled at or after it).
CREATE OR REPLACE FUNCTION lottery_period_fingerprints(p_period_id bigint)
RETURNS TABLE (fingerprint text)
LANGUAGE sql STABLE AS $$
  SELECT lottery_ticket_fingerprint(t.id, t.request_id, t.play_type, t.selection, t.stake_minor)
  FROM lottery_tickets AS t
  JOIN lottery_periods AS p ON p.id = t.period_id
  WHERE t.period_id = p_period_id
    AND (t.status <> 'cancelled' OR (p.status = 'cancelled' AND t.settled_at >= p.cancelled_at))
$$;
