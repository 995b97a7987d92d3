-- The deposit desk (field practice): the operator's payment methods (bKash, Nagad, Rocket,
-- bank, USDT), their channels (Send Money, Cashout, ...) with limits and amount chips, and the
-- receiving accounts a channel rotates among. Amounts are minor units of the merchant currency.
CREATE TABLE payment_methods (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  code        text NOT NULL CHECK (code ~ '^[a-z0-9_]{2,30}$'),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  kind        text NOT NULL CHECK (kind IN ('mobile_money', 'bank', 'crypto')),
  icon_url    text,
  is_enabled  boolean NOT NULL DEFAULT true,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code)
);

CREATE TABLE payment_channels (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  method_id     bigint NOT NULL REFERENCES payment_methods (id),
  code          text NOT NULL CHECK (code ~ '^[a-z0-9_]{2,30}$'),
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  min_minor     bigint NOT NULL CHECK (min_minor > 0),
  max_minor     bigint NOT NULL,
  chips_minor   bigint[] NOT NULL DEFAULT ARRAY[]::bigint[],
  order_minutes integer NOT NULL DEFAULT 10 CHECK (order_minutes BETWEEN 1 AND 1440),
  is_enabled    boolean NOT NULL DEFAULT true,
  sort_order    integer NOT NULL DEFAULT 0,
  CHECK (max_minor >= min_minor),
  UNIQUE (method_id, code)
);

CREATE TABLE receiving_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id    bigint NOT NULL REFERENCES merchants (id),
  channel_id     bigint NOT NULL REFERENCES payment_channels (id),
  account_name   text NOT NULL CHECK (length(account_name) BETWEEN 1 AND 100),
  account_number text NOT NULL CHECK (length(account_number) BETWEEN 3 AND 100),
  is_enabled     boolean NOT NULL DEFAULT true,
  last_used_at   timestamptz,
  UNIQUE (channel_id, account_number)
);

-- A player's deposit: the order shows where to pay until it expires; the player submits the
-- TrxID and the paying number; finance approves (the ledger credits the wallet) or rejects.
-- A TrxID is accepted once per merchant, whatever became of the order that carried it.
CREATE TABLE deposit_orders (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  member_id            bigint NOT NULL REFERENCES members (id),
  channel_id           bigint NOT NULL REFERENCES payment_channels (id),
  receiving_account_id bigint NOT NULL REFERENCES receiving_accounts (id),
  amount_minor         bigint NOT NULL CHECK (amount_minor > 0),
  currency             text NOT NULL,
  status               text NOT NULL DEFAULT 'awaiting_payment'
    CHECK (status IN ('awaiting_payment', 'submitted', 'approved', 'rejected', 'expired')),
  idempotency_key      text NOT NULL CHECK (length(idempotency_key) BETWEEN 8 AND 100),
  trx_id               text CHECK (trx_id ~ '^[A-Za-z0-9]{6,40}$'),
  paying_number        text CHECK (length(paying_number) BETWEEN 3 AND 40),
  created_at           timestamptz NOT NULL,
  expires_at           timestamptz NOT NULL,
  submitted_at         timestamptz,
  decided_at           timestamptz,
  decided_by           bigint REFERENCES operators (id),
  reject_reason        text CHECK (length(reject_reason) <= 300),
  transfer_id          bigint REFERENCES ledger_transfers (id),
  UNIQUE (merchant_id, member_id, idempotency_key),
  CHECK ((status = 'approved') = (transfer_id IS NOT NULL))
);
CREATE UNIQUE INDEX deposit_orders_trx ON deposit_orders (merchant_id, upper(trx_id))
  WHERE trx_id IS NOT NULL;
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id DESC);
CREATE INDEX deposit_orders_queue ON deposit_orders (merchant_id, status, id);

-- Platform messages to a member (messageV2): deposit credited or refused, withdrawals, ...
-- The platform's own kinds keep only their values (params) and are worded in the reader's
-- language when read; an operator's message keeps its own title and body.
CREATE TABLE member_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchants (id),
  member_id   bigint NOT NULL REFERENCES members (id),
  kind        text NOT NULL CHECK (kind ~ '^[a-z_]{2,40}$'),
  params      jsonb NOT NULL DEFAULT '{}'::jsonb,
  title       text,
  body        text,
  CHECK (kind <> 'operator' OR (title IS NOT NULL AND body IS NOT NULL)),
  created_at  timestamptz NOT NULL,
  read_at     timestamptz
);
CREATE INDEX member_messages_member ON member_messages (member_id, id DESC);
CREATE INDEX member_messages_unread ON member_messages (member_id) WHERE read_at IS NULL;

-- Every back-office action that changes money or members, with who did it and why.
CREATE TABLE operator_actions (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  merchant_id bigint REFERENCES merchants (id),
  action      text NOT NULL,
  target      text NOT NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at  timestamptz NOT NULL
);
CREATE INDEX operator_actions_target ON operator_actions (target, id DESC);
