-- Moves the stakes' waiting shares into the pool in whole minor units: per shard and currency,
-- the sum of the waiting shares (in 1/10 000 of a minor unit) divided by 10 000 goes to the pool
-- in one transfer (its key names the shard's last round); the remainder, less than one minor
-- unit, waits again as one row of that shard with no round (it is part of many): a round's row is
-- swept once, so the last round of a sweep still names that sweep alone, even when a round that
-- began earlier commits after it. A sweep that finds only a remainder moves nothing and keeps it.
CREATE OR REPLACE FUNCTION jackpot_sweep(p_merchant bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_part record;
  v_total bigint := 0;
  v_whole bigint;
  v_rest bigint;
BEGIN
  PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  FOR v_part IN
    WITH swept AS (
      DELETE FROM jackpot_contributions WHERE merchant_id = p_merchant
        RETURNING member_id, currency, round_id, share_units)
    SELECT (member_id % 16)::smallint AS shard, currency, min(member_id) AS member_id,
        sum(share_units)::bigint AS share_units, max(round_id) AS last_round
      FROM swept GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    v_whole := v_part.share_units / 10000;
    v_rest := v_part.share_units % 10000;
    IF v_whole > 0 THEN
      PERFORM 1 FROM ledger_transfer(p_merchant,
        vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_part.shard, v_part.currency,
          true),
        vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, v_part.shard,
          v_part.currency, true),
        v_whole, 'jackpot_contribution', 'jackpot:sweep',
        'jackpot:' || p_merchant || ':sweep:' || v_part.shard || ':' || v_part.currency || ':'
          || v_part.last_round);
      v_total := v_total + v_whole;
    END IF;
    IF v_rest > 0 THEN
      INSERT INTO jackpot_contributions (merchant_id, member_id, currency, round_id, share_units)
        VALUES (p_merchant, v_part.member_id, v_part.currency, NULL, v_rest);
    END IF;
  END LOOP;
  RETURN v_total;
END
$$;
