import { jackpotShareUnitsPerMinor } from '@khela/games';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** The pool's shards in the ledger: what the sweeps have moved so far. */
export async function ledgerPoolOf(db: Db, merchantId: string): Promise<bigint> {
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('merchantId', '=', merchantId)
    .where('kind', '=', 'house')
    .where('purpose', '=', 'jackpot')
    .execute();
  return rows.reduce((sum, row) => sum + BigInt(row.balanceMinor), 0n);
}

/** The shares rounds contributed that no sweep has moved yet, in 1/10 000 of a minor unit. */
export async function unsweptUnitsOf(db: Db, merchantId: string): Promise<bigint> {
  const rows = await db
    .selectFrom('jackpotContributions')
    .select('shareUnits')
    .where('merchantId', '=', merchantId)
    .execute();
  return rows.reduce((sum, row) => sum + BigInt(row.shareUnits), 0n);
}

/** The jackpot now: the pool in the ledger and the whole minor units waiting for the sweep. */
export async function poolOf(db: Db, merchantId: string): Promise<bigint> {
  const units = await unsweptUnitsOf(db, merchantId);
  return (await ledgerPoolOf(db, merchantId)) + units / jackpotShareUnitsPerMinor;
}

export async function playerBalanceOf(db: Db, memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', 'player')
    .executeTakeFirstOrThrow();
  return BigInt(row.balanceMinor);
}

/** The notice of a published change of the odds runs out (by the database's clock). */
export async function letNoticePass(db: Db) {
  await sql`UPDATE jackpots SET next_odds_at = now() - interval '1 second'
    WHERE next_odds_at IS NOT NULL`.execute(db);
}
