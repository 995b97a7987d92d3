-- The catalogue's lists (saved games, searchable names) and the in-house vendor's provably-fair
-- rounds. Recent games are read from game_sessions (one per launch).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Every name of a game and its code, lower-cased, for the case-insensitive name search.
ALTER TABLE games ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(coalesce(names ->> 'en', '') || ' ' || coalesce(names ->> 'bn', '') || ' ' ||
        coalesce(names ->> 'th', '') || ' ' || code)
) STORED;
CREATE INDEX games_search ON games USING gin (search_text gin_trgm_ops);
-- Lists filter by type (and vendor) and page in sort order.
DROP INDEX games_by_type;
CREATE INDEX games_listing ON games (merchant_id, game_type, vassalage, sort_order, id)
  WHERE status <> 'disabled';
CREATE INDEX games_by_type ON games (merchant_id, game_type, sort_order, id)
  WHERE status <> 'disabled';
CREATE INDEX games_hot ON games (merchant_id, game_type, sort_order, id)
  WHERE is_hot AND status <> 'disabled';

-- A member's saved games (the favourites tab).
CREATE TABLE game_favourites (
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  game_id     bigint NOT NULL REFERENCES games (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_member ON game_favourites (merchant_id, member_id, created_at DESC);

-- Rounds played with play money (trial accounts) stay out of real-money reports.
ALTER TABLE game_rounds ADD COLUMN is_play_money boolean NOT NULL DEFAULT false;

-- A member's provably-fair seed pairs for the in-house games: one active (rotated_at null),
-- its server seed secret until rotated; next_nonce counts the spins played under it.
CREATE TABLE house_seed_pairs (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id      bigint NOT NULL REFERENCES merchants (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  next_nonce       integer NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  rotated_at       timestamptz
);
CREATE UNIQUE INDEX house_seed_pairs_active ON house_seed_pairs (merchant_id, member_id)
  WHERE rotated_at IS NULL;
CREATE INDEX house_seed_pairs_member ON house_seed_pairs (merchant_id, member_id, id DESC);

-- A round of an in-house slot: the paid spin and the free spins it triggered, with the nonces
-- they used. request_id is the client's key for the spin and the round id on the protocol.
-- The round is stored in the same transaction as its bet ('settling'); the win closes it
-- ('closed'), and a job resends the win of rounds a crash left settling. The launch token is
-- the vendor's to keep for those calls, as any vendor keeps it.
CREATE TABLE house_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  username      text NOT NULL,
  game_code     text NOT NULL,
  request_id    uuid NOT NULL,
  session_token text NOT NULL,
  seed_pair_id  bigint NOT NULL REFERENCES house_seed_pairs (id),
  first_nonce   integer NOT NULL CHECK (first_nonce >= 0),
  nonce_count   integer NOT NULL CHECK (nonce_count >= 1),
  bet_minor     bigint NOT NULL CHECK (bet_minor > 0),
  win_minor     bigint NOT NULL CHECK (win_minor >= 0),
  currency      text NOT NULL,
  is_play_money boolean NOT NULL,
  spins         jsonb NOT NULL CHECK (jsonb_typeof(spins) = 'array'),
  status        text NOT NULL DEFAULT 'settling' CHECK (status IN ('settling', 'closed')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, member_id, request_id),
  UNIQUE (seed_pair_id, first_nonce)
);
CREATE INDEX house_rounds_member ON house_rounds (merchant_id, member_id, game_code, id DESC);
CREATE INDEX house_rounds_settling ON house_rounds (created_at) WHERE status = 'settling';

-- Where a seamless vendor's game opens: a URL template with {token}, {game}, {lang},
-- {currency} and {user}; a relative one is served from a launch CDN of the merchant.
ALTER TABLE vendor_wallets ADD COLUMN launch_url_template text
  CHECK (launch_url_template ~ '^(https://|/)\S+$' AND length(launch_url_template) <= 500);
