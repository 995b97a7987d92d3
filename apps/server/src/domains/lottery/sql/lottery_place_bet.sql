-- A lottery bet with its stake in one statement: the period open by server time, the stake
-- within the period's limit and its payout cap, the stake taken through the vendor wallet
-- (vendor_wallet_call). A refusal of the lottery raises SQLSTATE KH010 with the error code as
-- its message; a repeat answers the first ticket.
CREATE OR REPLACE FUNCTION lottery_place_bet(
  p_game bigint,
  p_numero text,
  p_request uuid,
  p_play_type text,
  p_selection text,
  p_odds_milli bigint,
  p_max_payout bigint,
  p_period_stake_max bigint,
  p_payout_cap bigint,
  p_call vendor_call
) RETURNS TABLE (ticket_id bigint, ticket_at timestamptz, ticket_odds_milli bigint,
  ticket_status text, ticket_win_minor bigint, balance_after bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  p_period bigint;
  v_ticket lottery_tickets%ROWTYPE;
  v_staked bigint;
  v_period lottery_periods%ROWTYPE;
  v_bet record;
BEGIN
  SELECT p.id INTO p_period FROM lottery_periods p
    WHERE p.lottery_game_id = p_game AND p.numero = p_numero;
  IF p_period IS NULL THEN
    RAISE EXCEPTION 'lottery_period_closed' USING ERRCODE = 'KH010';
  END IF;
  -- The player's wallet is locked before the request is looked up: a copy of this request
  -- that held the lock first has committed its ticket by then, and this one answers it.
  PERFORM 1 FROM ledger_accounts WHERE id = p_call.player_account_id FOR UPDATE;
  SELECT * INTO v_ticket FROM lottery_tickets
    WHERE merchant_id = p_call.merchant_id AND member_id = p_call.member_id
      AND request_id = p_request;
  IF FOUND THEN
    IF v_ticket.period_id = p_period AND v_ticket.play_type = p_play_type
       AND v_ticket.selection = p_selection AND v_ticket.stake_minor = p_call.amount_minor THEN
      RETURN QUERY SELECT v_ticket.id, v_ticket.created_at, v_ticket.odds_milli,
        v_ticket.status, v_ticket.win_minor,
        (SELECT a.balance_minor FROM ledger_accounts a WHERE a.id = p_call.player_account_id),
        NULL::bigint[];
      RETURN;
    END IF;
    RAISE EXCEPTION 'idempotency_conflict' USING ERRCODE = 'KH010';
  END IF;

  SELECT coalesce(sum(t.stake_minor), 0) INTO v_staked FROM lottery_tickets t
    WHERE t.period_id = p_period AND t.member_id = p_call.member_id
      AND t.play_type = p_play_type AND t.status = 'open';
  IF v_staked + p_call.amount_minor > p_period_stake_max THEN
    RAISE EXCEPTION 'lottery_period_stake_limit' USING ERRCODE = 'KH010',
      DETAIL = greatest(p_period_stake_max - v_staked, 0)::text;
  END IF;

  UPDATE lottery_periods SET exposure_minor = exposure_minor + p_max_payout
    WHERE id = p_period AND status = 'open' AND locks_at > p_call.at
      AND opens_at <= p_call.at AND exposure_minor + p_max_payout <= p_payout_cap
    RETURNING * INTO v_period;
  IF v_period.id IS NULL THEN
    SELECT * INTO v_period FROM lottery_periods WHERE id = p_period;
    IF v_period.status = 'open' AND v_period.locks_at > p_call.at
       AND v_period.opens_at <= p_call.at THEN
      RAISE EXCEPTION 'lottery_payout_limit' USING ERRCODE = 'KH010';
    END IF;
    RAISE EXCEPTION 'lottery_period_closed' USING ERRCODE = 'KH010';
  END IF;

  INSERT INTO lottery_tickets (merchant_id, member_id, period_id, request_id, play_type,
      selection, stake_minor, odds_milli, max_payout_minor, created_at)
    VALUES (p_call.merchant_id, p_call.member_id, p_period, p_request, p_play_type,
      p_selection, p_call.amount_minor, p_odds_milli, p_max_payout, p_call.at)
    RETURNING * INTO v_ticket;
  SELECT * INTO v_bet FROM vendor_wallet_call(p_call);
  RETURN QUERY SELECT v_ticket.id, v_ticket.created_at, v_ticket.odds_milli, v_ticket.status,
    v_ticket.win_minor, v_bet.balance_minor, v_bet.moved_member_ids;
END
$$;
