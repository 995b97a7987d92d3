-- A sportsbook bet (a ticket of one leg or many) with its stake in one statement: the player's
-- wallet locked first, a repeat of the request answered, each leg's event, market and selection
-- locked in that order (events, then markets, then selections, each in id order — the order the
-- trading console takes them) and checked: the event not started (or in play), the market open
-- and not stopped since the bet arrived (the in-play delay), the odds within the player's
-- policy; then the book's limits on stake and payout (the member's scaled by their factor), the
-- stakes counted on every selection, market and event, the ticket and its legs written and the
-- stake taken through the vendor wallet (vendor_wallet_call). A refusal raises SQLSTATE KH011
-- with the error code as its message (the limit it passed as its detail) and leaves nothing.
--
-- A bet with a leg in play is checked first and answered `wait` with the book's delay, taking
-- nothing; asked again once the delay is over (`p_waited`), it is taken unless a market stopped
-- or a line moved since it arrived (`p_since`). A bet taken is answered with the ticket as its
-- player sees it: its odds, potential return, legs (`legs`, as the tickets' reads name them) and
-- the book's cash-out terms.
CREATE OR REPLACE FUNCTION sb_place_bet(
  p_call vendor_call,
  p_request uuid,
  p_selections bigint[],
  p_seen bigint[],
  p_policy text,
  p_since timestamptz,
  p_waited boolean
) RETURNS TABLE (outcome text, ticket_id bigint, balance_after bigint, moved_ids bigint[],
  placed_at timestamptz, wait_s integer, kind text, book text, odds_milli bigint,
  potential_minor bigint, legs jsonb, is_cash_out_offered boolean, cash_out_margin_bp integer)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_call vendor_call := p_call;
  v_set sb_settings%ROWTYPE;
  v_factor integer;
  v_ticket sb_tickets%ROWTYPE;
  v_leg record;
  v_odds numeric := 1;
  v_current bigint[];
  v_markets bigint[];
  v_events bigint[];
  v_books text[];
  v_views jsonb := '[]';
  v_is_live boolean := false;
  v_potential bigint;
  v_legs integer := cardinality(p_selections);
  v_id bigint;
  v_bet record;
  v_limit bigint;
  v_most bigint;
BEGIN
  v_call.player_account_id := coalesce(p_call.player_account_id, vendor_wallet_account(
    p_call.merchant_id, 'player', '', p_call.member_id, 0::smallint, p_call.currency, true));
  PERFORM 1 FROM ledger_accounts WHERE id = v_call.player_account_id FOR UPDATE;

  SELECT * INTO v_ticket FROM sb_tickets t
    WHERE t.merchant_id = p_call.merchant_id AND t.member_id = p_call.member_id
      AND t.request_id = p_request;
  IF v_ticket.id IS NOT NULL THEN
    IF v_ticket.stake_minor = p_call.amount_minor AND (SELECT array_agg(l.selection_id ORDER BY l.leg)
        FROM sb_legs l WHERE l.ticket_id = v_ticket.id) = p_selections THEN
      outcome := 'repeat';
      ticket_id := v_ticket.id;
      balance_after := (SELECT a.balance_minor FROM ledger_accounts a
        WHERE a.id = v_call.player_account_id);
      placed_at := v_ticket.placed_at;
      RETURN NEXT;
      RETURN;
    END IF;
    RAISE EXCEPTION 'idempotency_conflict' USING ERRCODE = 'KH011';
  END IF;

  SELECT * INTO v_set FROM sb_settings WHERE merchant_id = p_call.merchant_id;
  IF v_set.merchant_id IS NULL THEN
    RAISE EXCEPTION 'sportsbook_closed' USING ERRCODE = 'KH011';
  END IF;
  v_factor := coalesce((SELECT f.factor FROM sb_member_factors f
    WHERE f.merchant_id = p_call.merchant_id AND f.member_id = p_call.member_id), 100);
  IF v_factor = 0 THEN
    RAISE EXCEPTION 'sportsbook_member_limited' USING ERRCODE = 'KH011';
  END IF;
  IF v_legs < 1 OR v_legs > v_set.max_legs OR cardinality(p_seen) <> v_legs THEN
    RAISE EXCEPTION 'sportsbook_legs_limit' USING ERRCODE = 'KH011', DETAIL = v_set.max_legs::text;
  END IF;
  IF (SELECT count(DISTINCT s) FROM unnest(p_selections) AS s) <> v_legs THEN
    RAISE EXCEPTION 'sportsbook_same_event' USING ERRCODE = 'KH011';
  END IF;
  IF p_call.amount_minor < v_set.min_stake_minor THEN
    RAISE EXCEPTION 'sportsbook_stake_too_low' USING ERRCODE = 'KH011',
      DETAIL = v_set.min_stake_minor::text;
  END IF;

  -- Locked in the console's order: events, markets, selections, each by id.
  PERFORM 1 FROM sb_events e WHERE e.id IN (SELECT m.event_id FROM sb_markets m
      JOIN sb_selections s ON s.market_id = m.id WHERE s.id = ANY (p_selections))
    ORDER BY e.id FOR NO KEY UPDATE;
  PERFORM 1 FROM sb_markets m WHERE m.id IN (SELECT s.market_id FROM sb_selections s
      WHERE s.id = ANY (p_selections))
    ORDER BY m.id FOR NO KEY UPDATE;
  PERFORM 1 FROM sb_selections s WHERE s.id = ANY (p_selections) ORDER BY s.id FOR NO KEY UPDATE;

  FOR v_leg IN
    SELECT x.i, x.sel, x.seen, s.odds_milli, s.market_id, m.status AS market_status,
        m.stopped_at AS market_stopped, e.id AS event_id, e.status AS event_status,
        e.starts_at, e.stopped_at AS event_stopped, e.sport, e.merchant_id, e.home, e.away,
        m.kind AS market_kind, m.line, m.period, m.version, s.key, s.name
      FROM unnest(p_selections, p_seen) WITH ORDINALITY AS x(sel, seen, i)
      LEFT JOIN sb_selections s ON s.id = x.sel
      LEFT JOIN sb_markets m ON m.id = s.market_id
      LEFT JOIN sb_events e ON e.id = m.event_id
      ORDER BY x.i
  LOOP
    IF v_leg.merchant_id IS DISTINCT FROM p_call.merchant_id THEN
      RAISE EXCEPTION 'sportsbook_selection_unknown' USING ERRCODE = 'KH011';
    END IF;
    IF v_leg.event_status NOT IN ('scheduled', 'live')
       OR (v_leg.event_status = 'scheduled' AND v_leg.starts_at <= p_call.at) THEN
      RAISE EXCEPTION 'sportsbook_event_started' USING ERRCODE = 'KH011';
    END IF;
    IF v_leg.market_status <> 'open' OR v_leg.market_stopped >= p_since
       OR v_leg.event_stopped >= p_since THEN
      RAISE EXCEPTION 'sportsbook_market_suspended' USING ERRCODE = 'KH011';
    END IF;
    IF (p_policy = 'none' AND v_leg.odds_milli <> v_leg.seen)
       OR (p_policy = 'higher' AND v_leg.odds_milli < v_leg.seen) THEN
      RAISE EXCEPTION 'sportsbook_odds_changed' USING ERRCODE = 'KH011';
    END IF;
    v_odds := v_odds * v_leg.odds_milli / 1000;
    v_current := v_current || v_leg.odds_milli::bigint;
    v_markets := v_markets || v_leg.market_id;
    v_events := v_events || v_leg.event_id;
    v_is_live := v_is_live OR v_leg.event_status = 'live';
    v_views := v_views || jsonb_build_object('leg', v_leg.i, 'eventId', v_leg.event_id::text,
      'sport', v_leg.sport, 'home', v_leg.home, 'away', v_leg.away, 'startsAt', v_leg.starts_at,
      'marketId', v_leg.market_id::text, 'marketKind', v_leg.market_kind, 'line', v_leg.line,
      'period', v_leg.period, 'marketStatus', v_leg.market_status,
      'marketVersion', v_leg.version, 'selectionKey', v_leg.key,
      'selectionName', v_leg.name, 'oddsMilli', v_leg.odds_milli,
      'currentOddsMilli', v_leg.odds_milli, 'result', NULL, 'deadHeat', NULL);
    v_books := v_books || CASE WHEN v_leg.sport IN ('cs2', 'dota2', 'lol', 'valorant', 'efootball')
      THEN 'esports' ELSE 'sports' END;
  END LOOP;
  IF v_legs > 1 AND (SELECT count(DISTINCT e) FROM unnest(v_events) AS e) <> v_legs THEN
    RAISE EXCEPTION 'sportsbook_same_event' USING ERRCODE = 'KH011';
  END IF;
  IF (SELECT count(DISTINCT b) FROM unnest(v_books) AS b) > 1 THEN
    RAISE EXCEPTION 'sportsbook_mixed_books' USING ERRCODE = 'KH011';
  END IF;

  v_potential := floor(p_call.amount_minor * v_odds);
  IF v_potential > v_set.max_payout_minor THEN
    RAISE EXCEPTION 'sportsbook_payout_limit' USING ERRCODE = 'KH011',
      DETAIL = v_set.max_payout_minor::text;
  END IF;
  IF v_is_live AND v_set.in_play_delay_s > 0 AND NOT p_waited THEN
    outcome := 'wait';
    wait_s := v_set.in_play_delay_s;
    RETURN NEXT;
    RETURN;
  END IF;

  -- The member's own limits, scaled by their factor: their other bets wait on their wallet.
  v_limit := v_set.max_payout_day_minor * v_factor / 100;
  IF v_potential + coalesce((SELECT sum(t.potential_minor) FROM sb_tickets t
      WHERE t.member_id = p_call.member_id AND t.status = 'open'
        AND t.placed_at >= date_trunc('day', p_call.at)), 0) > v_limit THEN
    RAISE EXCEPTION 'sportsbook_payout_limit' USING ERRCODE = 'KH011', DETAIL = v_limit::text;
  END IF;
  -- Counted as bets are taken, never summed from every ticket: the member's stakes per event
  -- (their wallet's lock orders their bets), every member's per selection (its row is locked),
  -- per market and event the sums of their selections' (their rows are locked too).
  v_limit := v_set.max_stake_member_event_minor * v_factor / 100;
  WITH counted AS (
    INSERT INTO sb_member_stakes AS k (member_id, event_id, staked_minor)
      SELECT p_call.member_id, e, p_call.amount_minor FROM unnest(v_events) AS e ORDER BY e
      ON CONFLICT (member_id, event_id)
        DO UPDATE SET staked_minor = k.staked_minor + EXCLUDED.staked_minor
      RETURNING k.staked_minor)
  SELECT max(staked_minor) INTO v_most FROM counted;
  IF v_most > v_limit THEN
    RAISE EXCEPTION 'sportsbook_stake_limit' USING ERRCODE = 'KH011', DETAIL = v_limit::text;
  END IF;

  -- The book's own limits: every member's stakes on a selection, a market and an event.
  WITH counted AS (
    UPDATE sb_selections s SET staked_minor = s.staked_minor + p_call.amount_minor
      WHERE s.id = ANY (p_selections) RETURNING s.staked_minor)
  SELECT max(staked_minor) INTO v_most FROM counted;
  IF v_most > v_set.max_stake_selection_minor
     OR EXISTS (SELECT 1 FROM unnest(v_markets) AS x(market)
        WHERE (SELECT sum(s.staked_minor) FROM sb_selections s WHERE s.market_id = x.market)
          > v_set.max_stake_market_minor)
     OR EXISTS (SELECT 1 FROM unnest(v_events) AS x(event)
        WHERE (SELECT sum(s.staked_minor) FROM sb_markets m
            JOIN sb_selections s ON s.market_id = m.id WHERE m.event_id = x.event)
          > v_set.max_stake_event_minor) THEN
    RAISE EXCEPTION 'sportsbook_stake_limit' USING ERRCODE = 'KH011';
  END IF;

  -- The ticket as its player sees it is part of the answer.
  INSERT INTO sb_tickets AS t (merchant_id, member_id, request_id, kind, book, currency,
      stake_minor, odds_milli, potential_minor, is_play_money, placed_at)
    VALUES (p_call.merchant_id, p_call.member_id, p_request,
      CASE WHEN v_legs = 1 THEN 'single' ELSE 'multiple' END, v_books[1], p_call.currency,
      p_call.amount_minor, floor(v_odds * 1000), v_potential, false, p_call.at)
    RETURNING t.id, t.kind, t.book, t.odds_milli, t.potential_minor
      INTO v_id, kind, book, odds_milli, potential_minor;
  INSERT INTO sb_legs (ticket_id, leg, selection_id, market_id, event_id, odds_milli)
    SELECT v_id, x.i, x.sel, x.market, x.event, x.odds
      FROM unnest(p_selections, v_markets, v_events, v_current) WITH ORDINALITY
        AS x(sel, market, event, odds, i);

  v_call.round := 'T' || v_id;
  v_call.game_code := v_books[1];
  SELECT * INTO v_bet FROM vendor_wallet_call(v_call);

  outcome := 'placed';
  ticket_id := v_id;
  balance_after := v_bet.balance_minor;
  moved_ids := v_bet.moved_member_ids;
  placed_at := p_call.at;
  legs := v_views;
  is_cash_out_offered := v_set.is_cash_out_offered;
  cash_out_margin_bp := v_set.cash_out_margin_bp;
  RETURN NEXT;
END
$$;
