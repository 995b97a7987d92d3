-- The game catalogue and the vendor wallet protocol (Hub88-style seamless wallet): a vendor's
-- keys, the game sessions handed out at launch, every bet, win and rollback a vendor sent us,
-- and the rounds they make up (the betting record reads them).

-- Games of a vendor; a vendor (vassalage) of a merchant may list games under several types.
CREATE TABLE games (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  vassalage       text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  code            text NOT NULL CHECK (code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  game_type       text NOT NULL CHECK (game_type IN ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT')),
  game_classify   text NOT NULL DEFAULT 'SLOTS'
    CHECK (game_classify IN ('SLOTS', 'SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'BINGO', 'FISH', 'LIVE', 'OTHER')),
  -- The name per language ({"bn": …, "en": …, "th": …}); English is the fallback.
  names           jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'en'),
  min_bet_minor   bigint NOT NULL DEFAULT 1 CHECK (min_bet_minor > 0),
  line_count      integer NOT NULL DEFAULT 0 CHECK (line_count >= 0),
  is_hot          boolean NOT NULL DEFAULT false,
  image_path      text NOT NULL,
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'maintenance', 'disabled')),
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vassalage, code)
);
CREATE INDEX games_by_type ON games (merchant_id, game_type, sort_order, id);

-- A seamless vendor's keys: its public key checks the requests it signs; ours signs answers
-- (the vendor is given our public key).
CREATE TABLE vendor_wallets (
  merchant_id              bigint NOT NULL REFERENCES merchants (id),
  vassalage                text NOT NULL CHECK (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  vendor_public_key_pem    text NOT NULL,
  operator_private_key_pem text NOT NULL,
  operator_public_key_pem  text NOT NULL,
  created_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vassalage)
);

-- A launch hands the vendor a token naming member, game and currency; bets need it unexpired.
CREATE TABLE game_sessions (
  token_hash    bytea PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  vassalage     text NOT NULL,
  game_code     text NOT NULL,
  currency      text NOT NULL,
  is_play_money boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
CREATE INDEX game_sessions_member ON game_sessions (merchant_id, member_id, created_at DESC);

-- Every money call a vendor made, once per transaction_uuid. A tombstone stands for a rollback
-- of a bet we never saw, so the late bet is refused. rolled_back_by is set once, when a bet
-- is refunded; nothing else of a row ever changes.
CREATE TABLE vendor_transactions (
  id                         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id                bigint NOT NULL REFERENCES merchants (id),
  vassalage                  text NOT NULL,
  transaction_uuid           text NOT NULL CHECK (length(transaction_uuid) BETWEEN 1 AND 100),
  kind                       text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  member_id                  bigint NOT NULL REFERENCES members (id),
  round                      text,
  game_code                  text,
  currency                   text NOT NULL,
  amount_minor               bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  reference_transaction_uuid text,
  supplier_transaction_id    text,
  is_free                    boolean NOT NULL DEFAULT false,
  transfer_id                bigint REFERENCES ledger_transfers (id),
  rolled_back_by             bigint REFERENCES vendor_transactions (id),
  created_at                 timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, vassalage, transaction_uuid),
  CHECK (rolled_back_by IS NULL OR kind = 'bet')
);
CREATE INDEX vendor_transactions_reference
  ON vendor_transactions (merchant_id, vassalage, reference_transaction_uuid)
  WHERE reference_transaction_uuid IS NOT NULL;

-- A round as the player sees it: total stake and payout, closed when the vendor says so.
CREATE TABLE game_rounds (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  vassalage     text NOT NULL,
  round         text NOT NULL CHECK (length(round) BETWEEN 1 AND 100),
  member_id     bigint NOT NULL REFERENCES members (id),
  game_code     text NOT NULL,
  currency      text NOT NULL,
  stake_minor   bigint NOT NULL DEFAULT 0 CHECK (stake_minor >= 0),
  payout_minor  bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  is_closed     boolean NOT NULL DEFAULT false,
  started_at    timestamptz NOT NULL DEFAULT now(),
  closed_at     timestamptz,
  UNIQUE (merchant_id, vassalage, round, member_id)
);
CREATE INDEX game_rounds_member ON game_rounds (merchant_id, member_id, started_at DESC);
