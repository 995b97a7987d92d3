-- The one double-entry ledger (ARCHITECTURE.md, Money). Amounts are minor units (bigint).
-- Accounts: a player's wallet, a trial account's play money, a player's pending withdrawals,
-- and the house accounts (by purpose; several shards each so that busy ones do not queue on
-- one row). Player-side balances never go below zero; the sum of all balances of a merchant
-- and currency is always zero.

-- Each merchant's currency is merchants.currency (default BDT, two decimals).

CREATE TABLE ledger_accounts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchants (id),
  kind          text NOT NULL CHECK (kind IN ('player', 'play_money', 'pending_withdrawal', 'house')),
  -- House accounts only: what the money is for (cash, games, bonus, adjustment, play_money).
  purpose       text NOT NULL DEFAULT '' CHECK (purpose ~ '^[a-z_:0-9]{0,40}$'),
  member_id     bigint REFERENCES members (id),
  shard         smallint NOT NULL DEFAULT 0 CHECK (shard BETWEEN 0 AND 63),
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3,5}$'),
  balance_minor bigint NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'house') = (member_id IS NULL)),
  CHECK ((kind = 'house') = (purpose <> '')),
  CHECK (kind = 'house' OR balance_minor >= 0),
  UNIQUE NULLS NOT DISTINCT (merchant_id, kind, purpose, member_id, shard, currency)
);
CREATE INDEX ledger_accounts_member ON ledger_accounts (member_id) WHERE member_id IS NOT NULL;

-- Every movement: from one account to another of the same merchant and currency, once per
-- idempotency key, with both balances right after it. Never updated or deleted.
CREATE TABLE ledger_transfers (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id          bigint NOT NULL REFERENCES merchants (id),
  debit_account_id     bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id    bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_minor         bigint NOT NULL CHECK (amount_minor > 0),
  kind                 text NOT NULL CHECK (kind ~ '^[a-z_]{2,40}$'),
  reference            text CHECK (length(reference) <= 200),
  idempotency_key      text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  debit_balance_after  bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id),
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id DESC);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id DESC);

CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are never changed or removed';
END
$$;
CREATE TRIGGER ledger_transfers_no_change BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_immutable();

-- One transfer in one statement (one round trip): a repeated key answers the first result;
-- both rows are locked in id order (no deadlock between opposite transfers); a player-side
-- debit that would go below zero moves nothing and answers 'insufficient'. Accounts of another
-- merchant or currency raise, which aborts the statement with nothing moved. Two calls racing
-- with one key: the loser's INSERT violates the unique key and its statement rolls back; the
-- caller asks again and gets 'repeat'.
CREATE FUNCTION ledger_transfer(
  p_merchant bigint,
  p_debit bigint,
  p_credit bigint,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_key text
) RETURNS TABLE (outcome text, transfer_id bigint, debit_balance_after bigint, credit_balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_debit_after bigint;
  v_credit_after bigint;
  v_debit ledger_accounts%ROWTYPE;
  v_credit ledger_accounts%ROWTYPE;
BEGIN
  SELECT t.id, t.debit_balance_after, t.credit_balance_after
    INTO v_id, v_debit_after, v_credit_after
    FROM ledger_transfers t
    WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'repeat'::text, v_id, v_debit_after, v_credit_after;
    RETURN;
  END IF;
  PERFORM 1 FROM ledger_accounts WHERE id IN (p_debit, p_credit) ORDER BY id FOR UPDATE;
  SELECT * INTO v_debit FROM ledger_accounts WHERE id = p_debit;
  SELECT * INTO v_credit FROM ledger_accounts WHERE id = p_credit;
  IF v_debit.id IS NULL OR v_credit.id IS NULL
     OR v_debit.merchant_id <> p_merchant OR v_credit.merchant_id <> p_merchant
     OR v_debit.currency <> v_credit.currency THEN
    RAISE EXCEPTION 'ledger: accounts % and % are not of merchant % in one currency',
      p_debit, p_credit, p_merchant USING ERRCODE = 'check_violation';
  END IF;
  IF v_debit.kind <> 'house' AND v_debit.balance_minor < p_amount THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_debit.balance_minor, NULL::bigint;
    RETURN;
  END IF;
  UPDATE ledger_accounts SET balance_minor = balance_minor - p_amount
    WHERE id = p_debit RETURNING balance_minor INTO v_debit_after;
  UPDATE ledger_accounts SET balance_minor = balance_minor + p_amount
    WHERE id = p_credit RETURNING balance_minor INTO v_credit_after;
  INSERT INTO ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount_minor,
      kind, reference, idempotency_key, debit_balance_after, credit_balance_after)
    VALUES (p_merchant, p_debit, p_credit, p_amount, p_kind, p_reference, p_key,
      v_debit_after, v_credit_after)
    RETURNING id INTO v_id;
  -- Open balance streams hear of it at commit (merchant:member of each player-side account).
  IF v_debit.member_id IS NOT NULL THEN
    PERFORM pg_notify('khela_balance', p_merchant || ':' || v_debit.member_id);
  END IF;
  IF v_credit.member_id IS NOT NULL THEN
    PERFORM pg_notify('khela_balance', p_merchant || ':' || v_credit.member_id);
  END IF;
  RETURN QUERY SELECT 'new'::text, v_id, v_debit_after, v_credit_after;
END
$$;

-- Play money now lives in the ledger (kind play_money); the trial row keeps only its day.
ALTER TABLE trial_accounts DROP COLUMN play_balance_minor;
