import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import { dayMs } from '../../../lib/days';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { openTeam } from '../agents.fixture';
import { contractCalls } from './contracts.fixture';
import { createTeamRepository } from '../team/team.repository';
import { createSettlement } from './settlement';
import { createSettlementRepository } from './settlement.repository';
import { closedPeriods } from './windows';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let jobs: ScheduledJob[];
let host: string;
let merchantId: string;
let admin: string;
let ids: Record<string, string> = {};
let tokens: Record<string, string> = {};
/** Now while contracts are made; moved on before a settlement runs. */
const clock = fixedClock(new Date().toISOString());
const later = (ms: number) => clock.set(new Date(Date.now() + ms).toISOString());

/** top (1.0 %) ─ sub (0.6 %) ─ player; top ─ direct: the reference's example (agents.md). */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app, jobs } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  ({ ids, tokens } = await openTeam(db, app, { id: merchantId, host }, [
    ['top', 1],
    ['sub', 2, 'top'],
    ['player', 0, 'sub'],
    ['direct', 0, 'top'],
  ]));
  admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' })).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const { ops, member } = contractCalls(() => ({ app, host, admin, tokens }));
const ledger = () => createLedgerService({ repository: createLedgerRepository(db) });
let moves = 0;

/** A deposit and then a bet of the same amount (BDT, minor units), as games make them. */
async function depositAndBet(name: string, amountMinor: bigint) {
  const service = ledger();
  const wallet = await service.account({
    merchantId,
    kind: 'player',
    memberId: ids[name]!,
    currency: 'BDT',
  });
  for (const kind of ['deposit', 'bet'] as const) {
    const house = await service.houseAccount(merchantId, kind === 'bet' ? 'games' : 'cash', 'BDT');
    await service.transfer({
      merchantId,
      debitAccountId: kind === 'bet' ? wallet : house,
      creditAccountId: kind === 'bet' ? house : wallet,
      amountMinor,
      kind,
      reference: kind === 'bet' ? `vendor:KHELA:s${moves}` : undefined,
      idempotencyKey: `settle-test:${(moves += 1)}`,
    });
  }
}
const fold = () => createTeamRepository(db).fold(100_000);
const run = (name: string) => {
  const job = jobs.find((one) => one.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run();
};
async function balanceOf(name: string) {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', ids[name]!)
    .where('kind', '=', 'player')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? 0);
}
async function salaryTransfers() {
  const { rows } = await sql<{ count: string; total: string }>`
    SELECT count(*) AS count, coalesce(sum(amount_minor), 0) AS total FROM ledger_transfers
      WHERE merchant_id = ${merchantId} AND kind LIKE 'agent\\_%salary'`.execute(db);
  return { count: Number(rows[0]?.count), total: BigInt(rows[0]?.total ?? 0) };
}
const dayText = (offset: number) =>
  new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
const tiers = (rateBp: number) => ({ tiers: [{ rateBp, validBet: '0' }] });

async function contract(from: string | null, to: string, kind: string, terms: unknown) {
  if (from === null) {
    const set = await ops('POST', '/ops/api/agent-contracts/top', { username: to, kind, terms });
    expect(set.json().value.offered.status).toBe('active');
    return;
  }
  const made = (
    await member(from, 'POST', '/wps/agent/contracts/offers', { username: to, kind, terms })
  ).json().value.offered;
  const accepted = await member(to, 'POST', `/wps/agent/contracts/${made.id}/decision`, {
    isAccepted: true,
  });
  expect(accepted.json().success).toBe(true);
}
async function enable(kind: string, holdAbove = '') {
  const answer = await ops('PUT', `/ops/api/agent-contracts/kinds/${kind}`, {
    isEnabled: true,
    maxRateBp: 500,
    periods: kind === 'dividend' ? ['daily'] : [],
    isCarryingLosses: true,
    holdAbove,
  });
  expect(answer.statusCode).toBe(200);
}

describe('daily salary', () => {
  it('pays the reference example by the difference model, once', async () => {
    await enable('daily_salary');
    await contract(null, 'top', 'daily_salary', tiers(100));
    await contract('top', 'sub', 'daily_salary', tiers(60));
    await depositAndBet('direct', 20_000_000n);
    await depositAndBet('player', 50_000_000n);
    await fold();
    const before = { top: await balanceOf('top'), sub: await balanceOf('sub') };
    // Tomorrow: today's bets are the previous day's, settled now.
    later(dayMs);
    tokens.top = await signInToken(app, host, 'top', 'secret123');
    admin = (await signInOperator(app, db, { merchantId, username: 'later', role: 'admin' })).token;
    await run('agent-salary-daily');
    expect((await balanceOf('top')) - before.top).toBe(400_000n);
    expect((await balanceOf('sub')) - before.sub).toBe(300_000n);
    // The merchant paid exactly the top contract's amount: 1.0 % of 700,000.
    expect(await salaryTransfers()).toEqual({ count: 2, total: 700_000n });
    const statement = (
      await member('top', 'GET', '/wps/agent/contracts/statements?kind=daily_salary')
    ).json().value.rows[0];
    expect(statement).toMatchObject({
      period: 'daily',
      validBet: '700000.00',
      rateBp: 100,
      own: '7000.00',
      downlines: '3000.00',
      pay: '4000.00',
      paid: '4000.00',
      status: 'paid',
    });
    // My income counts it as daily salary.
    const income = (
      await member('top', 'GET', `/wps/agent/reports/income?from=${dayText(-1)}&to=${dayText(1)}`)
    ).json().value;
    expect(income.sources).toContainEqual({
      source: 'agent_daily_salary',
      count: 1,
      amount: '4000.00',
    });
    // Running again pays nothing.
    await run('agent-salary-daily');
    expect(await salaryTransfers()).toEqual({ count: 2, total: 700_000n });
  });

  it('computed again pays only the difference, in the action log', async () => {
    await depositAndBet('player', 10_000_000n);
    await fold();
    const list = (await ops('GET', '/ops/api/agent-contracts/settlements?kind=daily_salary')).json()
      .value;
    const settled = list.rows.find((row: { agents: number }) => row.agents === 2);
    expect(settled).toMatchObject({ pay: '7000.00', paid: '7000.00', status: 'settled' });
    expect(
      (await ops('POST', `/ops/api/agent-contracts/settlements/${settled.id}/rerun`, {}))
        .statusCode,
    ).toBe(200);
    // sub: 0.6 % of 600,000 = 3,600 (+600); top: 1.0 % of 800,000 − 3,600 = 4,400 (+400).
    expect(await salaryTransfers()).toEqual({ count: 4, total: 800_000n });
    const detail = (await ops('GET', `/ops/api/agent-contracts/settlements/${settled.id}`)).json()
      .value;
    expect(detail.settlement).toMatchObject({ runs: 2, pay: '8000.00', paid: '8000.00' });
    expect(
      detail.lines.map((line: { agent: string; paid: string }) => [line.agent, line.paid]),
    ).toEqual([
      ['sub', '3600.00'],
      ['top', '4400.00'],
    ]);
    const log = await db
      .selectFrom('operatorActions')
      .select('action')
      .where('action', '=', 'agent_settlement_rerun')
      .execute();
    expect(log).toHaveLength(1);
  });
});

describe('a settlement that crashes between its payments', () => {
  it('pays the rest on the next run and nothing twice', async () => {
    clock.set(new Date().toISOString());
    await enable('hourly_salary');
    await contract(null, 'top', 'hourly_salary', { tiers: [{ rateBp: 200, hourBet: '0' }] });
    await contract('top', 'sub', 'hourly_salary', { tiers: [{ rateBp: 100, hourBet: '0' }] });
    await depositAndBet('player', 1_000_000n);
    await fold();
    const hourLater = fixedClock(new Date(Date.now() + 2 * 3_600_000).toISOString());
    let transfers = 0;
    const real = ledger();
    const crashing = createSettlement({
      db,
      repository: createSettlementRepository(db),
      clock: hourLater,
      ledger: {
        ...real,
        transfer: async (values, executor) => {
          transfers += 1;
          // The second payment dies after the first one committed.
          if (transfers === 2) throw new Error('killed mid-run');
          return real.transfer(values, executor);
        },
      },
    });
    const paidSoFar = await salaryTransfers();
    await expect(crashing.run('hourly_salary')).rejects.toThrow('killed mid-run');
    const healthy = createSettlement({
      db,
      repository: createSettlementRepository(db),
      clock: hourLater,
      ledger: real,
    });
    // Two instances at once, as after a restart: each line is still paid once.
    await Promise.all([healthy.run('hourly_salary'), healthy.run('hourly_salary')]);
    const lines = await db
      .selectFrom('agentStatements')
      .innerJoin('agentSettlements', 'agentSettlements.id', 'agentStatements.settlementId')
      .select([
        'agentStatements.status',
        'agentStatements.payMinor',
        'agentStatements.paidMinor',
        'agentStatements.ownMinor',
        'agentStatements.uplineId',
      ])
      .where('agentSettlements.kind', '=', 'hourly_salary')
      .where('agentStatements.payMinor', '>', '0')
      .execute();
    for (const line of lines)
      expect(line).toMatchObject({ status: 'paid', paidMinor: line.payMinor });
    // Each line paid once, and the merchant paid what the top contracts say (2 % of the team).
    const sum = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);
    const paid = await salaryTransfers();
    expect(paid.count - paidSoFar.count).toBe(lines.length);
    expect(paid.total - paidSoFar.total).toBe(sum(lines.map((line) => line.payMinor)));
    expect(paid.total - paidSoFar.total).toBe(
      sum(lines.filter((line) => line.uplineId === null).map((line) => line.ownMinor)),
    );
  });
});

describe('real-time salary', () => {
  it('pays per counted bet every five minutes, holding sums above the threshold', async () => {
    clock.set(new Date().toISOString());
    await enable('realtime_salary', '1.00');
    await contract(null, 'top', 'realtime_salary', {
      profitRateBp: 50,
      lossRateBp: 100,
      singleBet: '10',
    });
    await contract('top', 'sub', 'realtime_salary', {
      profitRateBp: 20,
      lossRateBp: 50,
      singleBet: '20',
    });
    // A window after the contracts that closed at least a minute before the clock.
    later(10 * 60_000);
    const windowEnd = Math.floor((clock.now().getTime() - 60_000) / 300_000) * 300_000;
    const closedAt = new Date(windowEnd - 120_000);
    const round = async (name: string, stakeMinor: number, payoutMinor: number, index: number) =>
      db
        .insertInto('gameRounds')
        .values({
          merchantId,
          vassalage: 'KHELA',
          round: `rt-${index}`,
          memberId: ids[name]!,
          gameCode: 'slot',
          currency: 'BDT',
          stakeMinor: String(stakeMinor),
          payoutMinor: String(payoutMinor),
          isClosed: true,
          startedAt: closedAt,
          closedAt,
        })
        .execute();
    await round('player', 10_000, 0, 1); // lost, counted by both
    await round('player', 1_500, 3_000, 2); // won, below sub's single bet of 20
    await round('direct', 5_000, 0, 3); // lost, top's team only
    await round('direct', 900, 0, 4); // below both single bets
    const before = { top: await balanceOf('top'), sub: await balanceOf('sub') };
    await run('agent-salary-realtime');
    // top: 1 % of 15,000 + 0.5 % of 1,500 = 157 minor, less sub's 0.5 % of 10,000 = 50 → 107.
    expect((await balanceOf('sub')) - before.sub).toBe(50n);
    expect(await balanceOf('top')).toBe(before.top);
    const held = (
      await member('top', 'GET', '/wps/agent/contracts/statements?kind=realtime_salary')
    )
      .json()
      .value.rows.find((row: { own: string }) => row.own === '1.57');
    expect(held).toMatchObject({ lostBet: '150.00', wonBet: '15.00', pay: '1.07', status: 'held' });
    const released = await ops('POST', `/ops/api/agent-contracts/statements/${held.id}/decision`, {
      isReleased: true,
      reason: 'Checked the bets',
    });
    expect(released.statusCode).toBe(200);
    expect((await balanceOf('top')) - before.top).toBe(107n);
    const again = await ops('POST', `/ops/api/agent-contracts/statements/${held.id}/decision`, {
      isReleased: true,
      reason: 'Checked the bets',
    });
    expect(again.json().code).toBe('contract_request_closed');
  });
});

describe('dividends', () => {
  it('carry a losing period into the next, and pay the top contracts over both', async () => {
    clock.set(new Date().toISOString());
    await enable('dividend');
    const dividend = (rateBp: number) => ({
      period: 'daily',
      tiers: [{ rateBp, activeMembers: 0, profitLoss: '0' }],
    });
    await contract(null, 'top', 'dividend', dividend(400));
    await contract('top', 'sub', 'dividend', dividend(200));
    // Folded days ahead: the team (sub's player) wins 1,000, then loses 3,000 to the house.
    const day = (offset: number) =>
      new Date(Date.now() + offset * dayMs).toISOString().slice(0, 10);
    for (const agent of ['top', 'sub']) {
      await db
        .insertInto('agentTeamDays')
        .values([
          {
            merchantId,
            agentId: ids[agent]!,
            day: day(5),
            betMinor: '100000',
            payoutMinor: '200000',
          },
          { merchantId, agentId: ids[agent]!, day: day(6), betMinor: '300000', payoutMinor: '0' },
        ])
        .execute();
    }
    const repository = createSettlementRepository(db);
    const settlement = createSettlement({ db, repository, clock, ledger: ledger() });
    const [running] = await repository.runningKind('dividend', merchantId);
    const [first, second] = closedPeriods(day(7), 'daily', 2, running!.timezone);
    const before = { top: await balanceOf('top'), sub: await balanceOf('sub') };
    await settlement.compute(running!, 'dividend', first!, false);
    await settlement.payDue(running!);
    expect(await balanceOf('top')).toBe(before.top);
    await settlement.compute(running!, 'dividend', second!, false);
    await settlement.payDue(running!);
    // top: 4 % of 3,000 − sub's 2 % − its carried 20 = 40; sub: 60 − its carried 20 = 40.
    expect((await balanceOf('top')) - before.top).toBe(4_000n);
    expect((await balanceOf('sub')) - before.sub).toBe(4_000n);
    const rows = (
      await member('sub', 'GET', '/wps/agent/contracts/statements?kind=dividend')
    ).json().value.rows;
    expect(
      rows.map((row: { profitLoss: string; carryIn: string; carryOut: string; pay: string }) => [
        row.profitLoss,
        row.carryIn,
        row.carryOut,
        row.pay,
      ]),
    ).toEqual([
      ['3000.00', '-20.00', '0.00', '40.00'],
      ['-1000.00', '0.00', '-20.00', '0.00'],
    ]);
  });
});
