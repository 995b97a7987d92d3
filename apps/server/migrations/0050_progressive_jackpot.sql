-- The progressive jackpot of the in-house slots (issue 7, spec §2 Home jackpot widget).
--
-- A merchant's jackpot: a share of every real-money in-house stake (basis points, 1/100 %) moves
-- from the house's games account to the jackpot pool (ledger accounts kind 'house', purpose
-- 'jackpot', spread over the same 16 shards as the games account, member id mod 16, so a spin
-- queues on no row the spin did not already queue on). A paid spin wins the whole pool when its
-- own provably-fair stream says so (packages/games jackpot.ts: the first four bytes of HMAC
-- round 1 as `draw`; a hit when draw × odds_one_in < 2³²); the pool is then paid to the member
-- ('jackpot_win') and starts again from the seed, paid by the house. All of it happens inside
-- house_play_round(), in the round's statement: it commits with the round or not at all, and
-- a repeated round never reaches it.
--
-- When the merchant has no in-house games the site shows a display counter instead (spec §4):
-- it starts at display_start_minor at display_started_at and grows by a fixed step every 3 s.
CREATE TABLE jackpots (
  merchant_id         bigint PRIMARY KEY REFERENCES merchants (id),
  currency            text NOT NULL CHECK (currency ~ '^[A-Z]{3,5}$'),
  is_enabled          boolean NOT NULL DEFAULT true,
  share_basis_points  integer NOT NULL CHECK (share_basis_points BETWEEN 0 AND 2000),
  seed_minor          bigint NOT NULL CHECK (seed_minor BETWEEN 0 AND 1000000000000000),
  odds_one_in         integer NOT NULL CHECK (odds_one_in BETWEEN 1 AND 100000000),
  display_start_minor bigint NOT NULL CHECK (display_start_minor BETWEEN 0 AND 1000000000000000000),
  display_started_at  timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- Every award: the round that won it and the ledger transfer that paid it. One per round.
CREATE TABLE jackpot_wins (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  house_round_id bigint NOT NULL UNIQUE REFERENCES house_rounds (id),
  game_code      text NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  currency       text NOT NULL,
  draw           bigint NOT NULL CHECK (draw BETWEEN 0 AND 4294967295),
  odds_one_in    integer NOT NULL,
  transfer_id    bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jackpot_wins_merchant ON jackpot_wins (merchant_id, id DESC);
CREATE INDEX jackpot_wins_big ON jackpot_wins (merchant_id, amount_minor DESC);

-- What a round contributed and the draw it was judged by, so anyone can check it once the
-- pair's server seed is revealed (NULL: no jackpot was in force, or play money).
ALTER TABLE house_rounds
  ADD COLUMN jackpot_draw bigint CHECK (jackpot_draw BETWEEN 0 AND 4294967295),
  ADD COLUMN jackpot_odds_one_in integer,
  ADD COLUMN jackpot_contribution_minor bigint NOT NULL DEFAULT 0
    CHECK (jackpot_contribution_minor >= 0);

-- The winner board reads the biggest real-money wins; without this it read every round.
CREATE INDEX game_rounds_big_wins ON game_rounds (merchant_id, payout_minor DESC)
  WHERE payout_minor > 0 AND NOT is_play_money;

-- The pool: every shard, locked in shard order, gathered into the winner's shard, paid to the
-- member, then the seed from the house. Called with the merchant's jackpot row locked, so two
-- winning spins award one after the other: the second wins what the first left (the seed and
-- what came in since), never the same money twice. Answers the amount paid (0: empty pool).
CREATE FUNCTION jackpot_award(
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

-- A new jackpot: its settings and its pool's first seed, paid by the house, together. A
-- merchant that has one already keeps it (answers false).
CREATE FUNCTION jackpot_open(
  p_merchant bigint,
  p_currency text,
  p_is_enabled boolean,
  p_share integer,
  p_seed bigint,
  p_odds integer,
  p_display_start bigint
) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  v_opened bigint;
BEGIN
  INSERT INTO jackpots (merchant_id, currency, is_enabled, share_basis_points, seed_minor,
      odds_one_in, display_start_minor)
    VALUES (p_merchant, p_currency, p_is_enabled, p_share, p_seed, p_odds, p_display_start)
    ON CONFLICT (merchant_id) DO NOTHING
    RETURNING merchant_id INTO v_opened;
  IF v_opened IS NULL THEN
    RETURN false;
  END IF;
  IF p_seed > 0 THEN
    PERFORM 1 FROM ledger_transfer(p_merchant,
      vendor_wallet_account(p_merchant, 'house', 'games', NULL, 0::smallint, p_currency, true),
      vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, 0::smallint, p_currency, true),
      p_seed, 'jackpot_seed', 'jackpot:open', 'jackpot:' || p_merchant || ':open');
  END IF;
  RETURN true;
END
$$;

-- Contributions move in sweeps, not one ledger transfer per spin (bench/games.mjs: a spin with
-- its own contribution transfer fell from 41 % to 28 % of the debit script). A contributing round
-- adds one narrow row here; jackpot_sweep() moves what every such row of a merchant holds, per
-- shard, from the house's games account to the pool in one transfer each, and deletes the rows.
-- The minute job sweeps, and a winning spin sweeps first (its own round included) before it
-- takes the pool, so an award is always the whole jackpot; the counter the site shows is the
-- pool plus what waits here. (A flag on house_rounds instead cost the sweep a non-HOT update of
-- every round in every index: 34 % of the debit script against 40 % with this table.)
CREATE TABLE jackpot_contributions (
  merchant_id bigint NOT NULL,
  member_id bigint NOT NULL,
  currency text NOT NULL,
  round_id bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0)
);
CREATE INDEX jackpot_contributions_merchant ON jackpot_contributions (merchant_id, currency);

-- Sweeps a merchant's waiting contributions into its pool, with the jackpot's row locked so a
-- sweep and an award take turns (the row first, then the games shards: a winning spin takes
-- them in that order too). Rows of rounds still being played are not seen; the next sweep takes
-- them. Answers the amount moved.
CREATE FUNCTION jackpot_sweep(p_merchant bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_part record;
  v_total bigint := 0;
BEGIN
  PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  FOR v_part IN
    WITH swept AS (
      DELETE FROM jackpot_contributions WHERE merchant_id = p_merchant
        RETURNING member_id, currency, round_id, amount_minor)
    SELECT (member_id % 16)::smallint AS shard, currency,
        sum(amount_minor)::bigint AS amount_minor, max(round_id) AS last_round
      FROM swept GROUP BY 1, 2 ORDER BY 1, 2
  LOOP
    PERFORM 1 FROM ledger_transfer(p_merchant,
      vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_part.shard, v_part.currency,
        true),
      vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, v_part.shard,
        v_part.currency, true),
      v_part.amount_minor, 'jackpot_contribution', 'jackpot:sweep',
      'jackpot:' || p_merchant || ':sweep:' || v_part.shard || ':' || v_part.currency || ':'
        || v_part.last_round);
    v_total := v_total + v_part.amount_minor;
  END LOOP;
  RETURN v_total;
END
$$;

-- house_play_round as 0033 made it, with the jackpot: its settings read once, the round stored
-- with its draw and contribution (and a jackpot_contributions row), then the bet and the win,
-- and on a hit the sweep and the award. A winner takes the jackpot's row as soon as its draw
-- says it won, before any ledger account, as the sweep job does. p_jackpot_draw is the paid
-- spin's draw (the server computed it from the same pair as the reels).
DROP FUNCTION house_play_round(bigint, integer, integer, bigint, bigint, text, text, uuid, text,
  bigint, bigint, text, boolean, jsonb, vendor_call, vendor_call);

CREATE FUNCTION house_play_round(
  p_pair bigint,
  p_first_nonce integer,
  p_nonce_count integer,
  p_merchant bigint,
  p_member bigint,
  p_username text,
  p_game text,
  p_request uuid,
  p_token text,
  p_bet bigint,
  p_win bigint,
  p_currency text,
  p_is_play_money boolean,
  p_spins jsonb,
  p_bet_call vendor_call,
  p_win_call vendor_call,
  p_jackpot_draw bigint
) RETURNS TABLE (stored_id bigint, stored_at timestamptz, balance_after bigint,
  moved_ids bigint[], jackpot_win_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_round house_rounds%ROWTYPE;
  v_bet record;
  v_win record;
  v_jackpot jackpots%ROWTYPE;
  v_contribution bigint := 0;
  v_is_hit boolean := false;
  v_shard smallint := (p_member % 16)::smallint;
  v_games bigint;
  v_pool bigint;
  v_award bigint := 0;
  v_balance bigint;
  v_moved bigint[];
BEGIN
  -- The pair first: its row lock orders every round of the member, so two rounds never
  -- take the same nonces, and a round waiting here sees the nonces the other one took.
  UPDATE house_seed_pairs SET next_nonce = next_nonce + p_nonce_count
    WHERE id = p_pair AND next_nonce = p_first_nonce AND rotated_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seed pair % is no longer at nonce %', p_pair, p_first_nonce
      USING ERRCODE = 'KH003';
  END IF;
  IF NOT p_is_play_money AND p_jackpot_draw IS NOT NULL THEN
    SELECT * INTO v_jackpot FROM jackpots j
      WHERE j.merchant_id = p_merchant AND j.is_enabled AND j.currency = p_currency;
    IF v_jackpot.merchant_id IS NOT NULL THEN
      v_contribution := p_bet * v_jackpot.share_basis_points / 10000;
      v_is_hit := p_jackpot_draw * v_jackpot.odds_one_in < 4294967296;
    END IF;
  END IF;
  -- A winner takes the jackpot's row before any ledger account, as the sweep job does (then
  -- the games shards), so a winning spin and a sweep, or two winners, never deadlock.
  IF v_is_hit THEN
    PERFORM 1 FROM jackpots WHERE merchant_id = p_merchant FOR UPDATE;
  END IF;
  INSERT INTO house_rounds (merchant_id, member_id, username, game_code, request_id,
      session_token, seed_pair_id, first_nonce, nonce_count, bet_minor, win_minor, currency,
      is_play_money, spins, jackpot_draw, jackpot_odds_one_in, jackpot_contribution_minor)
    VALUES (p_merchant, p_member, p_username, p_game, p_request, p_token, p_pair,
      p_first_nonce, p_nonce_count, p_bet, p_win, p_currency, p_is_play_money, p_spins,
      CASE WHEN v_jackpot.merchant_id IS NOT NULL THEN p_jackpot_draw END,
      v_jackpot.odds_one_in, v_contribution)
    ON CONFLICT (merchant_id, member_id, request_id) DO NOTHING
    RETURNING * INTO v_round;
  IF v_round.id IS NULL THEN
    RAISE EXCEPTION 'round % was played already', p_request USING ERRCODE = 'KH002';
  END IF;
  IF v_contribution > 0 THEN
    INSERT INTO jackpot_contributions (merchant_id, member_id, currency, round_id, amount_minor)
      VALUES (p_merchant, p_member, p_currency, v_round.id, v_contribution);
  END IF;
  p_bet_call.is_round_by_caller := true;
  p_win_call.is_round_by_caller := true;
  SELECT * INTO v_bet FROM vendor_wallet_call(p_bet_call);
  SELECT * INTO v_win FROM vendor_wallet_call(p_win_call);
  INSERT INTO game_rounds AS r (merchant_id, vassalage, round, member_id, game_code, currency,
      stake_minor, payout_minor, is_closed, started_at, closed_at, is_play_money)
    VALUES (p_merchant, (p_bet_call).vassalage, (p_bet_call).round, p_member, p_game,
      p_currency, (p_bet_call).amount_minor, (p_win_call).amount_minor, true,
      (p_bet_call).at, (p_win_call).at, p_is_play_money)
    ON CONFLICT (merchant_id, vassalage, round, member_id) DO UPDATE SET
      stake_minor = r.stake_minor + excluded.stake_minor,
      payout_minor = r.payout_minor + excluded.payout_minor,
      is_closed = true,
      closed_at = coalesce(r.closed_at, excluded.closed_at);
  v_balance := v_win.balance_minor;
  v_moved := coalesce(v_bet.moved_member_ids, '{}') || coalesce(v_win.moved_member_ids, '{}');

  -- The contribution stays on the round until the sweep moves it (jackpot_sweep); a winner
  -- sweeps first, its own round included, so the award is the whole pool.
  IF v_jackpot.merchant_id IS NOT NULL AND v_is_hit THEN
    PERFORM jackpot_sweep(p_merchant);
    v_games := vendor_wallet_account(p_merchant, 'house', 'games', NULL, v_shard, p_currency,
      true);
    v_pool := vendor_wallet_account(p_merchant, 'house', 'jackpot', NULL, v_shard, p_currency,
      true);
    v_award := jackpot_award(p_merchant, p_member, p_currency, v_round.id, p_request, p_game,
      p_jackpot_draw, v_jackpot.odds_one_in, v_jackpot.seed_minor, v_games, v_pool,
      (p_win_call).at);
    IF v_award > 0 THEN
      SELECT a.balance_minor INTO v_balance FROM ledger_accounts a
        WHERE a.merchant_id = p_merchant AND a.kind = 'player' AND a.purpose = ''
          AND a.member_id = p_member AND a.shard = 0 AND a.currency = p_currency;
      v_moved := v_moved || p_member;
    END IF;
  END IF;

  RETURN QUERY SELECT v_round.id, v_round.created_at, v_balance, v_moved, v_award;
END
$$;
