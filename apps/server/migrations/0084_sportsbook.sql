-- The in-house sportsbook (issue 35): events of sports and esports with their markets and
-- selections (decimal odds in thousandths), bets of one leg or many (tickets), each merchant's
-- limits and odds feed. Its money moves through the vendor wallet as the in-house vendor
-- KSPORTS: a ticket is a game round of its own.

CREATE TABLE sb_settings (
  merchant_id bigint PRIMARY KEY REFERENCES merchants (id),
  min_stake_minor bigint NOT NULL DEFAULT 1000 CHECK (min_stake_minor > 0),
  max_stake_selection_minor bigint NOT NULL DEFAULT 50000000 CHECK (max_stake_selection_minor > 0),
  max_stake_market_minor bigint NOT NULL DEFAULT 100000000 CHECK (max_stake_market_minor > 0),
  max_stake_event_minor bigint NOT NULL DEFAULT 200000000 CHECK (max_stake_event_minor > 0),
  max_stake_member_event_minor bigint NOT NULL DEFAULT 5000000
    CHECK (max_stake_member_event_minor > 0),
  max_payout_minor bigint NOT NULL DEFAULT 100000000 CHECK (max_payout_minor > 0),
  max_payout_day_minor bigint NOT NULL DEFAULT 500000000 CHECK (max_payout_day_minor > 0),
  max_legs smallint NOT NULL DEFAULT 12 CHECK (max_legs BETWEEN 2 AND 20),
  in_play_delay_s smallint NOT NULL DEFAULT 5 CHECK (in_play_delay_s BETWEEN 0 AND 30),
  is_cash_out_offered boolean NOT NULL DEFAULT true,
  cash_out_margin_bp integer NOT NULL DEFAULT 500 CHECK (cash_out_margin_bp BETWEEN 0 AND 5000),
  feed_url text CHECK (feed_url ~ '^https?://[^[:space:]"''<>]+$' AND length(feed_url) <= 300),
  is_feed_on boolean NOT NULL DEFAULT false,
  feed_cursor text CHECK (length(feed_cursor) <= 200),
  feed_read_at timestamptz,
  feed_error text CHECK (length(feed_error) <= 300),
  feed_messages bigint NOT NULL DEFAULT 0,
  feed_recoveries integer NOT NULL DEFAULT 0,
  -- The server reading the feed now, until its lease runs out (one reader at a time).
  feed_owner text CHECK (length(feed_owner) <= 60),
  feed_lease_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sb_competitions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  sport text NOT NULL CHECK (sport ~ '^[a-zA-Z0-9]{2,20}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  UNIQUE (merchant_id, sport, name)
);

CREATE TABLE sb_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  sport text NOT NULL CHECK (sport ~ '^[a-zA-Z0-9]{2,20}$'),
  competition_id bigint NOT NULL REFERENCES sb_competitions (id),
  home text NOT NULL CHECK (length(home) BETWEEN 1 AND 80),
  away text NOT NULL CHECK (length(away) BETWEEN 1 AND 80),
  starts_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'live', 'suspended', 'ended', 'cancelled')),
  score_home integer CHECK (score_home >= 0),
  score_away integer CHECK (score_away >= 0),
  score_detail text CHECK (length(score_detail) <= 60),
  -- When it last stopped taking bets: a bet held for the in-play delay across it is refused.
  stopped_at timestamptz,
  -- The feed's event id and the last sequence applied.
  feed_ref text CHECK (length(feed_ref) BETWEEN 1 AND 60),
  feed_seq integer NOT NULL DEFAULT 0,
  cancel_reason text CHECK (length(cancel_reason) <= 200),
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, feed_ref)
);
CREATE INDEX sb_events_listing ON sb_events (merchant_id, status, starts_at);

CREATE TABLE sb_markets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  event_id bigint NOT NULL REFERENCES sb_events (id),
  kind text NOT NULL CHECK (kind ~ '^[a-zA-Z0-9]{2,30}$'),
  line integer,
  period smallint CHECK (period BETWEEN 1 AND 10),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'settled', 'void')),
  version integer NOT NULL DEFAULT 1,
  stopped_at timestamptz,
  feed_ref text CHECK (length(feed_ref) BETWEEN 1 AND 60),
  settlements integer NOT NULL DEFAULT 0,
  -- The settlement whose tickets have all been paid: behind `settlements`, the payment is
  -- still to do (the settlement job finishes it after a crash).
  paid_through integer NOT NULL DEFAULT 0,
  settled_at timestamptz,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, feed_ref)
);
CREATE INDEX sb_markets_event ON sb_markets (event_id, sort_order, id);
CREATE INDEX sb_markets_unpaid ON sb_markets (id) WHERE paid_through < settlements;

CREATE TABLE sb_selections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market_id bigint NOT NULL REFERENCES sb_markets (id),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 40),
  name text CHECK (length(name) BETWEEN 1 AND 80),
  odds_milli integer NOT NULL CHECK (odds_milli BETWEEN 1001 AND 1000000),
  result text CHECK (result IN ('win', 'lose', 'void', 'halfWin', 'halfLose')),
  dead_heat smallint CHECK (dead_heat BETWEEN 2 AND 20),
  -- Stakes of every member's bets on it (singles and legs of multiples): its limit's count.
  staked_minor bigint NOT NULL DEFAULT 0,
  sort_order smallint NOT NULL DEFAULT 0,
  UNIQUE (market_id, key)
);

CREATE TABLE sb_member_factors (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- Hundredths of the normal limits (10: a tenth; 0: no bets).
  factor integer NOT NULL CHECK (factor BETWEEN 0 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id)
);

CREATE TABLE sb_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('single', 'multiple')),
  book text NOT NULL CHECK (book IN ('sports', 'esports')),
  currency text NOT NULL,
  stake_minor bigint NOT NULL CHECK (stake_minor > 0),
  odds_milli bigint NOT NULL CHECK (odds_milli > 1000),
  potential_minor bigint NOT NULL CHECK (potential_minor >= stake_minor),
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'won', 'lost', 'void', 'cashedOut')),
  -- What it has paid so far (stake included); a resettlement moves it to the new figure.
  paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0),
  -- Taken back on a resettlement beyond the player's balance: owed, for the operator.
  unrecovered_minor bigint NOT NULL DEFAULT 0 CHECK (unrecovered_minor >= 0),
  settlements integer NOT NULL DEFAULT 0,
  is_play_money boolean NOT NULL,
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (merchant_id, member_id, request_id)
);
CREATE INDEX sb_tickets_member ON sb_tickets (member_id, status, id DESC);
CREATE INDEX sb_tickets_merchant ON sb_tickets (merchant_id, id DESC);

CREATE TABLE sb_legs (
  ticket_id bigint NOT NULL REFERENCES sb_tickets (id),
  leg smallint NOT NULL,
  selection_id bigint NOT NULL REFERENCES sb_selections (id),
  market_id bigint NOT NULL REFERENCES sb_markets (id),
  event_id bigint NOT NULL REFERENCES sb_events (id),
  odds_milli integer NOT NULL CHECK (odds_milli BETWEEN 1001 AND 1000000),
  PRIMARY KEY (ticket_id, leg)
);
CREATE INDEX sb_legs_market ON sb_legs (market_id, ticket_id);
CREATE INDEX sb_legs_selection ON sb_legs (selection_id);
CREATE INDEX sb_legs_event ON sb_legs (event_id, ticket_id);

-- Settlements of a market, each one audited: who (an operator, or the feed), the results and
-- what moved.
CREATE TABLE sb_settlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  market_id bigint NOT NULL REFERENCES sb_markets (id),
  number integer NOT NULL,
  results jsonb NOT NULL,
  operator_id bigint REFERENCES operators (id),
  source text NOT NULL CHECK (source IN ('console', 'feed')),
  reason text CHECK (length(reason) <= 200),
  tickets integer NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  unrecovered_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market_id, number)
);

-- Its wins may each be of their own round (a sportsbook ticket is one): made again from source.
DROP FUNCTION IF EXISTS vendor_wallet_wins(bigint, text, text, text, text, timestamptz, bigint[], text[], text[], bigint[], boolean[]);
