import { randomUUID } from 'node:crypto';
import type { DeskEventDetail, EventDetail, PlaceBetRequest, TicketView } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { createTestApp, fixedClock } from '../../../test/app';
import { createTestDatabase } from '../../../test/database';
import { signInToken } from '../../../test/envelope';
import {
  createMember,
  createMemberSession,
  createMembers,
  createMerchant,
  creditWallet,
  signInOperator,
} from '../../../test/factories';
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import { installSportsbook, type FeedReader, type SportsNotices } from './index';

// The sportsbook tests' world: a merchant with the book installed, a trader signed in to the
// console, members signed in to the site with money, and a clock the test moves.
export let db: Db;
export let drop: () => Promise<void>;
export let app: FastifyInstance;
export let jobs: ScheduledJob[];
export let reader: FeedReader;
/** What this server hears on khela_sports (a test tells it what another server would). */
export let notices: SportsNotices;
export let host: string;
export let merchantId: string;
export let trader: string;
export const clock = fixedClock('2026-11-30T10:00:00Z');

export async function setUpBook() {
  clock.set('2026-11-30T10:00:00Z');
  ({ db, drop } = await createTestDatabase());
  const built = await createTestApp(db, { clock });
  app = built.app;
  jobs = built.jobs;
  reader = built.sportsbook.reader;
  notices = built.sportsbook.notices;
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain ?? '';
  await installSportsbook(db, merchantId);
  // Bets in play wait no time unless a test says so.
  await db
    .updateTable('sbSettings')
    .set({ inPlayDelayS: 0 })
    .where('merchantId', '=', merchantId)
    .execute();
  trader = (
    await signInOperator(app, db, {
      merchantId,
      username: `trader${randomUUID().slice(0, 6)}`,
      role: 'admin',
    })
  ).token;
}

export async function tearDownBook() {
  await app.close();
  await drop();
}

/** A member with `balanceMinor` and their session token. */
export async function player(username: string, balanceMinor = 1_000_000n) {
  const { id } = await createMember(db, merchantId, { username, password: 'secret123' });
  if (balanceMinor > 0n) await creditWallet(db, merchantId, id, balanceMinor);
  return { id, token: await signInToken(app, host, username, 'secret123') };
}

/** `count` members with `balanceMinor` each and their site sessions. */
export async function players(prefix: string, count: number, balanceMinor = 1_000_000n) {
  const ids = await createMembers(db, merchantId, prefix, count);
  const made: { id: string; token: string }[] = [];
  for (const id of ids) {
    await creditWallet(db, merchantId, id, balanceMinor);
    made.push({
      id,
      token: await createMemberSession(db, { merchantId, memberId: id, now: clock.now() }),
    });
  }
  return made;
}

type Answer<T> = {
  status: number;
  body: { success: boolean; code?: string; message?: string; value: T };
};

async function inject<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  authorization: string | undefined,
  payload?: unknown,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    headers: { host, language: 'en', ...(authorization ? { authorization } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A console call as the trader. */
export function desk<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, payload?: unknown) {
  return inject<T>(method, `/ops/api/sportsbook${path}`, trader, payload);
}

/** A player API call (a member's token, or none). */
export function site<T>(method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) {
  return inject<T>(method, `/sportsbook/api${path}`, token, payload);
}

/** An event with a match winner (home 2.00, away 1.80) made on the console. */
export async function footballEvent(startsInMs = 3_600_000, home = 'Dhaka Tigers') {
  const made = await desk<DeskEventDetail>('POST', '/events', {
    sport: 'football',
    competition: 'Test League',
    home,
    away: 'Chittagong Kings',
    startsAt: new Date(clock.now().getTime() + startsInMs).toISOString(),
  });
  if (!made.body.success) throw new Error(`event: ${JSON.stringify(made.body)}`);
  const withMarket = await desk<DeskEventDetail>('POST', `/events/${made.body.value.id}/markets`, {
    kind: 'matchWinner2',
    selections: [
      { key: 'home', odds: 2000 },
      { key: 'away', odds: 1800 },
    ],
  });
  if (!withMarket.body.success) throw new Error(`market: ${JSON.stringify(withMarket.body)}`);
  return withMarket.body.value;
}

/** The event as players see it. */
export async function eventView(eventId: string) {
  return (await site<EventDetail>('GET', `/events/${eventId}`)).body.value;
}

/** A bet at the odds shown; answers the call's answer. */
export function placeBet(
  token: string,
  legs: { selectionId: string; odds: number }[],
  stake = '10.00',
  extra: Partial<PlaceBetRequest> = {},
) {
  return site<{ ticket: TicketView; balance: string }>('POST', '/bets', token, {
    requestId: randomUUID(),
    stake,
    policy: 'none',
    legs,
    ...extra,
  });
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

/** Settles a market on the console: each selection key's result. */
export async function settle(
  event: DeskEventDetail,
  marketIndex: number,
  results: Record<string, 'win' | 'lose' | 'void' | 'halfWin' | 'halfLose'>,
  reason?: string,
) {
  const market = event.markets[marketIndex]!;
  return desk<{ tickets: number; paid: string; unrecovered: string }>(
    'POST',
    `/markets/${market.id}/settle`,
    {
      results: market.selections.map((selection) => ({
        selectionId: selection.id,
        result: results[selection.key] ?? 'lose',
      })),
      ...(reason ? { reason } : {}),
    },
  );
}
