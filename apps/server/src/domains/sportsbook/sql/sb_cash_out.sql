-- A ticket cashed out at the offer the player accepted, in one statement: the ticket locked
-- (still open and theirs; settlement locks tickets before wallets too), then the player's
-- wallet, then its legs' markets (shared), each still at the
-- version the offer was made from (any change of odds, status or result since refuses it);
-- the offer paid as the wallet's win of the ticket's round (`sb-cashout:<ticket>`), which
-- closes it, and the ticket cashed out. A repeat of the same cash-out answers the first.
-- A refusal raises SQLSTATE KH011 with the error code as its message.
CREATE OR REPLACE FUNCTION sb_cash_out(
  p_call vendor_call,
  p_ticket bigint,
  p_versions integer[],
  p_offer bigint
) RETURNS TABLE (outcome text, balance_after bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_call vendor_call := p_call;
  v_ticket sb_tickets%ROWTYPE;
  v_seen integer[];
  v_win record;
BEGIN
  SELECT * INTO v_ticket FROM sb_tickets t
    WHERE t.id = p_ticket AND t.merchant_id = p_call.merchant_id
      AND t.member_id = p_call.member_id
    FOR UPDATE;
  IF v_ticket.id IS NULL THEN
    RAISE EXCEPTION 'sportsbook_ticket_not_found' USING ERRCODE = 'KH011';
  END IF;
  v_call.player_account_id := vendor_wallet_account(p_call.merchant_id, 'player', '',
    p_call.member_id, 0::smallint, p_call.currency, true);
  PERFORM 1 FROM ledger_accounts WHERE id = v_call.player_account_id FOR UPDATE;
  IF v_ticket.status = 'cashedOut' AND v_ticket.paid_minor = p_offer THEN
    outcome := 'repeat';
    balance_after := (SELECT a.balance_minor FROM ledger_accounts a
      WHERE a.id = v_call.player_account_id);
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_ticket.status <> 'open' THEN
    RAISE EXCEPTION 'sportsbook_cash_out_unavailable' USING ERRCODE = 'KH011';
  END IF;
  SELECT array_agg(m.version ORDER BY l.leg) INTO v_seen
    FROM sb_legs l JOIN sb_markets m ON m.id = l.market_id
    WHERE l.ticket_id = p_ticket;
  PERFORM 1 FROM sb_markets m WHERE m.id IN (SELECT l.market_id FROM sb_legs l
      WHERE l.ticket_id = p_ticket)
    ORDER BY m.id FOR SHARE;
  IF v_seen IS DISTINCT FROM p_versions THEN
    RAISE EXCEPTION 'sportsbook_cash_out_changed' USING ERRCODE = 'KH011';
  END IF;

  v_call.round := 'T' || p_ticket;
  v_call.game_code := v_ticket.book;
  v_call.reference_uuid := 'sb:' || v_ticket.member_id || ':' || v_ticket.request_id;
  v_call.amount_minor := p_offer;
  SELECT * INTO v_win FROM vendor_wallet_call(v_call);
  UPDATE sb_tickets SET status = 'cashedOut', paid_minor = p_offer, settled_at = p_call.at,
      settlements = settlements + 1
    WHERE id = p_ticket;

  outcome := 'cashed';
  balance_after := v_win.balance_minor;
  moved_ids := v_win.moved_member_ids;
  RETURN NEXT;
END
$$;
