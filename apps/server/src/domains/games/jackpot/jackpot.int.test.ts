import { randomUUID } from 'node:crypto';
import type { HouseSpinAnswer, JackpotDesk, JackpotView, RankEntry } from '@khela/contracts';
import { jackpotShareUnits, jackpotShareUnitsPerMinor, verifyJackpot } from '@khela/games';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { installHouseVendor } from '../../../vendors/house/install';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import {
  ledgerPoolOf,
  letNoticePass,
  playerBalanceOf,
  poolOf,
  unsweptUnitsOf,
} from './jackpot.fixture';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
const clock = fixedClock('2026-11-24T10:00:00Z');
let merchant: Awaited<ReturnType<typeof createMerchant>>;
let other: Awaited<ReturnType<typeof createMerchant>>;
const members: Record<string, { id: string; token: string }> = {};
const operators: Record<'admin' | 'finance' | 'otherAdmin', string> = {
  admin: '',
  finance: '',
  otherAdmin: '',
};
/** Share 2.50 %: every stake of 400 puts 10 into the pool. */
const shareBasisPoints = 250;
const settings = {
  isEnabled: true,
  sharePercent: '2.50',
  seed: '500.00',
  oddsOneIn: 100_000_000,
  displayStart: '1000000.00',
};

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  merchant = await createMerchant(db);
  other = await createMerchant(db);
  await installHouseVendor(db, merchant.id);
  for (const name of ['lucky', 'racer1', 'racer2']) {
    const { id } = await createMember(db, merchant.id, { username: name, password: 'secret123' });
    members[name] = { id, token: await signInToken(app, merchant.domain!, name, 'secret123') };
    await creditWallet(db, merchant.id, id, 1_000_000n);
  }
  for (const [key, merchantId, role] of [
    ['admin', merchant.id, 'admin'],
    ['finance', merchant.id, 'finance'],
    ['otherAdmin', other.id, 'admin'],
  ] as const) {
    operators[key] = (
      await signInOperator(app, db, { merchantId, username: `jp_${key.toLowerCase()}`, role })
    ).token;
  }
});

afterAll(async () => {
  await app.close();
  await drop();
});

function ops(as: keyof typeof operators, method: 'GET' | 'PUT', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { authorization: operators[as], language: 'en' },
    payload,
  });
}

async function view(host = merchant.domain!): Promise<JackpotView> {
  // The counter is cached a moment: step past it.
  clock.set(new Date(clock.now().getTime() + 2000).toISOString());
  const response = await app.inject({
    method: 'GET',
    url: '/wps/system/jackpot',
    headers: { host, language: 'en' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as JackpotView;
}

const ledgerPoolMinor = () => ledgerPoolOf(db, merchant.id);
const unsweptUnits = () => unsweptUnitsOf(db, merchant.id);
const poolMinor = () => poolOf(db, merchant.id);
const balanceMinor = (memberId: string) => playerBalanceOf(db, memberId);

/** A stake's share in whole minor units, when it is whole. */
function wholeShareMinor(stakeMinor: bigint): bigint {
  const units = jackpotShareUnits(stakeMinor, shareBasisPoints);
  expect(units % jackpotShareUnitsPerMinor).toBe(0n);
  return units / jackpotShareUnitsPerMinor;
}

const sweep = () => jobs.find((job) => job.name === 'jackpot-sweep')!.run();

async function launch(member: string): Promise<string> {
  const answer = await app.inject({
    method: 'GET',
    url: '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
    headers: { host: merchant.domain!, authorization: members[member]!.token },
  });
  const url = new URL(answer.json().value.url as string, 'http://x');
  return url.searchParams.get('token') ?? '';
}

async function spin(token: string, betMinor: number, requestId = randomUUID()) {
  const response = await app.inject({
    method: 'POST',
    url: '/house/api/spin',
    headers: { host: merchant.domain!, language: 'en' },
    payload: { token, betMinor, requestId },
  });
  const body = response.json() as { success: boolean; code?: string; value: HouseSpinAnswer };
  expect(body.success).toBe(true);
  return body.value;
}

async function save(values: object) {
  return ops('admin', 'PUT', '/ops/api/jackpot', { ...settings, ...values });
}

describe('the progressive jackpot', () => {
  it('shows the display counter until a jackpot is opened', async () => {
    const counter = await view();
    expect(counter).toMatchObject({ mode: 'display', currency: 'BDT', oddsOneIn: null });
    expect(Number(counter.amount)).toBeGreaterThan(0);
  });

  it('refuses bad settings with translated fields, and a role that may not set it', async () => {
    const bad = await save({ sharePercent: '25', oddsOneIn: 0, seed: 'lots' });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'oddsOneIn',
      'seed',
      'sharePercent',
    ]);
    expect(body.fields.every((field: { message: string }) => field.message.length > 0)).toBe(true);
    expect((await save({ sharePercent: '1.234' })).json().code).toBe('validation_failed');
    expect((await ops('finance', 'PUT', '/ops/api/jackpot', settings)).json().code).toBe(
      'forbidden',
    );
    // Another merchant's operator cannot name this one.
    const foreign = await ops('otherAdmin', 'GET', `/ops/api/jackpot?merchant=${merchant.code}`);
    expect(foreign.json().code).toBe('not_found');
    expect(await db.selectFrom('jackpots').selectAll().execute()).toEqual([]);
    expect(await poolMinor()).toBe(0n);
  });

  it('opens with the seed paid into the pool by the house, audited', async () => {
    const answer = await save({});
    expect(answer.statusCode).toBe(200);
    const desk = answer.json().value as JackpotDesk;
    expect(desk).toMatchObject({ isConfigured: true, hasHouseGames: true, pool: '500.00' });
    expect(desk.settings).toEqual({ ...settings, oddsNoticeHours: 24 });
    expect(await poolMinor()).toBe(50_000n);
    const action = await db
      .selectFrom('operatorActions')
      .select(['action', 'target'])
      .where('merchantId', '=', merchant.id)
      .where('action', 'not in', ['operator_sign_in', 'operator_sign_in_failed'])
      .executeTakeFirstOrThrow();
    expect(action).toEqual({ action: 'jackpot_open', target: 'jackpot' });
    expect(await view()).toMatchObject({ mode: 'pool', amount: '500.00', oddsOneIn: 100_000_000 });
    // The other merchant still shows its display counter.
    expect((await view(other.domain!)).mode).toBe('display');
  });

  it('moves exactly the share of every stake into the pool, with a draw anyone can check', async () => {
    const token = await launch('lucky');
    const before = await poolMinor();
    // At 2.5 %, 20 is 0.5 of a minor unit and 100 is 2.5: rounded down per spin they would add
    // 140, not the 142 the stakes owe (and the last 20's half waits for the next stakes).
    const bets = [20, 20, 40, 100, 100, 400, 1_000, 4_000, 20];
    let units = 0n;
    for (const bet of bets) {
      await spin(token, bet);
      units += jackpotShareUnits(BigInt(bet), shareBasisPoints);
    }
    const expected = units / jackpotShareUnitsPerMinor;
    const rest = units % jackpotShareUnitsPerMinor;
    expect([expected, rest]).toEqual([142n, 5_000n]);
    expect(await poolMinor()).toBe(before + expected);
    const rounds = await db
      .selectFrom('houseRounds as r')
      .innerJoin('houseSeedPairs as p', 'p.id', 'r.seedPairId')
      .select([
        'r.betMinor',
        'r.firstNonce',
        'r.jackpotDraw',
        'r.jackpotOddsOneIn',
        'r.jackpotShareUnits',
        'p.serverSeed',
        'p.clientSeed',
        'p.scheme',
      ])
      .where('r.memberId', '=', members.lucky!.id)
      .orderBy('r.id')
      .execute();
    expect(rounds).toHaveLength(bets.length);
    for (const round of rounds) {
      expect(BigInt(round.jackpotShareUnits)).toBe(
        jackpotShareUnits(BigInt(round.betMinor), shareBasisPoints),
      );
      expect(round.jackpotOddsOneIn).toBe(100_000_000);
      const check = verifyJackpot(
        {
          serverSeedHex: round.serverSeed,
          clientSeed: round.clientSeed,
          nonce: round.firstNonce,
          scheme: round.scheme,
        },
        round.jackpotOddsOneIn!,
      );
      expect(Number(round.jackpotDraw)).toBe(check.draw);
    }
    const counter = await view();
    expect(counter.amount).toBe(((Number(before) + Number(expected)) / 100).toFixed(2));
    // The sweep moves the whole minor units into the pool in the ledger, once; the half unit
    // waits, as one row of no round, for the next stakes.
    const ledgerBefore = await ledgerPoolMinor();
    expect(await unsweptUnits()).toBe(units);
    expect(await sweep()).toBe(Number(expected));
    expect(await ledgerPoolMinor()).toBe(ledgerBefore + expected);
    const waiting = await db
      .selectFrom('jackpotContributions')
      .select(['roundId', 'shareUnits', 'memberId'])
      .where('merchantId', '=', merchant.id)
      .execute();
    expect(waiting).toEqual([{ roundId: null, shareUnits: '5000', memberId: members.lucky!.id }]);
    expect(await sweep()).toBe(0);
    expect(await unsweptUnits()).toBe(rest);
    // The next half completes a minor unit, which the next sweep moves.
    await spin(token, 20);
    expect(await poolMinor()).toBe(before + expected + 1n);
    expect(await sweep()).toBe(1);
    expect(await unsweptUnits()).toBe(0n);
    expect(await ledgerPoolMinor()).toBe(ledgerBefore + expected + 1n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('changes the odds only after their notice, published with its time, never for the next spin', async () => {
    const answer = await save({ oddsOneIn: 1 });
    const desk = answer.json().value as JackpotDesk;
    expect(desk.oddsInForce).toBe(100_000_000);
    expect(desk.settings).toMatchObject({ oddsOneIn: 1, oddsNoticeHours: 24 });
    const takesEffectAt = new Date(desk.nextOdds!.takesEffectAt).getTime();
    expect(takesEffectAt - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await view()).nextOdds).toEqual(desk.nextOdds);
    // The next spin is judged by the odds in force, and its round says so.
    const spun = await spin(await launch('lucky'), 400);
    expect(spun.jackpotWin).toBeUndefined();
    const round = await db
      .selectFrom('houseRounds')
      .select('jackpotOddsOneIn')
      .where('requestId', '=', spun.round.roundId)
      .executeTakeFirstOrThrow();
    expect(round.jackpotOddsOneIn).toBe(100_000_000);
    // Asked again it keeps its time; asking for the odds in force withdraws it.
    const again = (await save({ oddsOneIn: 1 })).json().value as JackpotDesk;
    expect(again.nextOdds).toEqual(desk.nextOdds);
    expect(((await save({})).json().value as JackpotDesk).nextOdds).toBeNull();
    const bad = await save({ oddsNoticeHours: 0 });
    expect(bad.json().fields.map((field: { path: string }) => field.path)).toEqual([
      'oddsNoticeHours',
    ]);
  });

  it('pays the whole pool to a hit once, then starts again from the seed', async () => {
    // One in one, once its notice has run: every paid spin hits.
    expect((await save({ oddsOneIn: 1, seed: '300.00' })).statusCode).toBe(200);
    await letNoticePass(db);
    const token = await launch('lucky');
    const pool = await poolMinor();
    const balance = await balanceMinor(members.lucky!.id);
    const requestId = randomUUID();
    const answer = await spin(token, 400, requestId);
    const award = pool + wholeShareMinor(400n);
    expect(answer.jackpotWin).toBe((Number(award) / 100).toFixed(2));
    const after = balance - 400n + BigInt(answer.round.winMinor) + award;
    expect(await balanceMinor(members.lucky!.id)).toBe(after);
    expect(answer.balance).toBe((Number(after) / 100).toFixed(2));
    expect(await poolMinor()).toBe(30_000n);
    // The same spin again: the stored round, nothing paid twice.
    const repeat = await spin(token, 400, requestId);
    expect(repeat.round.roundId).toBe(answer.round.roundId);
    expect(await balanceMinor(members.lucky!.id)).toBe(after);
    expect(await poolMinor()).toBe(30_000n);
    const wins = await db.selectFrom('jackpotWins').selectAll().execute();
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ amountMinor: String(award), oddsOneIn: 1 });
    // The member's statement shows it as a win.
    const transfer = await db
      .selectFrom('ledgerTransfers')
      .select(['kind', 'amountMinor'])
      .where('id', '=', wins[0]!.transferId)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ kind: 'jackpot_win', amountMinor: String(award) });
    const counter = await view();
    expect(counter.lastWin).toMatchObject({ customerName: 'l***y', amount: answer.jackpotWin });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('never awards the same money twice when two winning spins race', async () => {
    const [token1, token2] = await Promise.all([launch('racer1'), launch('racer2')]);
    const pool = await poolMinor();
    const share = wholeShareMinor(1_000n);
    const answers = await Promise.all([spin(token1, 1_000), spin(token2, 1_000)]);
    const awards = answers.map((answer) => answer.jackpotWin).sort();
    // The first winner takes the pool; the second what was left: the seed and its own share.
    expect(awards).toEqual(
      [(Number(pool + share) / 100).toFixed(2), (Number(30_000n + share) / 100).toFixed(2)].sort(),
    );
    expect(await poolMinor()).toBe(30_000n);
    const wins = await db.selectFrom('jackpotWins').select('amountMinor').execute();
    expect(wins).toHaveLength(3);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('lists jackpots on the winner board with the rounds', async () => {
    const board = await app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=50',
      headers: { host: merchant.domain!, language: 'en' },
    });
    const list = (board.json().value as { list: RankEntry[] }).list;
    const jackpots = list.filter((entry) => entry.vo.isJackpot);
    expect(jackpots).toHaveLength(3);
    expect(jackpots[0]!.vo).toMatchObject({ gameName: 'Tiger Lotus', date: '2026.11.24' });
    expect(jackpots[0]!.vo.recordId).toMatch(/^J\d+$/);
    const amounts = list.map((entry) => Number(entry.vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('lets a winning spin and the sweep take turns, never deadlocking', async () => {
    const token = await launch('lucky');
    const shard = await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('merchantId', '=', merchant.id)
      .where('kind', '=', 'house')
      .where('purpose', '=', 'games')
      .where('shard', '=', Number(BigInt(members.lucky!.id) % 16n))
      .executeTakeFirstOrThrow();
    let spinning: Promise<HouseSpinAnswer> | undefined;
    // As the sweep does: the jackpot's row first, then the games shards.
    await db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM jackpots WHERE merchant_id = ${merchant.id} FOR UPDATE`.execute(trx);
      spinning = spin(token, 400);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sql`SELECT 1 FROM ledger_accounts WHERE id = ${shard.id} FOR UPDATE`.execute(trx);
    });
    expect((await spinning)?.jackpotWin).toBeDefined();
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('changes settings audited, and a switched-off jackpot takes nothing', async () => {
    expect((await save({ isEnabled: false })).statusCode).toBe(200);
    const token = await launch('lucky');
    const pool = await poolMinor();
    await spin(token, 4_000);
    expect(await poolMinor()).toBe(pool);
    expect((await view()).mode).toBe('display');
    const actions = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('merchantId', '=', merchant.id)
      .where('action', 'not in', ['operator_sign_in', 'operator_sign_in_failed'])
      .orderBy('id')
      .execute();
    // Opened, then three changes of the odds (published, asked again, withdrawn), one to pay
    // every spin, and this one.
    expect(actions.map((row) => row.action)).toEqual([
      'jackpot_open',
      ...Array.from({ length: 5 }, () => 'jackpot_update'),
    ]);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
