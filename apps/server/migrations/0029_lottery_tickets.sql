-- Lottery tickets and their placement in one statement (issue 6). A ticket is paid through
-- the vendor wallet protocol like any game (vendor KLOTTO, round = game:numero), so it is in
-- the member's betting record and ledger as any bet is.
CREATE TABLE lottery_tickets (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  period_id        bigint NOT NULL REFERENCES lottery_periods (id),
  request_id       uuid NOT NULL,
  play_type        text NOT NULL CHECK (play_type ~ '^[A-Za-z0-9]{1,16}$'),
  selection        text NOT NULL CHECK (length(selection) BETWEEN 1 AND 32),
  stake_minor      bigint NOT NULL CHECK (stake_minor > 0),
  odds_milli       bigint NOT NULL CHECK (odds_milli > 0),
  max_payout_minor bigint NOT NULL CHECK (max_payout_minor >= 0),
  status           text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'won', 'lost', 'cancelled')),
  hits             integer CHECK (hits >= 0),
  win_minor        bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  UNIQUE (merchant_id, member_id, request_id)
);
CREATE INDEX lottery_tickets_period ON lottery_tickets (period_id, status);
CREATE INDEX lottery_tickets_member ON lottery_tickets (merchant_id, member_id, id DESC);

-- The most the period's open tickets could win together, kept under the game's cap.
ALTER TABLE lottery_periods ADD COLUMN exposure_minor bigint NOT NULL DEFAULT 0
  CHECK (exposure_minor >= 0);

-- A bet in one statement: the member's wallet row is locked first (their bets go one at a
-- time, so the stake limit per period holds), the period must be open and not locked by
-- server time, the period's exposure must stay under the cap, then the ticket is stored and
-- its stake taken by vendor_wallet_call(). A refusal raises SQLSTATE KH001 (the wallet's) or
-- KH010 with its reason — lottery_period_closed, lottery_period_stake_limit (DETAIL: what the
-- member may still stake), lottery_payout_limit — and leaves nothing. A repeated request id
-- answers the ticket stored first, or idempotency_conflict if it was another bet.
CREATE FUNCTION lottery_place_bet(
  p_period bigint,
  p_request uuid,
  p_play_type text,
  p_selection text,
  p_odds_milli bigint,
  p_max_payout bigint,
  p_period_stake_max bigint,
  p_payout_cap bigint,
  p_call vendor_call
) RETURNS TABLE (ticket_id bigint, balance_after bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_ticket lottery_tickets%ROWTYPE;
  v_staked bigint;
  v_period lottery_periods%ROWTYPE;
  v_bet record;
BEGIN
  SELECT * INTO v_ticket FROM lottery_tickets
    WHERE merchant_id = p_call.merchant_id AND member_id = p_call.member_id
      AND request_id = p_request;
  IF FOUND THEN
    IF v_ticket.period_id = p_period AND v_ticket.play_type = p_play_type
       AND v_ticket.selection = p_selection AND v_ticket.stake_minor = p_call.amount_minor THEN
      RETURN QUERY SELECT v_ticket.id,
        (SELECT a.balance_minor FROM ledger_accounts a WHERE a.id = p_call.player_account_id),
        NULL::bigint[];
      RETURN;
    END IF;
    RAISE EXCEPTION 'idempotency_conflict' USING ERRCODE = 'KH010';
  END IF;

  PERFORM 1 FROM ledger_accounts WHERE id = p_call.player_account_id FOR UPDATE;
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
  RETURN QUERY SELECT v_ticket.id, v_bet.balance_minor, v_bet.moved_member_ids;
END
$$;

-- A drawn period settled in one transaction: every open ticket gets its hits (evaluated by the
-- play types' rules in packages/games, one figure per distinct play type and selection, passed
-- in), its win = floor(stake × odds × hits / 1000) and won or lost; then each member with
-- tickets gets one win through vendor_wallet_call() (the sum of their wins, 0 closing a losing
-- round), and the period is settled. A period not drawn any more (settled meanwhile) is left
-- as it is; a ticket no rule evaluated fails the whole settlement. All or nothing: a crash
-- leaves the period drawn, to settle again; a win is never paid twice (the period row is
-- locked, its status checked, and each win's uuid names the period and member).
CREATE FUNCTION lottery_settle_period(
  p_period bigint,
  p_play_types text[],
  p_selections text[],
  p_hits integer[],
  p_now timestamptz
) RETURNS TABLE (tickets bigint, moved_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_period record;
  v_member record;
  v_tickets bigint;
  v_moved bigint[] := '{}';
  v_win record;
BEGIN
  SELECT p.id, p.status, p.numero, p.merchant_id, g.game_id, m.currency INTO v_period
    FROM lottery_periods p
    JOIN lottery_games g ON g.id = p.lottery_game_id
    JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = p_period
    FOR UPDATE OF p;
  IF v_period.status IS DISTINCT FROM 'drawn' THEN
    RETURN QUERY SELECT 0::bigint, NULL::bigint[];
    RETURN;
  END IF;

  UPDATE lottery_tickets t SET
      hits = e.hits,
      win_minor = t.stake_minor * t.odds_milli * e.hits / 1000,
      status = CASE WHEN e.hits > 0 THEN 'won' ELSE 'lost' END,
      settled_at = p_now
    FROM unnest(p_play_types, p_selections, p_hits) AS e(play_type, selection, hits)
    WHERE t.period_id = p_period AND t.status = 'open'
      AND t.play_type = e.play_type AND t.selection = e.selection;
  GET DIAGNOSTICS v_tickets = ROW_COUNT;
  IF EXISTS (SELECT 1 FROM lottery_tickets WHERE period_id = p_period AND status = 'open') THEN
    RAISE EXCEPTION 'lottery: period % has tickets no rule evaluated', p_period;
  END IF;

  FOR v_member IN
    SELECT t.member_id, sum(t.win_minor) AS win_minor, min(t.request_id::text) AS request_id
      FROM lottery_tickets t
      WHERE t.period_id = p_period AND t.status IN ('won', 'lost')
      GROUP BY t.member_id
  LOOP
    SELECT * INTO v_win FROM vendor_wallet_call(ROW(
      'win', v_period.merchant_id, 'KLOTTO',
      'lottery-win:' || p_period || ':' || v_member.member_id, v_member.member_id,
      v_member.win_minor, v_period.currency, v_period.game_id || ':' || v_period.numero,
      v_period.game_id, 'lottery:' || v_member.member_id || ':' || v_member.request_id, NULL,
      false, true, false,
      (SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = v_period.merchant_id
         AND a.kind = 'player' AND a.purpose = '' AND a.member_id = v_member.member_id
         AND a.currency = v_period.currency),
      (SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = v_period.merchant_id
         AND a.kind = 'house' AND a.purpose = 'lottery' AND a.member_id IS NULL
         AND a.shard = v_member.member_id % 16 AND a.currency = v_period.currency),
      NULL, p_now)::vendor_call);
    IF v_win.moved_member_ids IS NOT NULL THEN
      v_moved := v_moved || v_win.moved_member_ids;
    END IF;
  END LOOP;

  UPDATE lottery_periods SET status = 'settled', settled_at = p_now WHERE id = p_period;
  RETURN QUERY SELECT v_tickets, v_moved;
END
$$;
