-- A slip of bets on a table's round with its stake in one statement: the round open by server
-- time (read under the round's shared lock), each area within the player's limit for the
-- round, the stake taken through the vendor wallet (vendor_wallet_call), then the round's
-- payout cap kept on every result; a crash bet (area 'crash', one per player and round) with
-- its automatic cash-out; a cockfight bet at the odds the player accepted, refused when they
-- have moved. A refusal raises SQLSTATE KH010 with the error code as its message and leaves
-- nothing; a repeat answers the first slip.
--
-- The cap is kept without one row every bet waits on: each shard of members has a budget
-- (their bets' payout on every outcome class stays within it, and the budgets add up to no
-- more than the cap); a bet that does not fit its shard's budget locks every shard, counts the
-- round whole, and shares out what is left again.
--
-- Its queries (and those of the functions it calls) run on generic plans: each has the same
-- shape for every slip, and planning them afresh for each one cost a tenth of its time.
CREATE OR REPLACE FUNCTION table_place_bet(
  p_round bigint,
  p_request uuid,
  p_areas text[],
  p_stakes bigint[],
  p_area_max bigint[],
  p_payouts bigint[],
  p_cap bigint,
  p_call vendor_call,
  p_target integer,
  p_odds integer
) RETURNS TABLE (outcome text, balance_after bigint, moved_ids bigint[], placed_at timestamptz)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_call vendor_call := p_call;
  v_round table_rounds%ROWTYPE;
  v_shard smallint := (p_call.member_id % 8)::smallint;
  v_area text;
  v_max bigint;
  v_slack bigint;
  v_bet record;
  v_first timestamptz;
  v_same boolean;
  v_odds integer;
BEGIN
  v_call.player_account_id := coalesce(p_call.player_account_id, vendor_wallet_account(
    p_call.merchant_id, CASE WHEN p_call.is_play_money THEN 'play_money' ELSE 'player' END, '',
    p_call.member_id, 0::smallint, p_call.currency, true));
  -- The player's wallet first: a copy of this slip that held it has committed by then.
  PERFORM 1 FROM ledger_accounts WHERE id = v_call.player_account_id FOR UPDATE;

  -- In one query: whether this slip came before (a repeat, or a conflict), and the first area
  -- it would take past the player's limit for the round (checked below, after the round's
  -- state). The player's other slips wait on the wallet, so neither answer moves meanwhile.
  SELECT r.first, r.same,
      (SELECT x.a FROM unnest(p_areas, p_stakes, p_area_max) AS x(a, s, m)
        WHERE x.s + coalesce((SELECT sum(b.stake_minor) FROM table_bets b
            WHERE b.round_id = p_round AND b.member_id = p_call.member_id AND b.area = x.a), 0)
          > x.m
        LIMIT 1)
    INTO v_first, v_same, v_area
    FROM (SELECT min(b.created_at) AS first,
          bool_and(b.round_id = p_round)
            AND array_agg(b.area || '=' || b.stake_minor ORDER BY b.area)
              = (SELECT array_agg(a || '=' || s ORDER BY a)
                  FROM unnest(p_areas, p_stakes) AS x(a, s)) AS same
        FROM table_bets b
        WHERE b.merchant_id = p_call.merchant_id AND b.member_id = p_call.member_id
          AND b.request_id = p_request) AS r;
  IF v_first IS NOT NULL THEN
    IF v_same THEN
      RETURN QUERY SELECT 'repeat'::text,
        (SELECT a.balance_minor FROM ledger_accounts a WHERE a.id = v_call.player_account_id),
        NULL::bigint[], v_first;
      RETURN;
    END IF;
    RAISE EXCEPTION 'idempotency_conflict' USING ERRCODE = 'KH010';
  END IF;

  -- Shared with every other bet (an advisory lock: no row lock every bet would wait on or
  -- write); closing or cancelling the round takes it alone, so it waits for the bets in
  -- flight, and a bet after it reads the round closed.
  PERFORM pg_advisory_xact_lock_shared(hashtext('table_round'), (p_round % 2147483647)::integer);
  SELECT * INTO v_round FROM table_rounds
    WHERE id = p_round AND merchant_id = p_call.merchant_id;
  IF v_round.id IS NULL OR v_round.status <> 'open' OR p_call.at < v_round.opens_at
     OR p_call.at >= v_round.closes_at THEN
    RAISE EXCEPTION 'table_round_closed' USING ERRCODE = 'KH010';
  END IF;

  -- A fight's odds are read under the lock that moving them takes alone (a pool fight's Meron
  -- and Wala have none: their bets share the pools); BDD only where the fight offers it.
  v_odds := CASE p_areas[1] WHEN 'meron' THEN v_round.meron_odds_milli
    WHEN 'wala' THEN v_round.wala_odds_milli WHEN 'bdd' THEN v_round.bdd_odds_milli
    ELSE v_round.draw_odds_milli END;
  IF v_round.is_declared AND p_areas[1] = 'bdd' AND v_odds IS NULL THEN
    RAISE EXCEPTION 'table_area_invalid' USING ERRCODE = 'KH010';
  END IF;
  IF v_round.is_declared AND p_odds IS DISTINCT FROM v_odds THEN
    RAISE EXCEPTION 'cockfight_odds_changed' USING ERRCODE = 'KH010';
  END IF;

  IF p_areas = ARRAY['crash'] THEN
    IF EXISTS (SELECT 1 FROM table_bets b
        WHERE b.round_id = p_round AND b.member_id = p_call.member_id) THEN
      RAISE EXCEPTION 'crash_bet_placed' USING ERRCODE = 'KH010';
    END IF;
  END IF;

  IF v_area IS NOT NULL THEN
    RAISE EXCEPTION 'table_stake_limit' USING ERRCODE = 'KH010', DETAIL = v_area;
  END IF;

  INSERT INTO table_bets (merchant_id, member_id, round_id, request_id, area, stake_minor,
      is_play_money, cashout_target, odds_milli, created_at)
    SELECT p_call.merchant_id, p_call.member_id, p_round, p_request, x.a, x.s,
      p_call.is_play_money, p_target, p_odds, p_call.at
    FROM unnest(p_areas, p_stakes) AS x(a, s);
  SELECT * INTO v_bet FROM vendor_wallet_call(v_call);

  -- The round's cap last: a shard's row is held from here to the commit, so the slips of its
  -- members queue only for this last step.
  UPDATE table_round_shards s
    SET exposure = (SELECT array_agg(x.e + x.p ORDER BY x.i)
      FROM unnest(s.exposure, p_payouts) WITH ORDINALITY AS x(e, p, i))
    WHERE s.round_id = p_round AND s.shard = v_shard
      AND (SELECT max(x.e + x.p) FROM unnest(s.exposure, p_payouts) AS x(e, p)) <= s.budget;
  IF NOT FOUND THEN
    PERFORM 1 FROM table_round_shards WHERE round_id = p_round ORDER BY shard FOR UPDATE;
    SELECT max(t.total + x.p) INTO v_max
      FROM (SELECT i, sum(e) AS total
          FROM table_round_shards s, unnest(s.exposure) WITH ORDINALITY AS u(e, i)
          WHERE s.round_id = p_round GROUP BY i) AS t
      JOIN unnest(p_payouts) WITH ORDINALITY AS x(p, i) ON x.i = t.i;
    IF v_max > p_cap THEN
      RAISE EXCEPTION 'table_payout_limit' USING ERRCODE = 'KH010';
    END IF;
    UPDATE table_round_shards s
      SET exposure = (SELECT array_agg(x.e + x.p ORDER BY x.i)
        FROM unnest(s.exposure, p_payouts) WITH ORDINALITY AS x(e, p, i))
      WHERE s.round_id = p_round AND s.shard = v_shard;
    SELECT p_cap - sum((SELECT max(e) FROM unnest(s.exposure) AS e)) INTO v_slack
      FROM table_round_shards s WHERE s.round_id = p_round;
    -- Each shard's own worst result plus an even share of what is left; when the shards'
    -- worst results together overrun the cap (bets that hedge each other), every bet is
    -- counted whole from now on.
    UPDATE table_round_shards s
      SET budget = CASE WHEN v_slack >= 0
        THEN (SELECT max(e) FROM unnest(s.exposure) AS e) + v_slack / 8 ELSE -1 END
      WHERE s.round_id = p_round;
  END IF;
  -- The answer row from plain assignments (no query to plan and run).
  outcome := 'placed';
  balance_after := v_bet.balance_minor;
  moved_ids := v_bet.moved_member_ids;
  placed_at := p_call.at;
  RETURN NEXT;
END
$$;
