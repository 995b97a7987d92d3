import { drawSheet, payoutMinor, type PlayType, type PlayTypeOffers } from '@khela/games';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, creditWallet } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { createTestLotteryService, openBettingFloor, type BettingFloor } from './lottery.fixture';

let db: Db;
let drop: () => Promise<void>;
const clock = fixedClock('2026-11-25T00:00:30Z');

const service = () => createTestLotteryService(db, clock);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});

afterAll(async () => {
  await drop();
});

describe('lottery settlement', () => {
  const betClock = fixedClock('2026-11-25T00:00:30Z');
  let floor: BettingFloor;
  let app: FastifyInstance;
  let jobs: ScheduledJob[];
  let host: string;
  let otherMerchant: string;
  let tokens: Record<string, string>;
  let ids: Record<string, string>;

  beforeAll(async () => {
    floor = await openBettingFloor(db, betClock);
    ({ app, jobs, host, merchantId: otherMerchant, tokens, ids } = floor);
  });

  afterAll(async () => {
    await app.close();
  });

  const bet = (body: Record<string, unknown>, member?: string) => floor.bet(body, member);
  const balance = () => floor.balance();

  it('settles a drawn period once: every ticket by its rule, wins credited, rounds closed', async () => {
    // Earlier draws settle first, so this one's money can be told apart.
    const job = jobs.find((candidate) => candidate.name === 'lottery-periods')!;
    betClock.set('2026-11-25T00:02:10Z');
    await job.run();
    const numero = '20261125-0363';
    const period = await db
      .selectFrom('lotteryPeriods as p')
      .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
      .select(['p.id', 'p.seed'])
      .where('g.merchantId', '=', otherMerchant)
      .where('g.gameId', '=', 'ELOTT1')
      .where('p.numero', '=', numero)
      .executeTakeFirstOrThrow();
    // Nobody can know the draw before it (its seed is not in the database): every first digit
    // is bet on, so one of these wins whatever it is, and more.
    expect(period.seed).toBeNull();
    const picks = [
      ...Array.from({ length: 10 }, (_, digit) => ({
        playType: 'position',
        selection: `1:${digit}`,
      })),
      { playType: 'bigSmall', selection: 'big' },
      { playType: 'oddEven', selection: 'even' },
      { playType: 'sum', selection: '22' },
    ];
    const before = await balance();
    for (const pick of picks) {
      expect((await bet({ numero, stake: '2.00', ...pick })).json().code).toBeUndefined();
    }
    expect(await balance()).toBe(before - 2600n);
    betClock.set('2026-11-25T00:03:00Z');
    await job.run();
    const drawn = await db
      .selectFrom('lotteryPeriods')
      .select(['seed', 'ticketsDigest', 'ticketCount', 'sheet'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(drawn.ticketCount).toBe(13);
    const sheet = drawSheet('elott-5', drawn.seed!, 'ELOTT1', numero, 2, drawn.ticketsDigest!);
    expect(drawn.sheet).toEqual(sheet);
    const first = sheet.prizes[0]!.numbers[0]![0]!;
    const tickets = await db
      .selectFrom('lotteryTickets')
      .selectAll()
      .where('periodId', '=', period.id)
      .orderBy('id')
      .execute();
    const game = await db
      .selectFrom('lotteryGames')
      .select('playTypes')
      .where('merchantId', '=', otherMerchant)
      .where('gameId', '=', 'ELOTT1')
      .executeTakeFirstOrThrow();
    const offers = game.playTypes as PlayTypeOffers;
    let wins = 0n;
    for (const ticket of tickets) {
      const playType = ticket.playType as PlayType;
      const expected = payoutMinor(200n, playType, ticket.selection, sheet, offers[playType]!);
      expect(BigInt(ticket.winMinor), ticket.selection).toBe(expected);
      expect(ticket.status).toBe(expected > 0n ? 'won' : 'lost');
      wins += expected;
    }
    const firstDigits = tickets.filter((ticket) => ticket.playType === 'position');
    expect(firstDigits.filter((ticket) => ticket.status === 'won')).toEqual([
      expect.objectContaining({ selection: `1:${first}` }),
    ]);
    // Every ticket of the member settled in this run (another game drew at 00:03 too).
    const settledNow = await db
      .selectFrom('lotteryTickets')
      .select('winMinor')
      .where('memberId', '=', ids.bettor!)
      .where('settledAt', '=', new Date('2026-11-25T00:03:00Z'))
      .execute();
    const paid = settledNow.reduce((sum, row) => sum + BigInt(row.winMinor), 0n);
    expect(paid).toBeGreaterThanOrEqual(wins);
    expect(await balance()).toBe(before - 2600n + paid);
    const settled = await db
      .selectFrom('lotteryPeriods')
      .select(['status', 'sheet'])
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'settled', sheet });
    const round = await db
      .selectFrom('gameRounds')
      .select(['stakeMinor', 'payoutMinor', 'isClosed'])
      .where('round', '=', `ELOTT1:${numero}`)
      .where('memberId', '=', ids.bettor!)
      .executeTakeFirstOrThrow();
    expect(round).toEqual({ stakeMinor: '2600', payoutMinor: String(wins), isClosed: true });
    // Running again pays nothing more.
    await job.run();
    expect(await balance()).toBe(before - 2600n + paid);
    expect(await verifyLedger(db)).toEqual([]);
    betClock.set('2026-11-25T00:00:30Z');
  });

  it('pays a winner who is betting again while the draw settles, without a deadlock', async () => {
    const job = jobs.find((candidate) => candidate.name === 'lottery-periods')!;
    betClock.set('2026-11-25T00:04:10Z');
    await job.run();
    // A member newer than the house's lottery shard of theirs, as in a running site: the
    // wallet's lock comes after the shard's in id order, so a settlement locking by id alone
    // would hold the shard while it waits for the wallet.
    const { id: lateId } = await createMember(db, otherMerchant, {
      username: 'latecomer',
      password: 'secret123',
    });
    const shard = Number(BigInt(lateId) % 16n);
    await sql`INSERT INTO ledger_accounts (merchant_id, kind, purpose, member_id, shard, currency)
      VALUES (${otherMerchant}, 'house', 'lottery', NULL, ${shard}, 'BDT')
      ON CONFLICT DO NOTHING`.execute(db);
    await creditWallet(db, otherMerchant, lateId, 10_000n);
    tokens.latecomer = await signInToken(app, host, 'latecomer', 'secret123');
    const numero = '20261125-0365';
    // A winner whatever the draw: every first digit.
    for (let digit = 0; digit < 10; digit += 1) {
      const placed = await bet(
        { numero, stake: '1.00', playType: 'position', selection: `1:${digit}` },
        'latecomer',
      );
      expect(placed.json().code).toBeUndefined();
    }
    const accountOf = async (kind: 'player' | 'house') =>
      await db
        .selectFrom('ledgerAccounts')
        .select(['id', 'balanceMinor'])
        .where('merchantId', '=', otherMerchant)
        .where('kind', '=', kind)
        .where('purpose', '=', kind === 'house' ? 'lottery' : '')
        .where('memberId', kind === 'house' ? 'is' : '=', kind === 'house' ? null : lateId)
        .where('shard', '=', kind === 'house' ? shard : 0)
        .executeTakeFirstOrThrow();
    const wallet = await accountOf('player');
    const house = await accountOf('house');
    expect(BigInt(wallet.id)).toBeGreaterThan(BigInt(house.id));
    clock.set('2026-11-25T00:05:00Z');
    await service().drawDue();

    // A bet of the winner's holds the wallet, then wants the shard, as bets do.
    let settling: Promise<number> | undefined;
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${wallet.id} FOR UPDATE`.execute(trx);
      settling = service().settleDrawn();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${house.id} FOR UPDATE`.execute(trx);
    });
    expect(await settling).toBeGreaterThan(0);
    // The stake went and a win came in.
    expect(BigInt((await accountOf('player')).balanceMinor)).toBeGreaterThan(10_000n - 1000n);
    expect(await verifyLedger(db)).toEqual([]);
    betClock.set('2026-11-25T00:00:30Z');
  });

  it('settles the draws after one that fails, and that one once it can', async () => {
    const job = jobs.find((candidate) => candidate.name === 'lottery-periods')!;
    betClock.set('2026-11-25T00:06:10Z');
    await job.run();
    expect((await bet({ numero: '20261125-0367', stake: '1.00' })).json().code).toBeUndefined();
    const statusOf = async (numero: string) =>
      (
        await db
          .selectFrom('lotteryPeriods as p')
          .innerJoin('lotteryGames as g', 'g.id', 'p.lotteryGameId')
          .select('p.status')
          .where('g.merchantId', '=', otherMerchant)
          .where('g.gameId', '=', 'ELOTT1')
          .where('p.numero', '=', numero)
          .executeTakeFirstOrThrow()
      ).status;
    // A ticket no rule can evaluate fails its period's settlement, loudly.
    const broken = await db
      .updateTable('lotteryTickets as t')
      .set({ playType: 'mystery' })
      .from('lotteryPeriods as p')
      .whereRef('p.id', '=', 't.periodId')
      .where('p.numero', '=', '20261125-0367')
      .where('t.memberId', '=', ids.bettor!)
      .returning('t.id')
      .executeTakeFirstOrThrow();
    betClock.set('2026-11-25T00:07:10Z');
    await expect(job.run()).rejects.toThrow(/could not be settled/);
    expect((await bet({ numero: '20261125-0368', stake: '1.00' })).json().code).toBeUndefined();
    betClock.set('2026-11-25T00:08:05Z');
    await expect(job.run()).rejects.toThrow(/could not be settled/);
    expect(await statusOf('20261125-0367')).toBe('drawn');
    expect(await statusOf('20261125-0368')).toBe('settled');
    await db
      .updateTable('lotteryTickets')
      .set({ playType: 'bigSmall' })
      .where('id', '=', broken.id)
      .execute();
    await job.run();
    expect(await statusOf('20261125-0367')).toBe('settled');
    expect(await verifyLedger(db)).toEqual([]);
    betClock.set('2026-11-25T00:00:30Z');
  });
});
