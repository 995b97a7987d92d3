-- Issue 4, second half: withdrawals, transfers between members and into vendor wallets,
-- turnover requirements, manual adjustments, automatic payment gateways, and a hash-chained
-- operator action log.

-- Each merchant's wallet rules (minor units of its currency). The defaults are the demo's and
-- the row is created the first time a merchant's rules are read.
CREATE TABLE wallet_rules (
  merchant_id               bigint PRIMARY KEY REFERENCES merchants (id),
  withdraw_min_minor        bigint NOT NULL DEFAULT 50000 CHECK (withdraw_min_minor > 0),
  withdraw_max_minor        bigint NOT NULL DEFAULT 2500000,
  withdraw_daily_count_max  integer NOT NULL DEFAULT 5 CHECK (withdraw_daily_count_max BETWEEN 1 AND 1000),
  withdraw_daily_max_minor  bigint NOT NULL DEFAULT 10000000 CHECK (withdraw_daily_max_minor > 0),
  -- A deposit asks for this share of its amount in bets before a withdrawal (100 = 1x).
  deposit_turnover_percent  integer NOT NULL DEFAULT 100 CHECK (deposit_turnover_percent BETWEEN 0 AND 10000),
  -- A disbursed withdrawal the player has not confirmed counts as received after this.
  receipt_minutes           integer NOT NULL DEFAULT 60 CHECK (receipt_minutes BETWEEN 1 AND 10080),
  payout_accounts_max       integer NOT NULL DEFAULT 5 CHECK (payout_accounts_max BETWEEN 1 AND 20),
  transfer_min_minor        bigint NOT NULL DEFAULT 100 CHECK (transfer_min_minor > 0),
  transfer_max_minor        bigint NOT NULL DEFAULT 10000000,
  -- Manual adjustments of at least this need a second operator.
  adjustment_dual_minor     bigint NOT NULL DEFAULT 1000000 CHECK (adjustment_dual_minor > 0),
  updated_at                timestamptz NOT NULL DEFAULT now(),
  CHECK (withdraw_max_minor >= withdraw_min_minor),
  CHECK (transfer_max_minor >= transfer_min_minor)
);

-- A 'transfer' vendor keeps the player's money in its own wallet (GCS_walletTransfer moves it
-- there and back); a 'seamless' one debits the main wallet per bet (vendor wallet protocol).
ALTER TABLE vendors ADD COLUMN wallet_mode text NOT NULL DEFAULT 'seamless'
  CHECK (wallet_mode IN ('seamless', 'transfer'));

-- A player's money held at a transfer vendor is a ledger account of its own (purpose = the
-- vendor's vassalage in lower case); like every player-side account it never goes below zero.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
    WHERE conrelid = 'ledger_accounts'::regclass AND contype = 'c'
      AND pg_get_constraintdef(oid) LIKE '%kind%'
  LOOP
    EXECUTE format('ALTER TABLE ledger_accounts DROP CONSTRAINT %I', c.conname);
  END LOOP;
END
$$;
ALTER TABLE ledger_accounts
  ADD CONSTRAINT ledger_accounts_kind CHECK
    (kind IN ('player', 'play_money', 'pending_withdrawal', 'vendor_wallet', 'house')),
  ADD CONSTRAINT ledger_accounts_house_has_no_member CHECK ((kind = 'house') = (member_id IS NULL)),
  ADD CONSTRAINT ledger_accounts_purpose CHECK ((kind IN ('house', 'vendor_wallet')) = (purpose <> '')),
  ADD CONSTRAINT ledger_accounts_never_negative CHECK (kind = 'house' OR balance_minor >= 0);

-- Listing a player's statement by time.
CREATE INDEX ledger_transfers_debit_time ON ledger_transfers (debit_account_id, created_at DESC);
CREATE INDEX ledger_transfers_credit_time ON ledger_transfers (credit_account_id, created_at DESC);

-- Bets a player owes before withdrawing: each deposit (and later each bonus) adds one; they
-- are met in order by the bets made since the oldest one still open.
CREATE TABLE turnover_requirements (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  source         text NOT NULL CHECK (source IN ('deposit', 'bonus', 'adjustment')),
  reference      text NOT NULL CHECK (length(reference) <= 200),
  required_minor bigint NOT NULL CHECK (required_minor >= 0),
  created_at     timestamptz NOT NULL,
  met_at         timestamptz,
  UNIQUE (merchant_id, reference)
);
CREATE INDEX turnover_requirements_open ON turnover_requirements (member_id, created_at)
  WHERE met_at IS NULL;

-- Withdrawals go to the player's own payout accounts, named as the player (payee name).
ALTER TABLE payment_methods ADD COLUMN allows_withdrawal boolean NOT NULL DEFAULT true;

CREATE TABLE payout_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  member_id      bigint NOT NULL REFERENCES members (id),
  method_id      bigint NOT NULL REFERENCES payment_methods (id),
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (account_number ~ '^[A-Za-z0-9 -]{3,60}$'),
  bank_name      text CHECK (length(bank_name) BETWEEN 1 AND 100),
  created_at     timestamptz NOT NULL,
  UNIQUE (member_id, method_id, account_number)
);

-- A withdrawal: held at once (wallet → pending withdrawal), approved or rejected (the hold
-- returns), disbursed (the hold leaves to the house cash account), then confirmed by the
-- player (received, partially received, not received) or by time (auto_received). A dispute
-- (partial or not received) is resolved by finance: the missing part refunded, or confirmed paid.
CREATE TABLE withdrawals (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchants (id),
  member_id           bigint NOT NULL REFERENCES members (id),
  payout_account_id   bigint NOT NULL REFERENCES payout_accounts (id),
  amount_minor        bigint NOT NULL CHECK (amount_minor > 0),
  currency            text NOT NULL,
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved',
    'rejected', 'disbursed', 'received', 'partially_received', 'not_received', 'auto_received',
    'resolved')),
  idempotency_key     text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 100),
  created_at          timestamptz NOT NULL,
  approved_at         timestamptz,
  approved_by         bigint REFERENCES operators (id),
  rejected_at         timestamptz,
  rejected_by         bigint REFERENCES operators (id),
  reject_reason       text CHECK (length(reject_reason) <= 300),
  disbursed_at        timestamptz,
  disbursed_by        bigint REFERENCES operators (id),
  payout_reference    text CHECK (length(payout_reference) <= 100),
  receipt_due_at      timestamptz,
  receipt_at          timestamptz,
  received_minor      bigint CHECK (received_minor >= 0),
  receipt_note        text CHECK (length(receipt_note) <= 300),
  resolution          text CHECK (resolution IN ('refunded', 'paid_confirmed')),
  refund_minor        bigint CHECK (refund_minor > 0),
  resolved_at         timestamptz,
  resolved_by         bigint REFERENCES operators (id),
  resolution_note     text CHECK (length(resolution_note) <= 300),
  hold_transfer_id    bigint NOT NULL REFERENCES ledger_transfers (id),
  release_transfer_id bigint REFERENCES ledger_transfers (id),
  refund_transfer_id  bigint REFERENCES ledger_transfers (id),
  UNIQUE (merchant_id, member_id, idempotency_key),
  CHECK (received_minor IS NULL OR received_minor <= amount_minor),
  CHECK ((status IN ('rejected', 'disbursed', 'received', 'partially_received', 'not_received',
    'auto_received', 'resolved')) = (release_transfer_id IS NOT NULL)),
  CHECK ((resolution = 'refunded') = (refund_transfer_id IS NOT NULL))
);
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_queue ON withdrawals (merchant_id, status, id);
CREATE INDEX withdrawals_receipt_due ON withdrawals (receipt_due_at) WHERE status = 'disbursed';

-- What the player sent to show a payment did not (fully) arrive: png or jpeg, 5 MB at most,
-- three per withdrawal.
CREATE TABLE withdrawal_proofs (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes         bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 5242880),
  created_at    timestamptz NOT NULL
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id, id);

-- A manual balance change by an operator, always with a reason; above the merchant's
-- threshold it waits for a second, different operator.
CREATE TABLE balance_adjustments (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id     bigint NOT NULL REFERENCES merchants (id),
  member_id       bigint NOT NULL REFERENCES members (id),
  direction       text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  currency        text NOT NULL,
  reason          text NOT NULL CHECK (length(reason) BETWEEN 3 AND 300),
  status          text NOT NULL CHECK (status IN ('awaiting_approval', 'applied', 'rejected')),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 100),
  requested_by    bigint NOT NULL REFERENCES operators (id),
  requested_at    timestamptz NOT NULL,
  decided_by      bigint REFERENCES operators (id),
  decided_at      timestamptz,
  transfer_id     bigint REFERENCES ledger_transfers (id),
  UNIQUE (merchant_id, idempotency_key),
  CHECK ((status = 'applied') = (transfer_id IS NOT NULL)),
  -- The second operator is never the first.
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX balance_adjustments_queue ON balance_adjustments (merchant_id, status, id);

-- Automatic payment gateways: a channel may be served by one; the gateway confirms payments
-- by a signed callback and the order is credited without finance.
CREATE TABLE payment_gateways (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants (id),
  code         text NOT NULL CHECK (code ~ '^[a-z0-9_]{2,30}$'),
  adapter      text NOT NULL CHECK (adapter ~ '^[a-z0-9_]{2,30}$'),
  pay_url      text NOT NULL CHECK (pay_url ~ '^https?://'),
  secret       text NOT NULL CHECK (length(secret) >= 32),
  is_enabled   boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_id, code)
);
ALTER TABLE payment_channels ADD COLUMN gateway_id bigint REFERENCES payment_gateways (id);
ALTER TABLE deposit_orders
  ALTER COLUMN receiving_account_id DROP NOT NULL,
  ADD COLUMN gateway_reference text CHECK (length(gateway_reference) <= 100),
  ADD CONSTRAINT deposit_orders_gateway_reference UNIQUE (merchant_id, gateway_reference);

-- The operator action log is tamper-evident: each row carries the hash of the one before it
-- and of its own content, and rows are never changed or removed.
ALTER TABLE operator_actions ADD COLUMN previous_hash bytea, ADD COLUMN hash bytea;

CREATE FUNCTION operator_action_hash(p_previous bytea, p_row operator_actions) RETURNS bytea
LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(convert_to(concat_ws('|', encode(coalesce(p_previous, ''::bytea), 'hex'),
    p_row.id, p_row.operator_id, p_row.merchant_id, p_row.action, p_row.target,
    p_row.detail::text, to_char(p_row.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')),
    'UTF8'))
$$;

-- The actions logged so far start the chain.
DO $$
DECLARE
  r operator_actions%ROWTYPE;
  v_previous bytea;
BEGIN
  FOR r IN SELECT * FROM operator_actions ORDER BY id LOOP
    UPDATE operator_actions SET previous_hash = v_previous,
        hash = operator_action_hash(v_previous, r)
      WHERE id = r.id RETURNING hash INTO v_previous;
  END LOOP;
END
$$;
ALTER TABLE operator_actions ALTER COLUMN hash SET NOT NULL;

CREATE FUNCTION operator_actions_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One writer at a time extends the chain.
  PERFORM pg_advisory_xact_lock(hashtext('operator_actions_chain'));
  SELECT hash INTO NEW.previous_hash FROM operator_actions ORDER BY id DESC LIMIT 1;
  NEW.hash := operator_action_hash(NEW.previous_hash, NEW);
  RETURN NEW;
END
$$;
CREATE TRIGGER operator_actions_chain BEFORE INSERT ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION operator_actions_chain();

CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME;
END
$$;
CREATE TRIGGER operator_actions_no_change BEFORE UPDATE OR DELETE ON operator_actions
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER operator_actions_no_truncate BEFORE TRUNCATE ON operator_actions
  FOR EACH STATEMENT EXECUTE FUNCTION forbid_change();
