-- Cashes out a player's crash bet on a running round at p_multiplier (hundredths: the curve at
-- the server's time the request arrived, which the caller found below the round's bust) — or
-- at its automatic target when lower, the curve having passed it. The round's shared lock is
-- held like a bet's, so its settlement (which takes it alone) comes after every cash-out in
-- flight. A repeat answers the first cash-out, however late; a cash-out the caller found too
-- late (p_multiplier NULL) is refused as busted. A refusal raises SQLSTATE KH010 with the error
-- code as its message.
CREATE OR REPLACE FUNCTION table_crash_cash_out(
  p_round bigint,
  p_merchant bigint,
  p_member bigint,
  p_multiplier integer,
  p_at timestamptz
) RETURNS TABLE (outcome text, cashout integer, stake_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_bet table_bets%ROWTYPE;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('table_round'), (p_round % 2147483647)::integer);
  SELECT r.status INTO v_status FROM table_rounds r
    WHERE r.id = p_round AND r.merchant_id = p_merchant;
  SELECT * INTO v_bet FROM table_bets b
    WHERE b.round_id = p_round AND b.member_id = p_member AND b.area = 'crash'
    FOR UPDATE;
  IF v_bet.id IS NULL THEN
    RAISE EXCEPTION 'crash_no_bet' USING ERRCODE = 'KH010';
  END IF;
  IF v_bet.cashout IS NOT NULL THEN
    RETURN QUERY SELECT 'repeat'::text, v_bet.cashout, v_bet.stake_minor;
    RETURN;
  END IF;
  IF v_status = 'open' THEN
    RAISE EXCEPTION 'table_round_closed' USING ERRCODE = 'KH010';
  END IF;
  IF p_multiplier IS NULL OR v_status NOT IN ('closed', 'resolved') OR v_bet.status <> 'open' THEN
    RAISE EXCEPTION 'crash_busted' USING ERRCODE = 'KH010';
  END IF;
  UPDATE table_bets b
    SET cashout = least(p_multiplier, coalesce(b.cashout_target, p_multiplier)), cashed_out_at = p_at
    WHERE b.id = v_bet.id
    RETURNING b.cashout INTO v_bet.cashout;
  RETURN QUERY SELECT 'cashed'::text, v_bet.cashout, v_bet.stake_minor;
END
$$;
