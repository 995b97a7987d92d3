-- Many wins of one round at once (a shared round's settlement: every player's win of a table
-- round), each what vendor_wallet_call() makes of a win, set-wise: recorded once per
-- transaction uuid (a repeat that is the same moves nothing, another refuses), its referenced
-- bet the member's and not rolled back (locked, so a rollback waits), the money moved from the
-- house's shard to the player's wallet through ledger transfers whose balances-after follow in
-- id order, and the players' game rounds closed with their payouts. A refusal raises SQLSTATE
-- KH001 with the protocol status, and nothing of the call is left.
CREATE OR REPLACE FUNCTION vendor_wallet_wins(
  p_merchant bigint,
  p_vassalage text,
  p_currency text,
  p_round text,
  p_game text,
  p_at timestamptz,
  p_members bigint[],
  p_uuids text[],
  p_references text[],
  p_amounts bigint[],
  p_play_money boolean[]
) RETURNS TABLE (paid bigint, moved_member_ids bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_bad text;
  v_index integer;
  v_new text[];
  v_shard record;
  v_players bigint[];
  v_houses bigint[];
  v_movers bigint[];
  v_moving text[];
  v_amounts bigint[];
BEGIN
  -- The referenced bets, locked in id order, then each checked.
  PERFORM 1 FROM vendor_transactions v
    WHERE v.merchant_id = p_merchant AND v.vassalage = p_vassalage
      AND v.transaction_uuid = ANY (p_references)
    ORDER BY v.id FOR UPDATE;
  -- One index lookup per win: a join of thousands here may be planned as a scan per win.
  FOR v_index IN 1 .. coalesce(cardinality(p_references), 0) LOOP
    IF NOT EXISTS (SELECT 1 FROM vendor_transactions v
        WHERE v.merchant_id = p_merchant AND v.vassalage = p_vassalage
          AND v.transaction_uuid = p_references[v_index] AND v.kind = 'bet'
          AND v.member_id = p_members[v_index] AND v.rolled_back_by IS NULL) THEN
      v_bad := p_references[v_index];
      EXIT;
    END IF;
  END LOOP;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' USING ERRCODE = 'KH001';
  END IF;

  WITH recorded AS (
    INSERT INTO vendor_transactions (merchant_id, vassalage, transaction_uuid, kind, member_id,
        round, game_code, currency, amount_minor, reference_transaction_uuid, is_free)
      SELECT p_merchant, p_vassalage, x.uuid, 'win', x.member, p_round, p_game, p_currency,
          x.amount, x.ref, false
        FROM unnest(p_members, p_uuids, p_references, p_amounts) AS x(member, uuid, ref, amount)
      ON CONFLICT (merchant_id, vassalage, transaction_uuid) DO NOTHING
      RETURNING transaction_uuid)
  SELECT coalesce(array_agg(transaction_uuid), '{}') INTO v_new FROM recorded;
  -- Recorded before: the same win again is a repeat; anything else under its uuid refuses.
  SELECT x.uuid INTO v_bad
    FROM unnest(p_members, p_uuids, p_references, p_amounts) AS x(member, uuid, ref, amount)
    LEFT JOIN unnest(v_new) AS n(uuid) ON n.uuid = x.uuid
    WHERE n.uuid IS NULL
      AND NOT EXISTS (SELECT 1 FROM vendor_transactions v
        WHERE v.merchant_id = p_merchant AND v.vassalage = p_vassalage
          AND v.transaction_uuid = x.uuid AND v.kind = 'win' AND v.member_id = x.member
          AND v.amount_minor = x.amount AND v.currency = p_currency
          AND v.round IS NOT DISTINCT FROM p_round
          AND v.game_code IS NOT DISTINCT FROM p_game
          AND v.reference_transaction_uuid IS NOT DISTINCT FROM x.ref)
    LIMIT 1;
  IF v_bad IS NOT NULL THEN
    RAISE EXCEPTION 'RS_ERROR_DUPLICATE_TRANSACTION' USING ERRCODE = 'KH001';
  END IF;

  -- The house's shards the new wins come from, opened when missing.
  FOR v_shard IN
    SELECT DISTINCT (x.member % 16)::smallint AS shard, x.play AS is_play
      FROM unnest(p_members, p_uuids, p_amounts, p_play_money) AS x(member, uuid, amount, play)
      JOIN unnest(v_new) AS n(uuid) ON n.uuid = x.uuid
      WHERE x.amount > 0
  LOOP
    PERFORM vendor_wallet_account(p_merchant, 'house',
      CASE WHEN v_shard.is_play THEN 'play_money' ELSE 'games' END, NULL, v_shard.shard,
      p_currency, true);
  END LOOP;

  -- What moves: each new win above nothing, from its house shard to its player's wallet.
  SELECT coalesce(array_agg(p.id ORDER BY x.member, x.uuid), '{}'),
      coalesce(array_agg(h.id ORDER BY x.member, x.uuid), '{}'),
      coalesce(array_agg(x.member ORDER BY x.member, x.uuid), '{}'),
      coalesce(array_agg(x.uuid ORDER BY x.member, x.uuid), '{}'),
      coalesce(array_agg(x.amount ORDER BY x.member, x.uuid), '{}')
    INTO v_players, v_houses, v_movers, v_moving, v_amounts
    FROM unnest(p_members, p_uuids, p_amounts, p_play_money) AS x(member, uuid, amount, play)
    LEFT JOIN ledger_accounts p ON p.merchant_id = p_merchant
      AND p.kind = CASE WHEN x.play THEN 'play_money' ELSE 'player' END AND p.purpose = ''
      AND p.member_id = x.member AND p.shard = 0 AND p.currency = p_currency
    LEFT JOIN ledger_accounts h ON h.merchant_id = p_merchant AND h.kind = 'house'
      AND h.purpose = CASE WHEN x.play THEN 'play_money' ELSE 'games' END
      AND h.member_id IS NULL AND h.shard = (x.member % 16)::smallint
      AND h.currency = p_currency
    JOIN unnest(v_new) AS n(uuid) ON n.uuid = x.uuid
    WHERE x.amount > 0;
  IF array_position(v_players, NULL) IS NOT NULL OR array_position(v_houses, NULL) IS NOT NULL THEN
    -- A win's member has no wallet: they never bet, which the references ruled out.
    RAISE EXCEPTION 'vendor wallet: a win of round % has no wallet to go to', p_round;
  END IF;

  -- The players' wallets, then the house's shards, each in id order: the order a bet takes them.
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_players) ORDER BY a.id FOR UPDATE;
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY (v_houses) ORDER BY a.id FOR UPDATE;

  -- Each transfer's balances-after as if made one by one, in the order of their ids.
  WITH m AS (
    SELECT * FROM unnest(v_players, v_houses, v_movers, v_moving, v_amounts)
      AS m(player, house, member, uuid, amount)),
  made AS (
    INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id,
        amount_minor, kind, reference, idempotency_key, debit_balance_after,
        credit_balance_after)
      SELECT p_merchant, m.house, m.player, m.amount, 'win',
          'vendor:' || p_vassalage || ':' || p_round,
          'vendor-wallet:' || p_merchant || ':' || p_vassalage || ':' || m.uuid,
          h.balance_minor - sum(m.amount) OVER (PARTITION BY m.house ORDER BY m.member, m.uuid),
          p.balance_minor + sum(m.amount) OVER (PARTITION BY m.player ORDER BY m.member, m.uuid)
        FROM m
        JOIN ledger_accounts h ON h.id = m.house
        JOIN ledger_accounts p ON p.id = m.player
        ORDER BY m.house, m.member, m.uuid
      RETURNING id),
  credited AS (
    UPDATE ledger_accounts a SET balance_minor = a.balance_minor + t.total
      FROM (SELECT player, sum(amount) AS total FROM m GROUP BY player) t
      WHERE a.id = t.player
      RETURNING a.id)
  UPDATE ledger_accounts a SET balance_minor = a.balance_minor - t.total
    FROM (SELECT house, sum(amount) AS total FROM m GROUP BY house) t
    WHERE a.id = t.house;

  INSERT INTO game_rounds AS r (merchant_id, vassalage, round, member_id, game_code, currency,
      stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
    SELECT p_merchant, p_vassalage, p_round, x.member, p_game, p_currency, 0, sum(x.amount),
        true, p_at, p_at, bool_or(x.play)
      FROM unnest(p_members, p_uuids, p_amounts, p_play_money) AS x(member, uuid, amount, play)
      JOIN unnest(v_new) AS n(uuid) ON n.uuid = x.uuid
      GROUP BY x.member
    ON CONFLICT (merchant_id, vassalage, round, member_id) DO UPDATE SET
      payout_minor = r.payout_minor + excluded.payout_minor,
      is_closed = true,
      closed_at = coalesce(r.closed_at, excluded.closed_at);

  RETURN QUERY SELECT cardinality(v_new)::bigint,
    (SELECT coalesce(array_agg(DISTINCT member), '{}') FROM unnest(v_movers) AS member);
END
$$;
