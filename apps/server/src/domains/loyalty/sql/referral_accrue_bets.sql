-- Rewards a merchant's referrers (p_referrer: only that one's friends) for their friends' valid
-- bets of whole days of the merchant's time zone ended (five minutes' margin for rounds still
-- committing) since each link's watermark: per friend and day, the rate of the tier the
-- referrer is at now of the day's valid bets — the stakes of real-money rounds closed, none for
-- a round that paid its stake back — rounded down to the minor unit; a day is rewarded once (a
-- unique key) and the watermark moves to the day's end. Bets settled before the programme
-- started, or while it is off, never count; a rejected friend's never do; a flagged friend's
-- reward is withheld. One accrual of a merchant at a time. Answers how many rewards it made.
CREATE OR REPLACE FUNCTION referral_accrue_bets(p_merchant bigint, p_referrer bigint,
  p_now timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  s referral_settings;
  v_tz text;
  v_until timestamptz;
  v_made integer;
BEGIN
  SELECT * INTO s FROM referral_settings WHERE merchant_id = p_merchant;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(36008, (p_merchant % 2147483647)::int);
  SELECT m.timezone INTO v_tz FROM merchants m WHERE m.id = p_merchant;
  v_until := date_trunc('day', (p_now - interval '5 minutes') AT TIME ZONE v_tz) AT TIME ZONE v_tz;
  IF s.is_enabled THEN
    -- Friends with bets to reward are read for what they share with their referrer first.
    PERFORM referral_review(l.invitee_id) FROM referral_links l
      WHERE l.merchant_id = p_merchant AND (p_referrer IS NULL OR l.referrer_id = p_referrer)
        AND l.review = 'clear' AND l.bets_from < v_until
        AND EXISTS (SELECT 1 FROM game_rounds r
          WHERE r.member_id = l.invitee_id AND r.is_closed AND NOT r.is_play_money
            AND r.closed_at >= l.bets_from AND r.closed_at < v_until);
    WITH days AS (
      SELECT l.invitee_id, l.referrer_id, l.review,
          to_char(r.closed_at AT TIME ZONE v_tz, 'YYYY-MM-DD') AS day,
          sum(r.stake_minor) AS bet_minor
        FROM referral_links l
        JOIN game_rounds r ON r.member_id = l.invitee_id AND r.merchant_id = l.merchant_id
        WHERE l.merchant_id = p_merchant AND (p_referrer IS NULL OR l.referrer_id = p_referrer)
          AND l.review <> 'rejected' AND l.bets_from < v_until
          AND r.is_closed AND NOT r.is_play_money
          AND r.closed_at >= greatest(l.bets_from, s.started_at) AND r.closed_at < v_until
          AND r.stake_minor > 0 AND r.payout_minor <> r.stake_minor
        GROUP BY l.invitee_id, l.referrer_id, l.review, day
    ), counted AS (
      SELECT l.referrer_id, count(*)::integer AS qualified FROM referral_links l
        WHERE l.merchant_id = p_merchant AND (p_referrer IS NULL OR l.referrer_id = p_referrer)
          AND l.qualified_at IS NOT NULL AND l.review IN ('clear', 'released')
        GROUP BY l.referrer_id
    ), priced AS (
      SELECT d.*, t.invitees_min, t.bet_rate,
          floor(d.bet_minor * t.bet_rate / 10000)::bigint AS amount_minor
        FROM days d
        LEFT JOIN counted c ON c.referrer_id = d.referrer_id
        CROSS JOIN LATERAL referral_tier_of(p_merchant, coalesce(c.qualified, 0)) t
        WHERE t.invitees_min IS NOT NULL
    ), made AS (
      INSERT INTO referral_rewards (merchant_id, referrer_id, invitee_id, kind, period,
          tier_invitees_min, base_minor, rate, amount_minor, turnover_multiple, status,
          created_at, expires_at)
        SELECT p_merchant, p.referrer_id, p.invitee_id, 'bets', p.day, p.invitees_min,
            p.bet_minor, p.bet_rate, p.amount_minor, s.turnover_multiple,
            CASE WHEN p.review = 'flagged' THEN 'withheld' ELSE 'claimable' END, p_now,
            CASE WHEN p.review = 'flagged' THEN NULL
              ELSE p_now + make_interval(days => s.claim_days) END
          FROM priced p
          WHERE p.amount_minor > 0
        ON CONFLICT (invitee_id, kind, period) DO NOTHING
        RETURNING 1
    )
    SELECT count(*) INTO v_made FROM made;
  END IF;
  UPDATE referral_links SET bets_from = v_until
    WHERE merchant_id = p_merchant AND (p_referrer IS NULL OR referrer_id = p_referrer)
      AND bets_from < v_until;
  RETURN coalesce(v_made, 0);
END
$$;
