import { randomUUID } from 'node:crypto';
import type { TableBetAnswer, TableSession, TableSnapshot } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { createTestApp, fixedClock, testLotterySeedKey } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import {
  createMembers,
  createMerchant,
  createTableSession,
  creditWallet,
} from '../../../test/factories';
import type { Db } from '../../db/database';
import { installTables, type RoundEngine, type TableFeed } from './index';
import { createTableSeeds } from './rounds/table-seeds';

// The tables tests' world: a merchant with the auto tables installed, players launched at them
// (their game sessions made directly: a launch is the catalogue's, tested there), and the
// round engine run by hand on a clock the test moves.
export let db: Db;
export let drop: () => Promise<void>;
export let app: FastifyInstance;
export let engine: RoundEngine;
export let feed: TableFeed;
export let host: string;
export let merchantId: string;
export const clock = fixedClock('2026-11-29T10:00:00Z');
/** The seeds the test app derives, for checking what it reveals. */
export const seeds = createTableSeeds(testLotterySeedKey);

export async function setUpTables() {
  // Test files share this module when they share a worker: each starts at the same instant.
  clock.set('2026-11-29T10:00:00Z');
  ({ db, drop } = await createTestDatabase());
  const built = await createTestApp(db, { clock });
  app = built.app;
  engine = built.tables.engine;
  feed = built.tables.feed;
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain ?? '';
  await installTables(db, merchantId);
}

export async function tearDownTables() {
  await app.close();
  await drop();
}

/** Only this table runs rounds (the others are paused), so a test reads one table's rounds. */
export async function onlyTable(code: string) {
  await db
    .updateTable('gameTables')
    .set({ status: 'paused' })
    .where('merchantId', '=', merchantId)
    .where('code', '!=', code)
    .execute();
  await db
    .updateTable('gameTables')
    .set({ status: 'active' })
    .where('merchantId', '=', merchantId)
    .where('code', '=', code)
    .execute();
}

/** Players with `balanceMinor` each and a launch token at `code`. */
export async function players(
  prefix: string,
  count: number,
  code: string,
  balanceMinor = 10_000_000n,
): Promise<{ id: string; token: string }[]> {
  const ids = await createMembers(db, merchantId, prefix, count);
  const made: { id: string; token: string }[] = [];
  for (const id of ids) {
    if (balanceMinor > 0n) await creditWallet(db, merchantId, id, balanceMinor);
    made.push({ id, token: await sessionAt(id, code) });
  }
  return made;
}

/** A launch token of a member at a table. */
export async function sessionAt(memberId: string, code: string, isPlayMoney = false) {
  return createTableSession(db, {
    merchantId,
    memberId,
    gameCode: code,
    isPlayMoney,
    now: clock.now(),
    ttlMs: 12 * 3_600_000,
  });
}

export async function call<T>(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: { host, language: 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; code?: string; message?: string; value: T },
  };
}

export const session = (token: string) =>
  call<TableSession>('GET', `/tables/api/session?token=${token}`);
export const state = (token: string) =>
  call<TableSnapshot>('GET', `/tables/api/state?token=${token}`);

export function bet(
  token: string,
  roundId: string,
  bets: { area: string; stake: string }[],
  requestId: string = randomUUID(),
) {
  return call<TableBetAnswer>('POST', '/tables/api/bet', { token, roundId, bets, requestId });
}

export async function balanceMinor(memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberId)
    .where('kind', '=', 'player')
    .where('purpose', '=', '')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? 0);
}

/** The table's round under way (open, closed or resolved). */
export async function currentRound(code: string) {
  return db
    .selectFrom('tableRounds as r')
    .innerJoin('gameTables as t', 't.id', 'r.tableId')
    .selectAll('r')
    .where('t.merchantId', '=', merchantId)
    .where('t.code', '=', code)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** Moves the clock to `ms` after an instant. */
export function at(instant: Date, ms: number) {
  clock.set(new Date(instant.getTime() + ms).toISOString());
}
