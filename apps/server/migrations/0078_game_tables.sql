-- Shared-round tables (issue 34): every player at a table bets in the same window and one
-- result settles them all. A table's rounds follow each other (betting window, then the
-- result); each UTC day of a table has a seed chain published before the day (like the
-- lottery's, packages/games lottery/commitments.ts), round n of the day using seed n.
-- Baccarat and dragon tiger deal from a shoe shuffled from the seed of the round it began at.
CREATE TABLE game_tables (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id             bigint NOT NULL REFERENCES merchants (id),
  -- The game's code in the catalogue (games.code under the KTABLES vendor).
  code                    text NOT NULL CHECK (code ~ '^[a-z0-9-]{2,40}$'),
  game                    text NOT NULL
    CHECK (game IN ('baccarat', 'baccaratNoCommission', 'dragonTiger', 'roulette', 'sicBo')),
  status                  text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  betting_ms              integer NOT NULL CHECK (betting_ms BETWEEN 5000 AND 120000),
  result_ms               integer NOT NULL CHECK (result_ms BETWEEN 3000 AND 60000),
  min_stake_minor         bigint NOT NULL CHECK (min_stake_minor > 0),
  max_stake_minor         bigint NOT NULL CHECK (max_stake_minor >= min_stake_minor),
  -- Per area kind ('tie', 'straight', 'triple', …): {"minStakeMinor": …, "maxStakeMinor": …}.
  area_limits             jsonb NOT NULL DEFAULT '{}',
  -- The most a round may pay out on any result, stakes included.
  max_round_payout_minor  bigint NOT NULL CHECK (max_round_payout_minor > 0),
  sort_order              integer NOT NULL DEFAULT 0,
  created_at              timestamptz NOT NULL DEFAULT now(),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

CREATE TABLE table_seed_chains (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_id     bigint NOT NULL REFERENCES game_tables (id),
  day          text NOT NULL CHECK (day ~ '^[0-9]{8}$'),
  length       integer NOT NULL CHECK (length BETWEEN 1 AND 10800),
  head_hash    text NOT NULL CHECK (head_hash ~ '^[0-9a-f]{64}$'),
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (table_id, day)
);

-- A shoe: shuffled from the seed of the round it began at; its seed shown once it ends.
CREATE TABLE table_shoes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_id     bigint NOT NULL REFERENCES game_tables (id),
  chain_id     bigint NOT NULL REFERENCES table_seed_chains (id),
  seed_index   integer NOT NULL CHECK (seed_index >= 1),
  -- The number of the round it began at (its label names it).
  number       text NOT NULL,
  seed_hash    text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  cut_at       integer NOT NULL CHECK (cut_at > 0),
  card_count   integer NOT NULL CHECK (card_count > cut_at),
  cursor       integer NOT NULL DEFAULT 0 CHECK (cursor >= 0 AND cursor <= card_count),
  status       text NOT NULL DEFAULT 'dealing' CHECK (status IN ('dealing', 'ended')),
  seed         text CHECK (seed ~ '^[0-9a-f]{64}$'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  ended_at     timestamptz,
  CONSTRAINT table_shoes_seed_shown CHECK ((seed IS NOT NULL) = (status = 'ended')),
  UNIQUE (chain_id, seed_index)
);
CREATE UNIQUE INDEX table_shoes_dealing ON table_shoes (table_id) WHERE status = 'dealing';

CREATE TABLE table_rounds (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  table_id         bigint NOT NULL REFERENCES game_tables (id),
  chain_id         bigint NOT NULL REFERENCES table_seed_chains (id),
  seed_index       integer NOT NULL CHECK (seed_index >= 1),
  number           text NOT NULL,
  opens_at         timestamptz NOT NULL,
  closes_at        timestamptz NOT NULL CHECK (closes_at > opens_at),
  status           text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'closed', 'resolved', 'settled', 'cancelled', 'refunded')),
  -- Cards: the shoe it deals from and where its cards began (known once dealt).
  shoe_id          bigint REFERENCES table_shoes (id),
  card_from        integer,
  -- SHA-256 of the seed it draws from (roulette, sic bo) or its shoe deals from.
  seed_hash        text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  -- Its own seed, shown once drawn or cancelled (roulette, sic bo; a shoe shows its own).
  seed             text CHECK (seed ~ '^[0-9a-f]{64}$'),
  result           jsonb,
  stake_minor      bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  payout_minor     bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  bet_count        integer NOT NULL DEFAULT 0,
  resolved_at      timestamptz,
  settled_at       timestamptz,
  cancelled_at     timestamptz,
  cancel_reason    text,
  cancelled_by     bigint REFERENCES operators (id),
  CONSTRAINT table_rounds_result CHECK ((result IS NOT NULL) = (status IN ('resolved', 'settled'))),
  CONSTRAINT table_rounds_cancel CHECK ((cancelled_at IS NOT NULL) = (status IN ('cancelled', 'refunded'))),
  UNIQUE (chain_id, seed_index)
);
-- One round of a table not yet over at a time (open, closed or resolved).
CREATE UNIQUE INDEX table_rounds_current ON table_rounds (table_id)
  WHERE status IN ('open', 'closed', 'resolved');
CREATE INDEX table_rounds_due ON table_rounds (closes_at) WHERE status IN ('open', 'closed', 'resolved');
CREATE INDEX table_rounds_refunds_due ON table_rounds (cancelled_at) WHERE status = 'cancelled';
CREATE INDEX table_rounds_history ON table_rounds (table_id, id DESC);

-- A round's exposure, split so that bets of different players do not wait on one row: the
-- payout of the round's bets on each outcome class (packages/games outcomeClasses), per shard of
-- members; a bet fits its shard's budget, or all shards are locked and the whole is counted.
-- The budgets never add up to more than the round's cap.
CREATE TABLE table_round_shards (
  round_id   bigint NOT NULL REFERENCES table_rounds (id),
  shard      smallint NOT NULL CHECK (shard BETWEEN 0 AND 7),
  exposure   bigint[] NOT NULL,
  budget     bigint NOT NULL,
  PRIMARY KEY (round_id, shard)
);

-- A player's bets: one row per area of a slip (the chips confirmed at once, one debit).
CREATE TABLE table_bets (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  round_id       bigint NOT NULL REFERENCES table_rounds (id),
  request_id     uuid NOT NULL,
  area           text NOT NULL CHECK (length(area) BETWEEN 1 AND 32),
  stake_minor    bigint NOT NULL CHECK (stake_minor > 0),
  is_play_money  boolean NOT NULL,
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost', 'refunded')),
  return_milli   integer CHECK (return_milli >= 0),
  win_minor      bigint CHECK (win_minor >= 0),
  created_at     timestamptz NOT NULL,
  settled_at     timestamptz,
  UNIQUE (merchant_id, member_id, request_id, area)
);
CREATE INDEX table_bets_round ON table_bets (round_id, member_id);
CREATE INDEX table_bets_member ON table_bets (member_id, round_id DESC);
