-- Lottery games and their periods (spec §3 lottery item, §4; issue 6). A game draws on its
-- schedule (packages/games/src/lottery/schedule.ts: every 1, 3 or 5 minutes for elott, on
-- weekdays at a local time for the Vietnamese regional draws) a result sheet of its format.
-- Play types, odds (thousandths) and stake limits are the operator's, per game.
CREATE TABLE lottery_games (
  id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id                 bigint NOT NULL REFERENCES merchants (id),
  game_id                     text NOT NULL CHECK (game_id ~ '^[A-Z0-9_]{2,32}$'),
  names                       jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object'),
  prize_mode                  text NOT NULL CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA')),
  sheet_format                text NOT NULL
    CHECK (sheet_format IN ('vn-north', 'vn-south', 'elott-5')),
  menu_tag                    text NOT NULL CHECK (menu_tag ~ '^[a-z0-9_]{1,32}$'),
  tag                         text CHECK (tag IN ('hot', 'new')),
  is_hot                      boolean NOT NULL DEFAULT false,
  schedule                    jsonb NOT NULL CHECK (schedule ->> 'kind' IN ('interval', 'weekly')),
  play_types                  jsonb NOT NULL CHECK (jsonb_typeof(play_types) = 'object'),
  max_payout_per_period_minor bigint NOT NULL CHECK (max_payout_per_period_minor > 0),
  is_cancellable              boolean NOT NULL DEFAULT false,
  status                      text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'maintenance', 'disabled')),
  sort_order                  integer NOT NULL DEFAULT 0,
  created_at                  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, game_id)
);

-- A period (numero), made ahead by a job with a fresh seed whose SHA-256 is published while
-- it is open. Bets are taken until locks_at ('locked' is open past locks_at, by server time);
-- at draws_at a worker draws the sheet from the seed (status drawn, the seed is revealed),
-- then settlement pays the tickets (settled). A cancelled period refunds every stake.
CREATE TABLE lottery_periods (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lottery_game_id bigint NOT NULL REFERENCES lottery_games (id),
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  numero          text NOT NULL CHECK (numero ~ '^[0-9]{8}(-[0-9]{4})?$'),
  opens_at        timestamptz NOT NULL,
  locks_at        timestamptz NOT NULL,
  draws_at        timestamptz NOT NULL,
  seed            text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash       text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  status          text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'drawn', 'settled', 'cancelled')),
  sheet           jsonb,
  drawn_at        timestamptz,
  settled_at      timestamptz,
  UNIQUE (lottery_game_id, numero),
  CHECK (opens_at <= locks_at AND locks_at <= draws_at),
  CHECK ((status IN ('drawn', 'settled')) = (sheet IS NOT NULL AND drawn_at IS NOT NULL))
);
CREATE INDEX lottery_periods_due ON lottery_periods (draws_at) WHERE status = 'open';
CREATE INDEX lottery_periods_game ON lottery_periods (lottery_game_id, draws_at DESC);
