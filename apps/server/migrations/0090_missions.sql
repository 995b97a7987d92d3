-- Missions (issue 36): daily, weekly and event goals a member reaches by playing and paying in,
-- each claimed once per period for a reward (through the ledger, with its turnover) and a score
-- that ranks the members on the mission leaderboard. Progress is not stored: it is read from
-- the events themselves (credited deposits, closed rounds, invited friends' first deposits) in
-- the mission's window, so the spin path carries nothing for it.

CREATE TABLE missions (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  -- The name per language ({"bn": …, "en": …, "th": …}); the merchant's default is the fallback.
  names             jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object'),
  period            text NOT NULL CHECK (period IN ('day', 'week', 'event')),
  kind              text NOT NULL CHECK (kind IN ('deposit', 'bet', 'play', 'win_streak', 'invite')),
  -- bet: the game type counted (none: every type); play: the game (none: any game).
  game_type         text CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS',
                                              'LOTT', 'ELOTT', 'COCKFIGHT')),
  vassalage         text,
  game_code         text,
  -- Minor units for deposit and bet, a count for the others.
  target            bigint NOT NULL CHECK (target > 0),
  reward_minor      bigint NOT NULL CHECK (reward_minor > 0),
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  score             integer NOT NULL DEFAULT 10 CHECK (score BETWEEN 0 AND 100000),
  -- An event mission runs between these; a daily or weekly one may be bounded by them too.
  starts_at         timestamptz,
  ends_at           timestamptz,
  sort_order        integer NOT NULL DEFAULT 0,
  is_active         boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CHECK (period <> 'event' OR (starts_at IS NOT NULL AND ends_at IS NOT NULL)),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  CHECK ((vassalage IS NULL) = (game_code IS NULL)),
  CHECK (kind = 'play' OR game_code IS NULL),
  CHECK (kind = 'bet' OR game_type IS NULL)
);
CREATE INDEX missions_merchant ON missions (merchant_id, sort_order, id);

-- A mission claimed by a member for one of its periods (a day, an ISO week, or the event).
CREATE TABLE mission_claims (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  mission_id        bigint NOT NULL REFERENCES missions (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  period            text NOT NULL CHECK (length(period) BETWEEN 1 AND 20),
  request_id        uuid NOT NULL,
  progress          bigint NOT NULL CHECK (progress >= 0),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple BETWEEN 0 AND 100),
  score             integer NOT NULL CHECK (score >= 0),
  transfer_id       bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at        timestamptz NOT NULL,
  UNIQUE (mission_id, member_id, period),
  UNIQUE (member_id, request_id)
);
CREATE INDEX mission_claims_member ON mission_claims (member_id, id DESC);
-- The leaderboard and the desk's report: a merchant's claims by time.
CREATE INDEX mission_claims_merchant ON mission_claims (merchant_id, created_at);

-- Deposits credited to a member, by the time they were credited (a deposit mission's window).
CREATE INDEX deposit_orders_member_approved ON deposit_orders (member_id, decided_at)
  WHERE status = 'approved';
