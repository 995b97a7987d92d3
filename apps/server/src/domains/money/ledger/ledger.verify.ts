import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';

/** One broken invariant, with enough to find the rows. */
export interface Breach {
  invariant: string;
  detail: string;
}

/** An invariant and the query that finds the rows breaking it, each with a detail. */
interface Invariant {
  invariant: string;
  query: RawBuilder<{ detail: string }>;
}

/** Every invariant of the ledger and of what it holds for others, checked in this order. */
const invariants: Invariant[] = [
  {
    invariant: 'balances of a merchant and currency sum to zero',
    query: sql<{
      detail: string;
    }>`SELECT 'merchant ' || merchant_id || ' ' || currency || ': sum ' || sum(balance_minor)
          AS detail
        FROM ledger_accounts GROUP BY merchant_id, currency HAVING sum(balance_minor) <> 0`,
  },
  {
    invariant: 'a balance equals its credits minus its debits',
    query: sql<{
      detail: string;
    }>`SELECT 'account ' || a.id || ': balance ' || a.balance_minor || ', movements '
          || (coalesce(c.total, 0) - coalesce(d.total, 0)) AS detail
        FROM ledger_accounts a
        LEFT JOIN (SELECT credit_account_id AS id, sum(amount_minor) AS total
                   FROM ledger_transfers GROUP BY 1) c ON c.id = a.id
        LEFT JOIN (SELECT debit_account_id AS id, sum(amount_minor) AS total
                   FROM ledger_transfers GROUP BY 1) d ON d.id = a.id
        WHERE a.balance_minor <> coalesce(c.total, 0) - coalesce(d.total, 0)`,
  },
  {
    invariant: 'a balance equals the balance after its latest transfer',
    query: sql<{
      detail: string;
    }>`SELECT 'account ' || a.id || ': balance ' || a.balance_minor || ', after latest '
          || latest.after AS detail
        FROM ledger_accounts a
        JOIN LATERAL (
          SELECT CASE WHEN t.debit_account_id = a.id THEN t.debit_balance_after
                      ELSE t.credit_balance_after END AS after
          FROM ledger_transfers t
          WHERE t.debit_account_id = a.id OR t.credit_account_id = a.id
          ORDER BY t.id DESC LIMIT 1) latest ON true
        WHERE latest.after <> a.balance_minor`,
  },
  {
    invariant: 'player-side balances are never negative',
    query: sql<{
      detail: string;
    }>`SELECT 'account ' || id || ' (' || kind || '): ' || balance_minor AS detail
        FROM ledger_accounts WHERE kind <> 'house' AND balance_minor < 0`,
  },
  {
    invariant: 'a jackpot pool is never below zero (an award pays exactly what it holds)',
    query: sql<{
      detail: string;
    }>`SELECT 'account ' || id || ' (jackpot): ' || balance_minor AS detail
        FROM ledger_accounts
        WHERE kind = 'house' AND purpose = 'jackpot' AND balance_minor < 0`,
  },
  {
    invariant: 'both sides of a transfer are of its merchant and one currency',
    query: sql<{ detail: string }>`SELECT 'transfer ' || t.id AS detail
        FROM ledger_transfers t
        JOIN ledger_accounts d ON d.id = t.debit_account_id
        JOIN ledger_accounts c ON c.id = t.credit_account_id
        WHERE d.merchant_id <> t.merchant_id OR c.merchant_id <> t.merchant_id
           OR d.currency <> c.currency OR t.amount_minor <= 0`,
  },
  {
    invariant: 'transfers cannot be changed or removed',
    query: sql<{ detail: string }>`SELECT 'trigger ' || name || ' missing' AS detail
        FROM (VALUES ('ledger_transfers_no_change'), ('ledger_transfers_no_truncate')) AS t(name)
        WHERE NOT EXISTS (
          SELECT 1 FROM pg_trigger
          WHERE tgname = t.name AND tgrelid = 'ledger_transfers'::regclass AND tgenabled <> 'D')`,
  },
  {
    invariant: 'money held for withdrawals equals the withdrawals waiting',
    query: sql<{
      detail: string;
    }>`SELECT 'member ' || coalesce(a.member_id, w.member_id) || ': held '
          || coalesce(a.balance_minor, 0) || ', waiting ' || coalesce(w.total, 0) AS detail
        FROM (SELECT member_id, sum(balance_minor) AS balance_minor FROM ledger_accounts
              WHERE kind = 'pending_withdrawal' GROUP BY 1) a
        FULL JOIN (SELECT member_id, sum(amount_minor) AS total FROM withdrawals
                   WHERE status IN ('pending', 'approved') GROUP BY 1) w
          ON w.member_id = a.member_id
        WHERE coalesce(a.balance_minor, 0) <> coalesce(w.total, 0)`,
  },
  {
    invariant: 'the operator action log is an unbroken hash chain',
    query: sql<{ detail: string }>`SELECT 'action ' || id AS detail FROM (
          SELECT id, hash, previous_hash, lag(hash) OVER (ORDER BY chain_position) AS before,
                 operator_action_hash(previous_hash, a) AS expected
          FROM operator_actions a) chain
        WHERE hash <> expected OR previous_hash IS DISTINCT FROM before`,
  },
];

/**
 * Checks every invariant of the ledger on a live database (npm run ledger:verify): each
 * merchant's balances per currency sum to zero; every balance equals its credits minus its
 * debits and the balance after its latest transfer; no player-side balance and no jackpot pool
 * is negative; both sides of a transfer belong to its merchant and share a currency; entries
 * are guarded against change; what is held for withdrawals matches the withdrawals waiting;
 * the operator action log is an unbroken hash chain. Reads in one repeatable-read snapshot so
 * concurrent transfers cannot cause false alarms.
 */
export async function verifyLedger(db: Db): Promise<Breach[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const breaches: Breach[] = [];
      for (const { invariant, query } of invariants) {
        const { rows } = await query.execute(trx);
        for (const row of rows) breaches.push({ invariant, detail: row.detail });
      }
      return breaches;
    });
}
