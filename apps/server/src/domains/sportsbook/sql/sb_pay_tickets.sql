-- Tickets settled at their new returns in one statement (a market's settlement or its
-- correction): each ticket locked (id order) and moved from what it has paid to what it returns
-- now — the difference only. A rise is a win of the vendor wallet (vendor_wallet_wins, every
-- ticket its own round; a first settlement of nothing closes the round with a win of nothing);
-- a fall takes the difference back from the player's wallet (`resettle`), as much as it holds,
-- and what it cannot take is kept on the ticket as unrecovered. A ticket cashed out is final and
-- left alone. Answers the tickets moved, what went to players (net) and what stayed unrecovered.
CREATE OR REPLACE FUNCTION sb_pay_tickets(
  p_merchant bigint,
  p_tickets bigint[],
  p_returns bigint[],
  p_statuses text[],
  p_at timestamptz
) RETURNS TABLE (tickets integer, paid bigint, unrecovered bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_rows record;
  v_wins record;
  v_game text;
  v_currency text;
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
  CREATE TEMP TABLE IF NOT EXISTS sb_pay_rows (id bigint, member_id bigint, request_id uuid,
    book text, currency text, delta bigint, first boolean, status text, settlement integer)
    ON COMMIT DROP;
  TRUNCATE sb_pay_rows;
  INSERT INTO sb_pay_rows
    SELECT t.id, t.member_id, t.request_id, t.book, t.currency, x.ret - t.paid_minor,
        t.settlements = 0, x.status, t.settlements + 1
      FROM unnest(p_tickets, p_returns, p_statuses) AS x(id, ret, status)
      JOIN sb_tickets t ON t.id = x.id AND t.merchant_id = p_merchant
      WHERE t.status <> 'cashedOut'
        AND (x.ret <> t.paid_minor OR t.settlements = 0 OR x.status <> t.status);

  -- Rises (and first settlements of nothing), as the wallet's wins, per book and currency.
  FOR v_wins IN SELECT r.book, r.currency,
        array_agg(r.member_id ORDER BY r.id) AS members,
        array_agg('sb-pay:' || r.id || ':' || r.settlement ORDER BY r.id) AS uuids,
        array_agg('sb:' || r.member_id || ':' || r.request_id ORDER BY r.id) AS refs,
        array_agg(greatest(r.delta, 0) ORDER BY r.id) AS amounts,
        array_agg(false ORDER BY r.id) AS play,
        array_agg('T' || r.id ORDER BY r.id) AS rounds,
        sum(greatest(r.delta, 0)) AS total
      FROM sb_pay_rows r WHERE r.delta > 0 OR (r.delta = 0 AND r.first)
      GROUP BY r.book, r.currency
  LOOP
    SELECT * INTO v_rows FROM vendor_wallet_wins(p_merchant, 'KSPORTS', v_wins.currency, NULL,
      v_wins.book, p_at, v_wins.members, v_wins.uuids, v_wins.refs, v_wins.amounts,
      v_wins.play, v_wins.rounds);
    v_moved := v_moved || v_rows.moved_member_ids;
    v_paid := v_paid + v_wins.total;
  END LOOP;

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
    UPDATE game_rounds SET payout_minor = payout_minor + v_take.delta
      WHERE merchant_id = p_merchant AND vassalage = 'KSPORTS' AND round = 'T' || v_take.id
        AND member_id = v_take.member_id;
    v_unrecovered := v_unrecovered + (-v_take.delta - v_taken);
    v_paid := v_paid + v_take.delta;
  END LOOP;

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
