-- Settling a period rewrites every ticket of it, and each index of lottery_tickets costs a
-- write per ticket: the partial index of open tickets (0034) adds nothing the (period_id,
-- status) index does not give the refund job, so it goes.
DROP INDEX lottery_tickets_open;
