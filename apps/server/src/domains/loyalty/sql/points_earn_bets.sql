-- Earns a batch of a merchant's members (ids after p_after, p_limit of them) their points on
-- valid bets — the stakes of real-money rounds closed, none for a round that paid its stake back
-- — of rounds closed from each member's place up to p_now less five minutes (rounds still
-- committing), by the merchant's points per earn unit of each game type. Per game type the bets
-- and the part carried from before earn floor((bets + carry) × points / unit); what those points
-- did not use is carried on, so small bets add up and split runs never earn more than one run.
-- A line of the points record per member and record type (slots: RNG, FISH; live: LIVE,
-- COCKFIGHT; pvp; sports: SPORTS, ESPORTS; lottery: LOTT, ELOTT), its amount the bets it was
-- earned on, keyed by the member's place, which moves in the same transaction: a rerun earns
-- nothing twice. Nothing while the programme is off or has no rates; bets from before earning
-- on bets was turned on never count. One run of a merchant at a time. Answers the batch's last
-- member (NULL when it was the last batch) and the lines made.
CREATE OR REPLACE FUNCTION points_earn_bets(p_merchant bigint, p_now timestamptz,
  p_after bigint, p_limit integer)
RETURNS TABLE (last_member bigint, lines integer) LANGUAGE plpgsql AS $$
DECLARE
  s points_settings;
  v_until timestamptz := p_now - interval '5 minutes';
  v_last bigint;
  v_scanned integer;
  v_earned jsonb;
  v_line record;
  v_issued bigint;
  v_outcome text;
  v_lines integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('points_earn_bets:' || p_merchant, 0));
  SELECT * INTO s FROM points_settings WHERE merchant_id = p_merchant;
  IF NOT FOUND OR NOT s.is_enabled OR s.bets_from IS NULL OR s.bets_from >= v_until
     OR NOT EXISTS (SELECT 1 FROM points_bet_rates WHERE merchant_id = p_merchant) THEN
    RETURN QUERY SELECT NULL::bigint, 0;
    RETURN;
  END IF;
  SELECT max(b.id), count(*) INTO v_last, v_scanned FROM (SELECT m.id FROM members m
    WHERE m.merchant_id = p_merchant AND m.id > p_after ORDER BY m.id LIMIT p_limit) b;
  WITH bets AS (
    -- Per member, one index probe of their rounds closed in the window, by game type.
    SELECT m.id AS member_id, greatest(k.bets_from, s.bets_from) AS from_at, b.game_type,
        b.bet_minor
      FROM members m
      LEFT JOIN points_bet_marks k ON k.member_id = m.id
      CROSS JOIN LATERAL (
        SELECT g.game_type, sum(r.stake_minor) AS bet_minor
          FROM game_rounds r
          JOIN games g ON g.merchant_id = r.merchant_id AND g.vassalage = r.vassalage
            AND g.code = r.game_code
          WHERE r.member_id = m.id AND r.merchant_id = p_merchant
            AND r.is_closed AND NOT r.is_play_money
            AND r.closed_at >= greatest(k.bets_from, s.bets_from) AND r.closed_at < v_until
            AND r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
          GROUP BY g.game_type) b
      WHERE m.merchant_id = p_merchant AND m.id > p_after AND m.id <= v_last
  ), priced AS (
    SELECT b.*, t.points AS rate, coalesce(c.carry_minor, 0) AS carry_minor,
        floor((b.bet_minor + coalesce(c.carry_minor, 0))::numeric * t.points
          / s.earn_unit_minor)::bigint AS earned
      FROM bets b
      JOIN points_bet_rates t ON t.merchant_id = p_merchant AND t.game_type = b.game_type
      LEFT JOIN points_bet_carries c ON c.member_id = b.member_id AND c.game_type = b.game_type
  ), carried AS (
    -- What the points earned used is the bets they stand for, rounded up: never over-generous.
    INSERT INTO points_bet_carries (member_id, game_type, carry_minor)
      SELECT p.member_id, p.game_type, p.bet_minor + p.carry_minor
          - ceil(p.earned::numeric * s.earn_unit_minor / p.rate)::bigint
        FROM priced p
      ON CONFLICT (member_id, game_type) DO UPDATE SET carry_minor = EXCLUDED.carry_minor
  ), marked AS (
    INSERT INTO points_bet_marks (member_id, merchant_id, bets_from)
      SELECT DISTINCT b.member_id, p_merchant, v_until FROM bets b
      ON CONFLICT (member_id) DO UPDATE
        SET bets_from = greatest(points_bet_marks.bets_from, EXCLUDED.bets_from)
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('member_id', e.member_id, 'type', e.type,
        'points', e.points, 'bet_minor', e.bet_minor, 'from_us', e.from_us)), '[]')
      INTO v_earned
    FROM (SELECT p.member_id,
          CASE WHEN p.game_type IN ('RNG', 'FISH') THEN 'slots'
            WHEN p.game_type IN ('LIVE', 'COCKFIGHT') THEN 'live'
            WHEN p.game_type = 'PVP' THEN 'pvp'
            WHEN p.game_type IN ('SPORTS', 'ESPORTS') THEN 'sports'
            ELSE 'lottery' END AS type,
          sum(p.earned) AS points, sum(p.bet_minor) AS bet_minor,
          (extract(epoch FROM min(p.from_at)) * 1000000)::bigint AS from_us
        FROM priced p GROUP BY 1, 2 HAVING sum(p.earned) > 0) e;
  IF jsonb_array_length(v_earned) > 0 THEN
    v_issued := points_account(p_merchant, 'issued', NULL);
  END IF;
  FOR v_line IN SELECT * FROM jsonb_to_recordset(v_earned)
      AS x(member_id bigint, type text, points bigint, bet_minor bigint, from_us bigint)
      ORDER BY x.member_id, x.type LOOP
    SELECT t.outcome INTO v_outcome FROM points_transfer(p_merchant, v_issued,
      points_account(p_merchant, 'member', v_line.member_id), v_line.points, v_line.member_id,
      v_line.type, v_line.bet_minor, '',
      'bets:' || (extract(epoch FROM v_until) * 1000000)::bigint,
      'bets:' || v_line.member_id || ':' || v_line.type || ':' || v_line.from_us) t;
    -- The place moves with the points: the same window earning again is a broken invariant.
    IF v_outcome <> 'new' THEN
      RAISE EXCEPTION 'points: bets of member % from % earned twice (%)', v_line.member_id,
        v_line.from_us, v_outcome;
    END IF;
    v_lines := v_lines + 1;
  END LOOP;
  RETURN QUERY SELECT CASE WHEN v_scanned < p_limit THEN NULL ELSE v_last END, v_lines;
END
$$;
