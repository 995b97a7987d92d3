-- Tickets settled at their new returns in one statement (a market's settlement or its
-- correction): each ticket locked (id order) and moved from what it has paid to what it returns
-- now — the difference only, once: the ticket's lock and its settlement number make each move
-- one ledger transfer, whose key refuses a second. A rise is paid set-wise from the house's
-- shard of the member to their wallet (a ledger transfer 'win' referencing the ticket's round,
-- as a vendor's win is), the wallets locked in id order as a bet takes them; a fall takes the
-- difference back from the player's wallet (`resettle`), as much as it holds, and what it cannot
-- take is kept on the ticket as unrecovered. Each ticket's game round (opened by its bet) closes
-- with what the ticket has paid. A ticket cashed out is final and left alone. Answers the
-- tickets moved, what went to players (net) and what stayed unrecovered.
CREATE OR REPLACE FUNCTION sb_pay_tickets(
  p_merchant bigint,
  p_tickets bigint[],
  p_returns bigint[],
  p_statuses text[],
  p_at timestamptz
) RETURNS TABLE (tickets integer, paid bigint, unrecovered bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_shard record;
  v_take record;
  v_player bigint;
  v_house bigint;
  v_move record;
  v_taken bigint;
  v_unrecovered bigint := 0;
  v_paid bigint := 0;
  v_moved bigint[] := '{}';
  v_count integer := 0;
BEGIN
  PERFORM 1 FROM sb_tickets t WHERE t.id = ANY (p_tickets) AND t.merchant_id = p_merchant
    ORDER BY t.id FOR UPDATE;
  CREATE TEMP TABLE IF NOT EXISTS sb_pay_rows (id bigint, member_id bigint, currency text,
    delta bigint, status text, settlement integer, player bigint, house bigint)
    ON COMMIT DROP;
  TRUNCATE sb_pay_rows;
  INSERT INTO sb_pay_rows (id, member_id, currency, delta, status, settlement)
    SELECT t.id, t.member_id, t.currency, x.ret - t.paid_minor, x.status, t.settlements + 1
      FROM unnest(p_tickets, p_returns, p_statuses) AS x(id, ret, status)
      JOIN sb_tickets t ON t.id = x.id AND t.merchant_id = p_merchant
      WHERE t.status <> 'cashedOut'
        AND (x.ret <> t.paid_minor OR t.settlements = 0 OR x.status <> t.status);
  -- Its figures for the planner: without them it hashes the whole of game_rounds and sb_tickets
  -- to join a batch to them.
  ANALYZE sb_pay_rows;

  -- Rises: the house's shards they come from (opened when missing), each player's wallet.
  FOR v_shard IN SELECT DISTINCT (r.member_id % 16)::smallint AS shard, r.currency
      FROM sb_pay_rows r WHERE r.delta > 0 LOOP
    PERFORM vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_shard.shard,
      v_shard.currency, true);
  END LOOP;
  UPDATE sb_pay_rows r SET player = p.id, house = h.id
    FROM ledger_accounts p, ledger_accounts h
    WHERE r.delta > 0
      AND p.merchant_id = p_merchant AND p.kind = 'player' AND p.purpose = ''
      AND p.member_id = r.member_id AND p.shard = 0 AND p.currency = r.currency
      AND h.merchant_id = p_merchant AND h.kind = 'house' AND h.purpose = 'games'
      AND h.member_id IS NULL AND h.shard = (r.member_id % 16)::smallint
      AND h.currency = r.currency;
  IF EXISTS (SELECT 1 FROM sb_pay_rows r WHERE r.delta > 0 AND r.player IS NULL) THEN
    -- A ticket's member has no wallet: they never bet, which a ticket rules out.
    RAISE EXCEPTION 'sportsbook: a ticket of merchant % has no wallet to pay', p_merchant;
  END IF;
  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT r.player FROM sb_pay_rows r WHERE r.delta > 0) ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts a
    WHERE a.id IN (SELECT r.house FROM sb_pay_rows r WHERE r.delta > 0) ORDER BY a.id FOR UPDATE;
  -- Each transfer's balances-after as if made one by one, in the order of their ids (a member's
  -- tickets all come from one shard, so both orders agree).
  WITH m AS (SELECT * FROM sb_pay_rows r WHERE r.delta > 0),
  made AS (
    INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id,
        amount_minor, kind, reference, idempotency_key, debit_balance_after,
        credit_balance_after)
      SELECT p_merchant, m.house, m.player, m.delta, 'win', 'vendor:KSPORTS:T' || m.id,
          'vendor-wallet:' || p_merchant || ':KSPORTS:sb-pay:' || m.id || ':' || m.settlement,
          h.balance_minor - sum(m.delta) OVER (PARTITION BY m.house ORDER BY m.id),
          p.balance_minor + sum(m.delta) OVER (PARTITION BY m.player ORDER BY m.id)
        FROM m
        JOIN ledger_accounts h ON h.id = m.house
        JOIN ledger_accounts p ON p.id = m.player
        ORDER BY m.house, m.id
      RETURNING id),
  credited AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + t.total
      FROM (SELECT player, sum(delta) AS total FROM m GROUP BY player) t
      WHERE a.id = t.player
      RETURNING a.id)
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor - t.total
    FROM (SELECT house, sum(delta) AS total FROM m GROUP BY house) t
    WHERE a.id = t.house;
  SELECT v_paid + coalesce(sum(r.delta), 0), v_moved || coalesce(array_agg(r.member_id), '{}')
    INTO v_paid, v_moved FROM sb_pay_rows r WHERE r.delta > 0;

  -- Falls: taken back from the player's wallet, as much as it holds.
  FOR v_take IN SELECT * FROM sb_pay_rows r WHERE r.delta < 0 ORDER BY r.id LOOP
    v_player := vendor_wallet_account(p_merchant, 'player', '', v_take.member_id, 0::smallint,
      v_take.currency, true);
    v_house := vendor_wallet_account(p_merchant, 'house', 'games', NULL,
      (v_take.member_id % 16)::smallint, v_take.currency, true);
    SELECT a.balance_minor INTO v_taken FROM ledger_accounts a WHERE a.id = v_player FOR UPDATE;
    v_taken := least(-v_take.delta, greatest(v_taken, 0));
    IF v_taken > 0 THEN
      SELECT * INTO v_move FROM ledger_transfer(p_merchant, v_player, v_house, v_taken,
        'resettle', 'vendor:KSPORTS:T' || v_take.id,
        'sb-resettle:' || v_take.id || ':' || v_take.settlement);
      v_moved := v_moved || v_take.member_id;
    END IF;
    UPDATE sb_tickets SET unrecovered_minor = unrecovered_minor + (-v_take.delta - v_taken)
      WHERE id = v_take.id;
    v_unrecovered := v_unrecovered + (-v_take.delta - v_taken);
    v_paid := v_paid + v_take.delta;
  END LOOP;

  -- Each ticket's round closed (or its payout corrected) with what the ticket has paid now.
  UPDATE game_rounds g SET payout_minor = g.payout_minor + r.delta, is_closed = true,
      closed_at = coalesce(g.closed_at, p_at)
    FROM sb_pay_rows r
    WHERE g.merchant_id = p_merchant AND g.vassalage = 'KSPORTS' AND g.round = 'T' || r.id
      AND g.member_id = r.member_id;

  UPDATE sb_tickets t SET paid_minor = t.paid_minor + r.delta, status = r.status,
      settlements = r.settlement, settled_at = p_at
    FROM sb_pay_rows r WHERE t.id = r.id;
  SELECT count(*) INTO v_count FROM sb_pay_rows;

  tickets := v_count;
  paid := v_paid;
  unrecovered := v_unrecovered;
  moved_ids := (SELECT coalesce(array_agg(DISTINCT m), '{}') FROM unnest(v_moved) AS m);
  RETURN NEXT;
END
$$;
