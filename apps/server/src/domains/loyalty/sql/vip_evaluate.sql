-- Moves a merchant's members between VIP levels by their deposits and valid bets over the
-- window and gives the bonuses due; p_member limits it to one member (the /vip page asks for its
-- own). Deposits are the members' folded days (agent_member_days, folded from the activity
-- inbox each minute); valid bets are their rounds closed in the window (round_figures: the days
-- folded by round_days_fold and the rounds closed since). A member reaching a
-- higher level moves up at once and gets the upgrade bonus of every level passed, once per
-- level ever; a member below its level's keep rule keeps it for the grace days, then drops to
-- what it reaches (at once when there is no grace), never below a level an operator pinned.
-- Each member at a level gets the level's weekly and monthly bonus once per ISO week and month
-- of the merchant's time zone. One evaluation of a merchant at a time. Answers how many members
-- changed level. A member's own evaluation does not wait for the merchant's: it answers 0.
CREATE OR REPLACE FUNCTION vip_evaluate(p_merchant bigint, p_now timestamptz, p_member bigint)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  s vip_settings;
  v_today date;
  v_top integer;
  v_changed integer;
  v_timezone text;
BEGIN
  SELECT * INTO s FROM vip_settings WHERE merchant_id = p_merchant AND is_enabled;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  IF p_member IS NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('vip_evaluate:' || p_merchant, 0));
  ELSIF NOT pg_try_advisory_xact_lock(hashtextextended('vip_evaluate:' || p_merchant, 0)) THEN
    -- The merchant's evaluation is under way, this member's included.
    RETURN 0;
  END IF;
  SELECT (p_now AT TIME ZONE m.timezone)::date, m.timezone INTO v_today, v_timezone
    FROM merchants m WHERE m.id = p_merchant;
  SELECT coalesce(max(l.rank), 0) INTO v_top FROM vip_levels l WHERE l.merchant_id = p_merchant;
  WITH deposits AS (
    SELECT d.member_id, sum(d.deposit_minor) AS deposit_minor
      FROM agent_member_days d
      WHERE d.merchant_id = p_merchant AND d.day > v_today - s.window_days AND d.day <= v_today
        AND (p_member IS NULL OR d.member_id = p_member) AND d.deposit_minor > 0
      GROUP BY d.member_id
  ), bets AS (
    SELECT f.member_id, sum(f.bet_minor) AS bet_minor
      FROM round_figures(p_merchant, p_member,
        (v_today - s.window_days + 1)::timestamp AT TIME ZONE v_timezone,
        (v_today + 1)::timestamp AT TIME ZONE v_timezone) f
      GROUP BY f.member_id
  ), totals AS (
    SELECT coalesce(d.member_id, b.member_id) AS member_id,
        coalesce(d.deposit_minor, 0) AS deposit_minor, coalesce(b.bet_minor, 0) AS bet_minor
      FROM deposits d FULL JOIN bets b ON b.member_id = d.member_id
      WHERE coalesce(d.deposit_minor, 0) > 0 OR coalesce(b.bet_minor, 0) > 0
  ), known AS (
    SELECT v.* FROM vip_members v
      WHERE v.merchant_id = p_merchant AND (p_member IS NULL OR v.member_id = p_member)
        AND (v.rank > 0 OR v.deposit_minor > 0 OR v.valid_bet_minor > 0)
  ), candidates AS (
    SELECT coalesce(t.member_id, k.member_id) AS member_id,
        coalesce(t.deposit_minor, 0) AS deposit_minor, coalesce(t.bet_minor, 0) AS bet_minor,
        least(coalesce(k.rank, 0), v_top) AS rank, coalesce(k.best_rank, 0) AS best_rank,
        k.grace_until, k.reached_at,
        CASE WHEN k.pinned_rank IS NOT NULL THEN least(k.pinned_rank, v_top) END AS pinned_rank
      FROM totals t FULL JOIN known k ON k.member_id = t.member_id
  ), judged AS (
    SELECT c.*,
        (SELECT coalesce(max(l.rank), 0) FROM vip_levels l
          WHERE l.merchant_id = p_merchant AND c.deposit_minor >= l.deposit_min_minor
            AND c.bet_minor >= l.valid_bet_min_minor) AS reach,
        c.rank = 0 OR c.rank <= coalesce(c.pinned_rank, 0) OR EXISTS (SELECT 1 FROM vip_levels l
          WHERE l.merchant_id = p_merchant AND l.rank = c.rank
            AND c.deposit_minor >= l.keep_deposit_min_minor
            AND c.bet_minor >= l.keep_valid_bet_min_minor) AS keeps
      FROM candidates c
  ), decided AS (
    SELECT j.*,
        CASE
          WHEN j.reach >= j.rank THEN j.reach
          WHEN j.keeps THEN j.rank
          WHEN j.grace_until IS NULL AND s.grace_days > 0 THEN j.rank
          WHEN j.grace_until > p_now THEN j.rank
          ELSE greatest(j.reach, coalesce(j.pinned_rank, 0))
        END AS new_rank,
        CASE
          WHEN j.reach >= j.rank OR j.keeps THEN NULL
          WHEN j.grace_until IS NULL AND s.grace_days > 0
            THEN p_now + make_interval(days => s.grace_days)
          WHEN j.grace_until > p_now THEN j.grace_until
        END AS new_grace
      FROM judged j
  ), upgrades AS (
    INSERT INTO vip_bonuses (merchant_id, member_id, kind, rank, period, amount_minor,
        turnover_multiple, created_at, expires_at)
      SELECT p_merchant, d.member_id, 'upgrade', l.rank, 'rank-' || l.rank,
          l.upgrade_bonus_minor, l.turnover_multiple, p_now,
          p_now + make_interval(days => s.claim_days)
        FROM decided d JOIN vip_levels l ON l.merchant_id = p_merchant
          AND l.rank > d.best_rank AND l.rank <= d.new_rank
        WHERE l.upgrade_bonus_minor > 0
      ON CONFLICT (member_id, kind, period) DO NOTHING
  ), saved AS (
    INSERT INTO vip_members AS v (member_id, merchant_id, rank, best_rank, reached_at,
        grace_until, pinned_rank, deposit_minor, valid_bet_minor, evaluated_at)
      SELECT d.member_id, p_merchant, d.new_rank, greatest(d.best_rank, d.new_rank),
          CASE WHEN d.new_rank <> d.rank THEN p_now ELSE d.reached_at END, d.new_grace,
          d.pinned_rank, d.deposit_minor, d.bet_minor, p_now
        FROM decided d
      ON CONFLICT (member_id) DO UPDATE SET rank = EXCLUDED.rank,
          best_rank = greatest(v.best_rank, EXCLUDED.best_rank), reached_at = EXCLUDED.reached_at,
          grace_until = EXCLUDED.grace_until, deposit_minor = EXCLUDED.deposit_minor,
          valid_bet_minor = EXCLUDED.valid_bet_minor, evaluated_at = EXCLUDED.evaluated_at
        WHERE (v.rank, v.grace_until, v.deposit_minor, v.valid_bet_minor)
          IS DISTINCT FROM (EXCLUDED.rank, EXCLUDED.grace_until, EXCLUDED.deposit_minor,
            EXCLUDED.valid_bet_minor)
  )
  SELECT count(*) FILTER (WHERE d.new_rank <> d.rank) INTO v_changed FROM decided d;
  INSERT INTO vip_bonuses (merchant_id, member_id, kind, rank, period, amount_minor,
      turnover_multiple, created_at, expires_at)
    SELECT p_merchant, v.member_id, k.kind, v.rank, k.period, k.amount_minor,
        l.turnover_multiple, p_now, p_now + make_interval(days => s.claim_days)
      FROM vip_members v
      JOIN vip_levels l ON l.merchant_id = v.merchant_id AND l.rank = v.rank
      CROSS JOIN LATERAL (VALUES
          ('weekly', to_char(v_today, 'IYYY-"W"IW'), l.weekly_bonus_minor),
          ('monthly', to_char(v_today, 'YYYY-MM'), l.monthly_bonus_minor)
        ) k (kind, period, amount_minor)
      WHERE v.merchant_id = p_merchant AND v.rank > 0 AND k.amount_minor > 0
        AND (p_member IS NULL OR v.member_id = p_member)
    ON CONFLICT (member_id, kind, period) DO NOTHING;
  RETURN v_changed;
END
$$;
