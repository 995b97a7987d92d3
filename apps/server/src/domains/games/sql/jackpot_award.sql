-- Pays the jackpot to a round whose draw hit. The pool: every shard, locked in shard order,
-- gathered into the winner's shard, paid to the member, then the seed from the house. Called with
-- the merchant's jackpot row locked, so two winning spins award one after the other: the second
-- wins what the first left (the seed and what came in since), never the same money twice.
-- Answers the amount paid (0: empty pool).
CREATE OR REPLACE FUNCTION jackpot_award(
  p_merchant bigint,
  p_member bigint,
  p_currency text,
  p_round bigint,
  p_request uuid,
  p_game text,
  p_draw bigint,
  p_odds integer,
  p_seed bigint,
  p_games_account bigint,
  p_pool_account bigint,
  p_at timestamptz
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_key text := 'jackpot:' || p_merchant || ':' || p_member || ':' || p_request;
  v_shard record;
  v_total bigint;
  v_player bigint;
  v_move record;
BEGIN
  FOR v_shard IN
    SELECT a.id, a.balance_minor FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.kind = 'house' AND a.purpose = 'jackpot'
        AND a.member_id IS NULL AND a.currency = p_currency
      ORDER BY a.shard
      FOR UPDATE
  LOOP
    IF v_shard.id <> p_pool_account AND v_shard.balance_minor > 0 THEN
      PERFORM 1 FROM ledger_transfer(p_merchant, v_shard.id, p_pool_account,
        v_shard.balance_minor, 'jackpot_gather', 'jackpot:' || p_round,
        v_key || ':gather:' || v_shard.id);
    END IF;
  END LOOP;
  SELECT a.balance_minor INTO v_total FROM ledger_accounts a WHERE a.id = p_pool_account;
  IF v_total > 0 THEN
    v_player := vendor_wallet_account(p_merchant, 'player', '', p_member, 0::smallint,
      p_currency, true);
    SELECT * INTO v_move FROM ledger_transfer(p_merchant, p_pool_account, v_player, v_total,
      'jackpot_win', 'vendor:KHELA:' || p_request, v_key || ':win');
    IF v_move.outcome <> 'new' THEN
      RAISE EXCEPTION 'jackpot: the award of round % was paid already', p_round;
    END IF;
    INSERT INTO jackpot_wins (merchant_id, member_id, house_round_id, game_code, amount_minor,
        currency, draw, odds_one_in, transfer_id, created_at)
      VALUES (p_merchant, p_member, p_round, p_game, v_total, p_currency, p_draw, p_odds,
        v_move.transfer_id, coalesce(p_at, now()));
  END IF;
  IF p_seed > 0 THEN
    PERFORM 1 FROM ledger_transfer(p_merchant, p_games_account, p_pool_account, p_seed,
      'jackpot_seed', 'jackpot:' || p_round, v_key || ':seed');
  END IF;
  RETURN coalesce(v_total, 0);
END
$$;
