-- Lottery draws nobody can know early (issue 33). Each game's local day commits to all its
-- seeds at once: a hash chain (packages/games/src/lottery/commitments.ts) whose head is
-- published when the day's first periods are made, before the day starts. A chained period
-- (scheme 2) holds no seed until it is drawn: the seeds are derived from a key kept outside
-- the database, so reading the database before a draw tells nothing of it. The sheet is drawn
-- from the seed and the digest of every ticket accepted for the period, fixed at lock.
CREATE TABLE lottery_seed_chains (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lottery_game_id bigint NOT NULL REFERENCES lottery_games (id),
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  day             text NOT NULL CHECK (day ~ '^[0-9]{8}$'),
  length          integer NOT NULL CHECK (length BETWEEN 1 AND 1440),
  head_hash       text NOT NULL CHECK (head_hash ~ '^[0-9a-f]{64}$'),
  published_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lottery_game_id, day)
);

ALTER TABLE lottery_periods
  ADD COLUMN scheme smallint NOT NULL DEFAULT 1 CHECK (scheme IN (1, 2)),
  ADD COLUMN chain_id bigint REFERENCES lottery_seed_chains (id),
  ADD COLUMN chain_index integer CHECK (chain_index BETWEEN 1 AND 1440),
  ADD COLUMN tickets_digest text CHECK (tickets_digest ~ '^[0-9a-f]{64}$'),
  ADD COLUMN ticket_count integer CHECK (ticket_count >= 0),
  -- What a cancelled period would have drawn, revealed with its seed at its draw time.
  ADD COLUMN void_sheet jsonb,
  ALTER COLUMN seed DROP NOT NULL,
  ALTER COLUMN seed_hash DROP NOT NULL,
  ADD CONSTRAINT lottery_periods_chained
    CHECK ((scheme = 2) = (chain_id IS NOT NULL AND chain_index IS NOT NULL)),
  ADD CONSTRAINT lottery_periods_scheme_1_seeded
    CHECK (scheme = 2 OR (seed IS NOT NULL AND seed_hash IS NOT NULL)),
  -- A chained period's seed is stored only once it is revealed: drawn, or cancelled and due.
  ADD CONSTRAINT lottery_periods_seed_revealed
    CHECK (scheme = 1 OR (seed IS NOT NULL) = (status IN ('drawn', 'settled') OR void_sheet IS NOT NULL)),
  ADD CONSTRAINT lottery_periods_digest_drawn
    CHECK (scheme = 1 OR seed IS NULL OR tickets_digest IS NOT NULL),
  ADD CONSTRAINT lottery_periods_void_sheet
    CHECK (void_sheet IS NULL OR status = 'cancelled');
ALTER TABLE lottery_periods ALTER COLUMN scheme DROP DEFAULT;
CREATE UNIQUE INDEX lottery_periods_chain_place ON lottery_periods (chain_id, chain_index);
-- Cancelled periods whose seed and would-be sheet are still to reveal.
CREATE INDEX lottery_periods_reveal_due ON lottery_periods (draws_at)
  WHERE status = 'cancelled' AND void_sheet IS NULL;

-- The public list of cancelled periods, latest first.
CREATE INDEX lottery_periods_cancelled ON lottery_periods (merchant_id, cancelled_at DESC)
  WHERE status = 'cancelled';

-- Periods made ahead under the old scheme that nobody could bet on yet are made again, chained.
DELETE FROM lottery_periods AS p
WHERE p.status = 'open' AND p.opens_at > now()
  AND NOT EXISTS (SELECT 1 FROM lottery_tickets AS t WHERE t.period_id = p.id);

-- No selective cancelling: after betting closes a period is cancelled only when a second
-- operator approves a request with its reason. Every cancellation is a row here (one operator
-- before lock), and all are listed publicly with their reasons.
CREATE TABLE lottery_period_cancels (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  period_id    bigint NOT NULL REFERENCES lottery_periods (id),
  reason       text NOT NULL CHECK (length(reason) BETWEEN 3 AND 300),
  is_after_lock boolean NOT NULL,
  status       text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'lapsed')),
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL,
  decided_by   bigint REFERENCES operators (id),
  decided_at   timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (NOT is_after_lock OR status <> 'approved' OR decided_by <> requested_by)
);
-- One cancellation asked or made per period at a time.
CREATE UNIQUE INDEX lottery_period_cancels_open ON lottery_period_cancels (period_id)
  WHERE status IN ('pending', 'approved');
CREATE INDEX lottery_period_cancels_merchant ON lottery_period_cancels (merchant_id, status, id DESC);
