-- Referral (invite friends): a member's personal code, the friends who registered with it, and
-- what their first deposits and valid bets earn the member by the merchant's tiers. A reward
-- is claimed once through the ledger; a friend who shares an address, a mobile number or a
-- device with the member is flagged and their rewards are withheld until an operator decides.

CREATE TABLE referral_settings (
  merchant_id         bigint PRIMARY KEY REFERENCES merchants (id),
  is_enabled          boolean NOT NULL DEFAULT false,
  -- A friend's first credited deposit of at least this much qualifies them (and pays the tier's
  -- first-deposit reward).
  qualify_deposit_minor bigint NOT NULL DEFAULT 1 CHECK (qualify_deposit_minor > 0),
  turnover_multiple   integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  -- A reward not claimed within this many days expires; none: never.
  claim_days          integer CHECK (claim_days BETWEEN 1 AND 365),
  -- Bets settled before the settings were first saved never count.
  started_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);

-- A tier applies from this many qualified friends on (the first tier from 0).
CREATE TABLE referral_tiers (
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  invitees_min         integer NOT NULL CHECK (invitees_min BETWEEN 0 AND 100000),
  first_deposit_minor  bigint NOT NULL CHECK (first_deposit_minor >= 0),
  -- Basis points of friends' valid bets (100 = 1 %).
  bet_rate             integer NOT NULL CHECK (bet_rate BETWEEN 0 AND 500),
  PRIMARY KEY (merchant_id, invitees_min)
);

-- A member's personal code, made the first time the member asks for it; never changes.
CREATE TABLE referral_codes (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9]{6,16}$'),
  created_at  timestamptz NOT NULL,
  UNIQUE (merchant_id, code)
);

-- A friend (invitee) registered with a member's (referrer's) code. review: clear (nothing
-- shared), flagged (rewards withheld), released or rejected by an operator.
CREATE TABLE referral_links (
  invitee_id        bigint PRIMARY KEY REFERENCES members (id),
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  referrer_id       bigint NOT NULL REFERENCES members (id),
  code              text NOT NULL,
  review            text NOT NULL DEFAULT 'clear'
    CHECK (review IN ('clear', 'flagged', 'released', 'rejected')),
  -- What the friend shares with the referrer: 'address', 'mobile', 'device'.
  signals           text[] NOT NULL DEFAULT '{}',
  qualified_at      timestamptz,
  first_deposit_minor bigint,
  -- Bets of rounds closed from here on are still to be rewarded (whole days are).
  bets_from         timestamptz NOT NULL,
  created_at        timestamptz NOT NULL,
  decided_at        timestamptz,
  decided_by        bigint REFERENCES operators (id),
  decision_reason   text CHECK (length(decision_reason) <= 300),
  CHECK (invitee_id <> referrer_id)
);
CREATE INDEX referral_links_referrer ON referral_links (referrer_id, created_at DESC);
CREATE INDEX referral_links_review ON referral_links (merchant_id, review, created_at DESC);

-- What a friend earned the referrer: the first deposit's reward once, a day's bets once.
-- status: withheld (a flagged friend), claimable, claimed, rejected (an operator refused it).
CREATE TABLE referral_rewards (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id       bigint NOT NULL REFERENCES merchants (id),
  referrer_id       bigint NOT NULL REFERENCES members (id),
  invitee_id        bigint NOT NULL REFERENCES members (id),
  kind              text NOT NULL CHECK (kind IN ('first_deposit', 'bets')),
  -- 'first' for a first deposit, the merchant's day (YYYY-MM-DD) for a day's bets.
  period            text NOT NULL CHECK (length(period) BETWEEN 1 AND 20),
  tier_invitees_min integer NOT NULL,
  base_minor        bigint NOT NULL CHECK (base_minor > 0),
  rate              integer NOT NULL CHECK (rate BETWEEN 0 AND 500),
  amount_minor      bigint NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL CHECK (turnover_multiple BETWEEN 0 AND 100),
  status            text NOT NULL CHECK (status IN ('withheld', 'claimable', 'claimed', 'rejected')),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz,
  request_id        uuid,
  transfer_id       bigint REFERENCES ledger_transfers (id),
  claimed_at        timestamptz,
  UNIQUE (invitee_id, kind, period),
  CHECK ((status = 'claimed') = (transfer_id IS NOT NULL)),
  CHECK ((status = 'claimed') = (request_id IS NOT NULL))
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id, id DESC);
CREATE INDEX referral_rewards_merchant ON referral_rewards (merchant_id, claimed_at)
  WHERE status = 'claimed';
