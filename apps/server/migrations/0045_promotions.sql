-- Promotions (issue 7): a merchant's offers, in every language it speaks, with a schedule and
-- a bonus rule. A promotion is taken up by applying (an operator reviews the application), by
-- claiming (an instant bonus) or by a raffle (an instant draw among weighted prizes).
CREATE TABLE promotions (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants (id),
  category            text NOT NULL CHECK (category IN ('welcome', 'deposit', 'rebate', 'raffle', 'vip', 'event')),
  kind                text NOT NULL CHECK (kind IN ('apply', 'claim', 'raffle')),
  image_url           text NOT NULL CHECK (length(image_url) BETWEEN 1 AND 500),
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz,
  is_published        boolean NOT NULL DEFAULT false,
  -- The bonus: a fixed amount, or a share (basis points) of a qualifying deposit made since the
  -- start, at least deposit_min_minor, capped at bonus_cap_minor.
  bonus_type          text NOT NULL CHECK (bonus_type IN ('fixed', 'percent')),
  bonus_minor         bigint CHECK (bonus_minor > 0),
  bonus_basis_points  integer CHECK (bonus_basis_points BETWEEN 1 AND 100000),
  bonus_cap_minor     bigint CHECK (bonus_cap_minor > 0),
  deposit_min_minor   bigint CHECK (deposit_min_minor > 0),
  -- A raffle's prizes and their weights, side by side.
  prizes_minor        bigint[] NOT NULL DEFAULT '{}',
  prize_weights       integer[] NOT NULL DEFAULT '{}',
  -- The bonus must be wagered this many times before a withdrawal.
  turnover_multiple   integer NOT NULL DEFAULT 0 CHECK (turnover_multiple BETWEEN 0 AND 100),
  sort_order          integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (bonus_type <> 'fixed' OR kind = 'raffle' OR bonus_minor IS NOT NULL),
  CHECK (bonus_type <> 'percent' OR (bonus_basis_points IS NOT NULL AND bonus_cap_minor IS NOT NULL
    AND deposit_min_minor IS NOT NULL)),
  CHECK (cardinality(prizes_minor) = cardinality(prize_weights)),
  CHECK (kind <> 'raffle' OR cardinality(prizes_minor) BETWEEN 1 AND 10)
);
CREATE INDEX promotions_merchant ON promotions (merchant_id, sort_order, id);

-- A promotion's name, summary and terms (cleaned rich text) in one language.
CREATE TABLE promotion_texts (
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  language     text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  summary      text NOT NULL CHECK (length(summary) <= 300),
  terms        text NOT NULL CHECK (length(terms) <= 50000),
  PRIMARY KEY (promotion_id, language)
);

-- A member's take-up of a promotion: an application (applying, then issued or rejected), a
-- claim (claimed) or a raffle entry (joined). One live entry per member and promotion; a
-- rejected application stays as history and the member may apply again.
CREATE TABLE promotion_entries (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  promotion_id   bigint NOT NULL REFERENCES promotions (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  status         text NOT NULL CHECK (status IN ('applying', 'rejected', 'issued', 'claimed', 'joined')),
  remark         text NOT NULL DEFAULT '' CHECK (length(remark) <= 140),
  deposit_minor  bigint CHECK (deposit_minor > 0),
  bonus_minor    bigint CHECK (bonus_minor > 0),
  turnover_minor bigint CHECK (turnover_minor >= 0),
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3,5}$'),
  transfer_id    bigint REFERENCES ledger_transfers (id),
  reject_reason  text CHECK (length(reject_reason) <= 300),
  decided_by     bigint REFERENCES operators (id),
  decided_at     timestamptz,
  created_at     timestamptz NOT NULL,
  CHECK ((status IN ('issued', 'claimed', 'joined')) = (transfer_id IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
CREATE UNIQUE INDEX promotion_entries_live ON promotion_entries (promotion_id, member_id)
  WHERE status <> 'rejected';
CREATE INDEX promotion_entries_member ON promotion_entries (merchant_id, member_id, id DESC);
CREATE INDEX promotion_entries_queue ON promotion_entries (merchant_id, status, id);

-- What a member attached to an application: png or jpeg, 5 MB at most, three per entry. Kept
-- private: shown only to the merchant's operators.
CREATE TABLE promotion_entry_images (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  entry_id     bigint NOT NULL REFERENCES promotion_entries (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes        bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 5242880),
  created_at   timestamptz NOT NULL
);
CREATE INDEX promotion_entry_images_entry ON promotion_entry_images (entry_id, id);
