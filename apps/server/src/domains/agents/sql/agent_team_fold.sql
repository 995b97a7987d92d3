-- Folds up to p_limit rows of the activity inbox into the figures, oldest first, and answers
-- how many it took: each member's own day, the day of everyone whose team the member was in
-- at that moment (and its hour, for the last three days), each member's and each team's bets
-- per vendor, and the members seen active (a bet) in each day, week and month of a team.
-- One folder at a time across every server instance (an advisory lock; a second answers 0),
-- all or nothing: a crash leaves the rows in the inbox for the next run.
CREATE OR REPLACE FUNCTION agent_team_fold(p_limit integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtext('agent_team_fold')) THEN
    RETURN 0;
  END IF;
  WITH batch AS (
    DELETE FROM agent_activity_inbox i
      WHERE i.id IN (SELECT id FROM agent_activity_inbox ORDER BY id LIMIT p_limit)
      RETURNING i.merchant_id, i.member_id, i.at, i.day, i.figure, i.amount_minor, i.vassalage
  ), own AS (
    INSERT INTO agent_member_days AS d (merchant_id, member_id, day, deposit_minor,
        deposit_count, withdrawal_minor, withdrawal_count, bet_minor, bet_count, payout_minor,
        bonus_minor)
      SELECT b.merchant_id, b.member_id, b.day,
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'deposit'), 0),
          count(*) FILTER (WHERE b.figure = 'deposit'),
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'withdrawal'), 0),
          count(*) FILTER (WHERE b.figure = 'withdrawal'),
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'bet'), 0)
            - coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'bet_refund'), 0),
          count(*) FILTER (WHERE b.figure = 'bet'),
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'payout'), 0),
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'bonus'), 0)
        FROM batch b WHERE b.figure <> 'registered'
        GROUP BY b.merchant_id, b.member_id, b.day
      ON CONFLICT (member_id, day) DO UPDATE SET
        deposit_minor = d.deposit_minor + EXCLUDED.deposit_minor,
        deposit_count = d.deposit_count + EXCLUDED.deposit_count,
        withdrawal_minor = d.withdrawal_minor + EXCLUDED.withdrawal_minor,
        withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count,
        bet_minor = d.bet_minor + EXCLUDED.bet_minor,
        bet_count = d.bet_count + EXCLUDED.bet_count,
        payout_minor = d.payout_minor + EXCLUDED.payout_minor,
        bonus_minor = d.bonus_minor + EXCLUDED.bonus_minor
  ), games AS (
    INSERT INTO agent_member_game_days AS d (merchant_id, member_id, day, vassalage, bet_minor,
        bet_count, payout_minor)
      SELECT b.merchant_id, b.member_id, b.day, b.vassalage,
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'bet'), 0)
            - coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'bet_refund'), 0),
          count(*) FILTER (WHERE b.figure = 'bet'),
          coalesce(sum(b.amount_minor) FILTER (WHERE b.figure = 'payout'), 0)
        FROM batch b WHERE b.vassalage IS NOT NULL
        GROUP BY b.merchant_id, b.member_id, b.day, b.vassalage
      ON CONFLICT (member_id, day, vassalage) DO UPDATE SET
        bet_minor = d.bet_minor + EXCLUDED.bet_minor,
        bet_count = d.bet_count + EXCLUDED.bet_count,
        payout_minor = d.payout_minor + EXCLUDED.payout_minor
  ), attributed AS (
    SELECT b.*, t.ancestor_id AS agent_id
      FROM batch b
      JOIN agent_tree t ON t.descendant_id = b.member_id
       AND t.valid_from <= b.at AND (t.valid_to IS NULL OR t.valid_to > b.at)
  ), team AS (
    INSERT INTO agent_team_days AS d (merchant_id, agent_id, day, new_members, deposit_minor,
        deposit_count, withdrawal_minor, withdrawal_count, bet_minor, bet_count, payout_minor,
        bonus_minor)
      SELECT a.merchant_id, a.agent_id, a.day,
          count(*) FILTER (WHERE a.figure = 'registered'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'deposit'), 0),
          count(*) FILTER (WHERE a.figure = 'deposit'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'withdrawal'), 0),
          count(*) FILTER (WHERE a.figure = 'withdrawal'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet'), 0)
            - coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet_refund'), 0),
          count(*) FILTER (WHERE a.figure = 'bet'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'payout'), 0),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bonus'), 0)
        FROM attributed a
        GROUP BY a.merchant_id, a.agent_id, a.day
        ORDER BY a.agent_id, a.day
      ON CONFLICT (agent_id, day) DO UPDATE SET
        new_members = d.new_members + EXCLUDED.new_members,
        deposit_minor = d.deposit_minor + EXCLUDED.deposit_minor,
        deposit_count = d.deposit_count + EXCLUDED.deposit_count,
        withdrawal_minor = d.withdrawal_minor + EXCLUDED.withdrawal_minor,
        withdrawal_count = d.withdrawal_count + EXCLUDED.withdrawal_count,
        bet_minor = d.bet_minor + EXCLUDED.bet_minor,
        bet_count = d.bet_count + EXCLUDED.bet_count,
        payout_minor = d.payout_minor + EXCLUDED.payout_minor,
        bonus_minor = d.bonus_minor + EXCLUDED.bonus_minor
  ), team_games AS (
    INSERT INTO agent_team_game_days AS d (merchant_id, agent_id, day, vassalage, bet_minor,
        bet_count, payout_minor)
      SELECT a.merchant_id, a.agent_id, a.day, a.vassalage,
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet'), 0)
            - coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet_refund'), 0),
          count(*) FILTER (WHERE a.figure = 'bet'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'payout'), 0)
        FROM attributed a WHERE a.vassalage IS NOT NULL
        GROUP BY a.merchant_id, a.agent_id, a.day, a.vassalage
        ORDER BY a.agent_id, a.day, a.vassalage
      ON CONFLICT (agent_id, day, vassalage) DO UPDATE SET
        bet_minor = d.bet_minor + EXCLUDED.bet_minor,
        bet_count = d.bet_count + EXCLUDED.bet_count,
        payout_minor = d.payout_minor + EXCLUDED.payout_minor
  ), hours AS (
    INSERT INTO agent_team_hours AS h (merchant_id, agent_id, hour, new_members, deposit_minor,
        withdrawal_minor, bet_minor, bet_count, payout_minor)
      SELECT a.merchant_id, a.agent_id, date_trunc('hour', a.at),
          count(*) FILTER (WHERE a.figure = 'registered'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'deposit'), 0),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'withdrawal'), 0),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet'), 0)
            - coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'bet_refund'), 0),
          count(*) FILTER (WHERE a.figure = 'bet'),
          coalesce(sum(a.amount_minor) FILTER (WHERE a.figure = 'payout'), 0)
        FROM attributed a
        WHERE a.at > now() - interval '3 days'
        GROUP BY a.merchant_id, a.agent_id, date_trunc('hour', a.at)
        ORDER BY a.agent_id, date_trunc('hour', a.at)
      ON CONFLICT (agent_id, hour) DO UPDATE SET
        new_members = h.new_members + EXCLUDED.new_members,
        deposit_minor = h.deposit_minor + EXCLUDED.deposit_minor,
        withdrawal_minor = h.withdrawal_minor + EXCLUDED.withdrawal_minor,
        bet_minor = h.bet_minor + EXCLUDED.bet_minor,
        bet_count = h.bet_count + EXCLUDED.bet_count,
        payout_minor = h.payout_minor + EXCLUDED.payout_minor
  ), seen AS (
    INSERT INTO agent_team_active_members (agent_id, period, period_start, member_id)
      SELECT DISTINCT a.agent_id, p.period, p.period_start, a.member_id
        FROM attributed a
        CROSS JOIN LATERAL (VALUES ('day', a.day),
            ('week', date_trunc('week', a.day)::date),
            ('month', date_trunc('month', a.day)::date)) AS p(period, period_start)
        WHERE a.figure = 'bet'
      ON CONFLICT DO NOTHING
      RETURNING agent_id, period, period_start
  ), counted AS (
    INSERT INTO agent_team_active_counts AS c (merchant_id, agent_id, period, period_start,
        active_members)
      SELECT m.merchant_id, s.agent_id, s.period, s.period_start, count(*)
        FROM seen s JOIN members m ON m.id = s.agent_id
        GROUP BY m.merchant_id, s.agent_id, s.period, s.period_start
      ON CONFLICT (agent_id, period, period_start) DO UPDATE SET
        active_members = c.active_members + EXCLUDED.active_members
  )
  SELECT count(*) INTO v_count FROM batch;
  RETURN v_count;
END
$$;
