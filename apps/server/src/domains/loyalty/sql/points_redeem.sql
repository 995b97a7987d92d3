-- A member redeems a reward of the point mall, all or nothing: the reward locked (what is
-- taken of its stock and the member's limit counted under the lock, so 200 at once for the last
-- one give it once), its points moved from the member to held, the redemption recorded in
-- process. A reward's stock is how many it gives in all: a redemption not rejected takes one.
-- A request id the member used for this reward answers that redemption (`repeat`) and moves
-- nothing; for another reward it is a `conflict`. Outcomes: new, repeat, conflict, unavailable
-- (no such active reward of the merchant), out_of_stock, limit (the member's redemptions of
-- it), address (an item needs one), insufficient.
CREATE OR REPLACE FUNCTION points_redeem(
  p_merchant bigint,
  p_member bigint,
  p_reward bigint,
  p_request text,
  p_address jsonb,
  p_at timestamptz
) RETURNS TABLE (outcome text, redemption_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_reward point_rewards%ROWTYPE;
  v_id bigint;
  v_count integer;
  v_moved record;
  v_earlier point_redemptions%ROWTYPE;
BEGIN
  SELECT * INTO v_earlier FROM point_redemptions r
    WHERE r.member_id = p_member AND r.request_id = p_request;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_earlier.reward_id = p_reward THEN 'repeat' ELSE 'conflict'
      END::text, v_earlier.id;
    RETURN;
  END IF;
  SELECT * INTO v_reward FROM point_rewards r
    WHERE r.id = p_reward AND r.merchant_id = p_merchant FOR UPDATE;
  IF NOT FOUND OR NOT v_reward.is_active OR NOT EXISTS (SELECT 1 FROM points_settings s
      WHERE s.merchant_id = p_merchant AND s.is_enabled) THEN
    RETURN QUERY SELECT 'unavailable'::text, NULL::bigint;
    RETURN;
  END IF;
  -- A racing request with the same id waited on the reward's lock: it is answered now.
  SELECT * INTO v_earlier FROM point_redemptions r
    WHERE r.member_id = p_member AND r.request_id = p_request;
  IF FOUND THEN
    RETURN QUERY SELECT CASE WHEN v_earlier.reward_id = p_reward THEN 'repeat' ELSE 'conflict'
      END::text, v_earlier.id;
    RETURN;
  END IF;
  IF v_reward.stock IS NOT NULL AND (SELECT count(*) FROM point_redemptions r
      WHERE r.reward_id = p_reward AND r.status <> 'rejected') >= v_reward.stock THEN
    RETURN QUERY SELECT 'out_of_stock'::text, NULL::bigint;
    RETURN;
  END IF;
  IF v_reward.member_limit IS NOT NULL THEN
    SELECT count(*) INTO v_count FROM point_redemptions r
      WHERE r.reward_id = p_reward AND r.member_id = p_member AND r.status <> 'rejected';
    IF v_count >= v_reward.member_limit THEN
      RETURN QUERY SELECT 'limit'::text, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  IF v_reward.kind = 'item' AND p_address IS NULL THEN
    RETURN QUERY SELECT 'address'::text, NULL::bigint;
    RETURN;
  END IF;
  -- The points first, under the redemption's id to be: not enough of them records nothing.
  v_id := nextval(pg_get_serial_sequence('point_redemptions', 'id'));
  SELECT * INTO v_moved FROM points_transfer(p_merchant,
    points_account(p_merchant, 'member', p_member), points_account(p_merchant, 'held', NULL),
    v_reward.points, p_member, 'redeem', v_reward.amount_minor, '',
    'redemption:' || v_id, 'redeem:' || v_id);
  IF v_moved.outcome <> 'new' THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO point_redemptions (id, merchant_id, member_id, reward_id, request_id, kind, texts,
      points, amount_minor, turnover_multiple, address, created_at)
    VALUES (v_id, p_merchant, p_member, p_reward, p_request, v_reward.kind, v_reward.texts,
      v_reward.points, v_reward.amount_minor, v_reward.turnover_multiple,
      CASE WHEN v_reward.kind = 'item' THEN p_address END, p_at);
  RETURN QUERY SELECT 'new'::text, v_id;
END
$$;
