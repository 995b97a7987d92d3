import { randomUUID } from 'node:crypto';
import type { LotteryFingerprints, LotteryResult } from '@khela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../apps/server/test/app';
import { createTestDatabase } from '../../apps/server/test/database';
import type { Db } from '../../apps/server/src/db/database';
import {
  openBettingFloor,
  type BettingFloor,
} from '../../apps/server/src/domains/lottery/period/lottery.fixture';
import { digestOf, fingerprint, lotterySheet, previousSeed, reachesHead } from './lottery';

// Every lottery draw of a few hours of a merchant — the fast games, a southern and the
// northern sheet — recomputed from what the site publishes, by the independent verifier.

let db: Db;
let drop: () => Promise<void>;
let floor: BettingFloor;
// 15:55:30 in Dhaka on a Wednesday: Đà Nẵng (south) draws at 17:15 and the north at 18:15
// in Hồ Chí Minh City's time, 10:15 and 11:15 UTC.
const clock = fixedClock('2026-11-25T09:55:30Z');
/** The tickets the verifier placed, as their fingerprints state them. */
const tickets: {
  id: string;
  gameId: string;
  numero: string;
  requestId: string;
  playType: string;
  selection: string;
  stakeMinor: string;
}[] = [];

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  floor = await openBettingFloor(db, clock);
});
afterAll(async () => {
  await floor.app.close();
  await drop();
});

async function publicGet<T>(url: string): Promise<T> {
  const answer = await floor.app.inject({ url, headers: { host: floor.host, language: 'en' } });
  expect(answer.statusCode, url).toBe(200);
  return answer.json().value as T;
}

async function bet(gameId: string, numero: string, playType: string, selection: string) {
  const requestId = randomUUID();
  const answer = await floor.bet({ gameId, numero, playType, selection, stake: '1.00', requestId });
  expect(answer.json().success, answer.body).toBe(true);
  const { id } = (answer.json().value as { ticket: { id: string } }).ticket;
  tickets.push({ id, gameId, numero, requestId, playType, selection, stakeMinor: '100' });
}

const runJob = () => floor.jobs.find((job) => job.name === 'lottery-periods')!.run();

describe('lottery draws, checked by an independent verifier', () => {
  it('recompute from their revealed seeds, day chains and tickets', async () => {
    await bet('VN_DN', '20261125', 'lo2', '27');
    await bet('VN_MB', '20261125', 'de', '05');
    for (let minute = 56; minute <= 59; minute += 1) {
      const numero = `20261125-${String(900 + minute).padStart(4, '0')}`;
      await bet('ELOTT1', numero, 'bigSmall', minute % 2 === 0 ? 'big' : 'small');
      await bet('ELOTT1', numero, 'position', `1:${minute % 10}`);
      clock.set(`2026-11-25T09:${minute}:00Z`);
      await runJob();
      clock.set(`2026-11-25T09:${minute}:30Z`);
    }
    // The member's list, read while signed in (the clock jumps by hours next).
    const own = await floor.app.inject({
      url: '/lotto/lgw/tickets?pageSize=50',
      headers: { host: floor.host, language: 'en', authorization: floor.tokens.bettor! },
    });
    const listed = own.json().value.tickets as { id: string; fingerprint: string }[];
    for (const at of ['10:15:00', '11:15:00']) {
      clock.set(`2026-11-25T${at}Z`);
      await runJob();
    }

    let checked = 0;
    for (const gameId of ['ELOTT1', 'ELOTT3', 'VN_DN', 'VN_MB']) {
      const results = await publicGet<LotteryResult[]>(
        `/lgw/vn/numeros/opened/game?gameId=${gameId}&count=100`,
      );
      expect(results.length, gameId).toBeGreaterThan(0);
      for (const [at, result] of results.entries()) {
        const { seed, chain, ticketsDigest } = result;
        expect(result.scheme).toBe(2);
        expect(reachesHead(seed!, chain!.index, chain!.head), result.numero).toBe(true);
        // Newest first: the one drawn before it, when there is one, committed to this seed.
        const earlier = results[at + 1];
        if (earlier && earlier.chain?.day === chain!.day) {
          expect(previousSeed(seed!)).toBe(earlier.seed);
          expect(result.seedHash).toBe(earlier.seed);
        }
        const prints = await publicGet<LotteryFingerprints>(
          `/lgw/vn/numeros/fingerprints?gameId=${gameId}&numero=${result.numero}`,
        );
        expect(digestOf(prints.fingerprints)).toBe(ticketsDigest);
        expect(prints.fingerprints).toHaveLength(result.ticketCount!);
        // Each ticket the verifier placed is among them, as the member's list shows it.
        for (const ticket of tickets) {
          if (ticket.gameId !== gameId || ticket.numero !== result.numero) continue;
          const print = fingerprint(ticket);
          expect(listed.find((row) => row.id === ticket.id)?.fingerprint).toBe(print);
          expect(prints.fingerprints).toContain(print);
        }
        const sheet = lotterySheet(
          result.sheetFormat,
          seed!,
          gameId,
          result.numero,
          ticketsDigest!,
        );
        expect(sheet, `${gameId} ${result.numero}`).toEqual(result.prizes);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(tickets).toHaveLength(10);
  });
});
