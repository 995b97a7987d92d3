import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raceSameKey } from '../../../../test/races';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import {
  db,
  deposit,
  desk,
  memberIds,
  merchant,
  other,
  paymentPassword,
  players,
  pointsLedgerBalances,
  pointsOf,
  redeem,
  reward,
  rewards,
  site,
  usePoints,
  walletMinor,
} from './points.fixture';
import { depositPoints } from './points.rules';

// Points earned on deposits by the merchant's ratio table, the point mall's redemptions held
// until an operator decides, conversion to cash, and the points ledger that balances.
const racers = Array.from({ length: 200 }, (_, index) => `racer${index}`);
usePoints(['asha', 'bilal', 'chandni', 'dipu', 'emon', 'farid', ...racers]);

const rule = {
  earnUnitMinor: 10_000n,
  tiers: [
    { minDepositMinor: 0n, points: 10 },
    { minDepositMinor: 100_000n, points: 12 },
  ],
};

describe('points earned on deposits', () => {
  it('earns by the tier each deposit reaches, in the deposit’s transaction, never twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1n, max: 5_000_000n }), async (amountMinor) => {
        const before = (await pointsOf('asha')).points;
        await deposit('asha', amountMinor);
        const after = (await pointsOf('asha')).points;
        expect(BigInt(after - before)).toBe(depositPoints(rule, amountMinor));
      }),
      { numRuns: 40 },
    );
    // 999.99 earns at 10 per 100.00 (99 points), 1,000.00 at 12 (120).
    expect(depositPoints(rule, 99_999n)).toBe(99n);
    expect(depositPoints(rule, 100_000n)).toBe(120n);
    const record = await site('asha', 'GET', '/wps/relay/ODSFE2_MemTransDet?size=1');
    const [line] = record.json().value.list;
    expect(line).toMatchObject({ type: 'deposit', status: 'completed' });
    expect(line.points).toBeGreaterThanOrEqual(0);
  });

  it('earns nothing where the programme is off, nor at another merchant', async () => {
    await desk('admin', 'PUT', '/ops/api/points/settings', {
      isEnabled: false,
      earnUnit: '100',
      tiers: [{ minDeposit: '0', points: 10 }],
      convertPoints: 100,
      convertCash: '1',
      convertMinPoints: 200,
    });
    await deposit('bilal', 500_000n);
    expect((await pointsOf('bilal')).points).toBe(0);
    const closed = await site('bilal', 'GET', '/wps/relay/MCS2_getPointReward');
    expect(closed.json().value).toEqual([]);
    await desk('admin', 'PUT', '/ops/api/points/settings', {
      isEnabled: true,
      earnUnit: '100',
      tiers: [
        { minDeposit: '0', points: 10 },
        { minDeposit: '1000', points: 12 },
      ],
      convertPoints: 100,
      convertCash: '1',
      convertMinPoints: 200,
    });
    expect(
      (await site('outsider', 'GET', '/wps/relay/MCS2_getPointBalance')).json().value,
    ).toMatchObject({
      points: 0,
    });
  });
});

describe('the point mall', () => {
  it('holds a redemption’s points until an operator approves it and pays the cash', async () => {
    await deposit('chandni', 1_000_000n); // 1,200 points
    const refused = await redeem('chandni', {
      rewardId: rewards.cash,
      requestId: randomUUID(),
      paymentPassword: 'wrong-password',
    });
    expect(refused.json().code).toBe('payment_password_incorrect');
    expect(await pointsOf('chandni')).toEqual(expect.objectContaining({ points: 1200, held: 0 }));

    const taken = await redeem('chandni', { rewardId: rewards.cash, requestId: randomUUID() });
    expect(taken.json().value).toMatchObject({ status: 'in_process', points: 500, amount: '5.00' });
    expect(await pointsOf('chandni')).toEqual(expect.objectContaining({ points: 700, held: 500 }));
    const wallet = await walletMinor('chandni');

    const id = taken.json().value.id;
    expect(
      (await desk('content', 'POST', `/ops/api/points/redemptions/${id}/approve`)).statusCode,
    ).toBe(403);
    expect(
      (await desk('otherAdmin', 'POST', `/ops/api/points/redemptions/${id}/approve`)).json().code,
    ).toBe('not_found');
    const approved = await desk('finance', 'POST', `/ops/api/points/redemptions/${id}/approve`);
    expect(approved.json()).toEqual({ success: true });
    const twice = await desk('finance', 'POST', `/ops/api/points/redemptions/${id}/reject`, {
      reason: 'late',
    });
    expect(twice.json().code).toBe('redemption_closed');
    expect(await walletMinor('chandni')).toBe(wallet + 500n);
    expect(await pointsOf('chandni')).toEqual(expect.objectContaining({ points: 700, held: 0 }));
    const history = await site('chandni', 'GET', '/wps/relay/MCS2_getRedeemPointList');
    expect(history.json().value.list[0]).toMatchObject({ id, status: 'approved' });
  });

  it('gives the points and the stock back when a redemption is rejected', async () => {
    await deposit('dipu', 300_000n); // 360 points
    const address = {
      name: 'Dipu Roy',
      mobile: '+8801712345678',
      address: 'House 4, Road 7, Dhaka',
    };
    const missing = await redeem('dipu', { rewardId: rewards.item, requestId: randomUUID() });
    expect(missing.json().code).toBe('points_address_required');
    const taken = await redeem('dipu', {
      rewardId: rewards.item,
      requestId: randomUUID(),
      address,
    });
    expect(taken.json().value).toMatchObject({ status: 'in_process', address });
    const gone = await redeem('emon', { rewardId: rewards.item, requestId: randomUUID(), address });
    expect(gone.json().code).toBe('points_out_of_stock');
    const id = taken.json().value.id;
    await desk('finance', 'POST', `/ops/api/points/redemptions/${id}/reject`, {
      reason: 'No stock',
    });
    expect(await pointsOf('dipu')).toEqual(expect.objectContaining({ points: 360, held: 0 }));
    const [item] = (await site('dipu', 'GET', '/wps/relay/MCS2_getPointReward'))
      .json()
      .value.filter((row: { id: string }) => row.id === rewards.item);
    expect(item.stockLeft).toBe(1);
    const history = (await site('dipu', 'GET', '/wps/relay/MCS2_getRedeemPointList')).json().value;
    expect(history.list[0]).toMatchObject({ status: 'rejected', reason: 'No stock' });
    const record = (await site('dipu', 'GET', '/wps/relay/ODSFE2_MemTransDet')).json().value;
    expect(
      record.list.map((line: { type: string; points: number; status: string }) => [
        line.type,
        line.points,
        line.status,
      ]),
    ).toEqual([
      ['refund', 300, 'completed'],
      ['redeem', -300, 'rejected'],
      ['deposit', 360, 'completed'],
    ]);
  });

  it('gives the last one in stock once to 200 members asking at once', async () => {
    const made = await desk(
      'admin',
      'POST',
      '/ops/api/points/rewards',
      reward('cash', { amount: '1', points: 10, stock: 1 }),
    );
    const rewardId = made.json().value.id;
    // The racers' deposits ten at a time: approvals of one merchant queue on its house
    // accounts, and 200 at once would wait past the statement time-out on a loaded machine.
    for (let start = 0; start < racers.length; start += 10) {
      await Promise.all(racers.slice(start, start + 10).map((name) => deposit(name, 10_000n)));
    }
    const answers = await Promise.all(
      racers.map((name) => redeem(name, { rewardId, requestId: randomUUID() })),
    );
    const codes = answers.map((answer) => answer.json().code ?? 'taken');
    expect(codes.filter((code) => code === 'taken')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'taken'))).toEqual(
      new Set(['points_out_of_stock']),
    );
    const held = await Promise.all(racers.map(async (name) => (await pointsOf(name)).held));
    expect(held.reduce((sum, value) => sum + value, 0)).toBe(10);
  });

  it('answers 200 copies of one redemption alike and takes its points once', async () => {
    await deposit('emon', 100_000n); // 120 points
    const made = await desk(
      'admin',
      'POST',
      '/ops/api/points/rewards',
      reward('item', { points: 50, memberLimit: 2 }),
    );
    const rewardId = made.json().value.id;
    const address = { name: 'Emon', mobile: '01812345678', address: 'Sylhet Road 12' };
    const requestId = randomUUID();
    const answer = await raceSameKey(() => redeem('emon', { rewardId, requestId, address }));
    expect(answer.json().value.status).toBe('in_process');
    expect(await pointsOf('emon')).toEqual(expect.objectContaining({ points: 70, held: 50 }));
    await redeem('emon', { rewardId, requestId: randomUUID(), address });
    const third = await redeem('emon', { rewardId, requestId: randomUUID(), address });
    expect(third.json().code).toBe('points_limit_reached');
    const short = await redeem('emon', { rewardId: rewards.bonus, requestId: randomUUID() });
    expect(short.json().code).toBe('points_insufficient');
    const foreign = await redeem('outsider', { rewardId, requestId: randomUUID(), address });
    expect(foreign.json().code).toBe('points_unavailable');
    // The same request id for another reward is not that redemption again.
    const reused = await redeem('emon', { rewardId: rewards.cash, requestId });
    expect(reused.json().code).toBe('idempotency_conflict');
  });

  it('never gives taken stock again on an edit, and rejects while others redeem', async () => {
    await deposit('farid', 100_000n); // 120 points
    const values = reward('item', { points: 50, stock: 1 });
    const made = await desk('admin', 'POST', '/ops/api/points/rewards', values);
    const rewardId = made.json().value.id;
    const address = { name: 'Farid', mobile: '01912345678', address: 'Khulna Road 3' };
    const taken = await redeem('farid', { rewardId, requestId: randomUUID(), address });
    // The editor's form still says 1 in stock: saving it gives nothing away.
    await desk('admin', 'PUT', `/ops/api/points/rewards/${rewardId}`, values);
    const stockLeft = async () =>
      (await site('farid', 'GET', '/wps/relay/MCS2_getPointReward'))
        .json()
        .value.find((row: { id: string }) => row.id === rewardId).stockLeft;
    expect(await stockLeft()).toBe(0);
    const gone = await redeem('chandni', { rewardId, requestId: randomUUID(), address });
    expect(gone.json().code).toBe('points_out_of_stock');
    // Rejected while another member asks for it: both finish, the unit goes to the other.
    const id = taken.json().value.id;
    const [rejected, second] = await Promise.all([
      desk('finance', 'POST', `/ops/api/points/redemptions/${id}/reject`, { reason: 'Sold out' }),
      redeem('chandni', { rewardId, requestId: randomUUID(), address }),
    ]);
    expect(rejected.json()).toEqual({ success: true });
    expect(['in_process', 'points_out_of_stock']).toContain(
      second.json().value?.status ?? second.json().code,
    );
    expect(await pointsOf('farid')).toEqual(expect.objectContaining({ points: 120, held: 0 }));
  });

  it('pays an approved bonus with its turnover requirement', async () => {
    await deposit('bilal', 1_000_000n);
    const taken = await redeem('bilal', { rewardId: rewards.bonus, requestId: randomUUID() });
    await desk('admin', 'POST', `/ops/api/points/redemptions/${taken.json().value.id}/approve`);
    const required = await db
      .selectFrom('turnoverRequirements')
      .select('requiredMinor')
      .where('memberId', '=', memberIds.bilal!)
      .where('reference', '=', `points:redemption:${taken.json().value.id}`)
      .executeTakeFirstOrThrow();
    expect(required.requiredMinor).toBe('6000');
  });
});

describe('converting points to cash', () => {
  it('converts whole steps above the minimum, once per request', async () => {
    const start = await pointsOf('asha');
    for (const points of [100, 250]) {
      const refused = await site('asha', 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
        points,
        requestId: randomUUID(),
        paymentPassword,
      });
      expect(refused.json()).toMatchObject({
        code: 'points_convert_invalid',
        message: 'Convert at least 200 points, in steps of 100.',
      });
    }
    const wallet = await walletMinor('asha');
    const body = { points: 300, requestId: randomUUID(), paymentPassword };
    const send = () => site('asha', 'POST', '/wps/relay/passwordCheck/MCS2_convertPoint', body);
    const answer = await raceSameKey(send, 50);
    expect(answer.json().value).toMatchObject({ points: 300, cash: '3.00' });
    expect(await walletMinor('asha')).toBe(wallet + 300n);
    expect((await pointsOf('asha')).points).toBe(start.points - 300);
  });
});

describe('the points ledger and the desk', () => {
  it('balances: issued = held + redeemed + converted + what members hold', async () => {
    for (const id of [merchant.id, other.id]) {
      expect(await pointsLedgerBalances(id)).toEqual({ total: 0, mismatched: 0 });
    }
    const { liability } = (await desk('admin', 'GET', '/ops/api/points')).json().value;
    expect(liability.issued).toBe(liability.outstanding + liability.redeemed + liability.converted);
    expect(liability.cashPaid).toBe('8.00');
    expect(liability.bonusPaid).toBe('20.00');
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('lets only its roles change it, and refuses bad settings', async () => {
    const body = {
      isEnabled: true,
      earnUnit: '0',
      tiers: [{ minDeposit: '0', points: 1 }],
      convertPoints: 1,
      convertCash: '1',
      convertMinPoints: 1,
    };
    expect((await desk('finance', 'PUT', '/ops/api/points/settings', body)).statusCode).toBe(403);
    const refused = await desk('admin', 'PUT', '/ops/api/points/settings', body);
    expect(refused.json().fields).toEqual([expect.objectContaining({ path: 'earnUnit' })]);
    const view = (await desk('finance', 'GET', '/ops/api/points')).json().value;
    expect(view).toMatchObject({ canEdit: false, canReview: true });
    expect(players.asha).toBeDefined();
  });
});
