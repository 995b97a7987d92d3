import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  creditWallet,
  setPaymentPassword,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { raceSameKey } from '../../../../test/races';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const clock = fixedClock('2026-11-22T10:00:00Z');

/**
 * The tree: agent ─ sub (agent) ─ leaf; agent ─ direct; stray has no upline; rival is another
 * agent; outsider belongs to another merchant.
 */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  const add = async (username: string, isAgent: number, upline?: string) => {
    const { id } = await createMember(db, merchantId, { username, password: 'secret123', isAgent });
    if (upline) {
      await db.updateTable('members').set({ uplineId: ids[upline] }).where('id', '=', id).execute();
    }
    ids[username] = id;
    await setPaymentPassword(db, id, 'pay-456');
    tokens[username] = await signInToken(app, host, username, 'secret123');
  };
  await add('agent', 1);
  await add('sub', 2, 'agent');
  await add('leaf', 0, 'sub');
  await add('direct', 0, 'agent');
  await add('stray', 0);
  await add('rival', 1);
  for (const name of ['agent', 'leaf', 'stray', 'rival']) {
    await creditWallet(db, merchantId, ids[name]!, 100_000n);
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

const as = (name: string) => ({ host, authorization: tokens[name]!, language: 'en' });
const post = (name: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: as(name), payload });
const get = (name: string, url: string) => app.inject({ url, headers: as(name) });
const balance = async (name: string) =>
  (await get(name, '/wps/v2/wallets/balance')).json().value.sumBalance as string;
let attempt = 0;
const key = () => `transfer-key-${(attempt += 1)}`;

describe('transfers between members', () => {
  it('sends to the upline with the payment password, once per key', async () => {
    const overview = (await get('leaf', '/wps/v2/transfer/overview')).json().value;
    expect(overview).toMatchObject({
      upline: { username: 'sub' },
      isAgent: false,
      hasPaymentPassword: true,
      balance: '1000.00',
      min: '1.00',
    });
    const once = key();
    const send = () =>
      post('leaf', '/wps/v2/transfer/upline', {
        amount: '250.25',
        paymentPassword: 'pay-456',
        idempotencyKey: once,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.json().value.transferId).toBe(second.json().value.transferId);
    expect(first.json().value.balance).toBe('749.75');
    expect(await balance('sub')).toBe('250.25');
    const wrong = await post('leaf', '/wps/v2/transfer/upline', {
      amount: '10',
      paymentPassword: 'nope-000',
      idempotencyKey: key(),
    });
    expect(wrong.json().code).toBe('payment_password_incorrect');
    for (const paymentPassword of [undefined, '']) {
      const missing = await post('leaf', '/wps/v2/transfer/upline', {
        amount: '10',
        ...(paymentPassword === undefined ? {} : { paymentPassword }),
        idempotencyKey: key(),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual([expect.objectContaining({ path: 'paymentPassword' })]);
    }
    for (const amount of ['-1', '0', '0.001', 'ten', '1e3', '999999999999999999']) {
      const refused = await post('leaf', '/wps/v2/transfer/upline', {
        amount,
        paymentPassword: 'pay-456',
        idempotencyKey: key(),
      });
      expect(refused.json().code).toBe('validation_failed');
    }
    const tooMuch = await post('leaf', '/wps/v2/transfer/upline', {
      amount: '5000',
      paymentPassword: 'pay-456',
      idempotencyKey: key(),
    });
    expect(tooMuch.json().code).toBe('insufficient_balance');
    const orphan = await post('stray', '/wps/v2/transfer/upline', {
      amount: '10',
      paymentPassword: 'pay-456',
      idempotencyKey: key(),
    });
    expect(orphan.json().code).toBe('no_upline');
    // Money that still owes bets does not leave to someone who could withdraw it.
    await db
      .insertInto('turnoverRequirements')
      .values({
        merchantId,
        memberId: ids.leaf!,
        source: 'deposit',
        reference: 'deposit:leaf-1',
        requiredMinor: '5000',
        createdAt: new Date('2026-11-22T09:00:00Z'),
      })
      .execute();
    const owing = await post('leaf', '/wps/v2/transfer/upline', {
      amount: '10',
      paymentPassword: 'pay-456',
      idempotencyKey: key(),
    });
    expect(owing.json()).toMatchObject({ code: 'transfer_turnover_unmet' });
    expect(owing.json().message).toContain('50.00');
    await db.deleteFrom('turnoverRequirements').execute();
    expect(await balance('leaf')).toBe('749.75');
  });

  it('lets an agent send only inside its own tree', async () => {
    const send = (from: string, username: string) =>
      post(from, '/wps/v2/transfer/downline', {
        username,
        amount: '100',
        paymentPassword: 'pay-456',
        idempotencyKey: key(),
      });
    expect((await send('agent', 'LEAF')).json().value.balance).toBe('900.00');
    expect((await send('agent', 'direct')).json().value.balance).toBe('800.00');
    expect((await send('agent', 'stray')).json().code).toBe('not_in_downline');
    expect((await send('agent', 'agent')).json().code).toBe('not_in_downline');
    expect((await send('agent', 'nobody')).json().code).toBe('not_in_downline');
    expect((await send('rival', 'leaf')).json().code).toBe('not_in_downline');
    expect((await send('leaf', 'stray')).json().code).toBe('not_an_agent');
    const unproven = await post('agent', '/wps/v2/transfer/downline', {
      username: 'leaf',
      amount: '100',
      idempotencyKey: key(),
    });
    expect(unproven.json().fields).toEqual([expect.objectContaining({ path: 'paymentPassword' })]);
    expect(await balance('agent')).toBe('800.00');
    expect(await balance('leaf')).toBe('849.75');
    expect((await get('agent', '/wps/v2/transfer/overview')).json().value).toMatchObject({
      isAgent: true,
      downlineCount: 2,
      upline: null,
    });
  });

  it('moves money into a transfer vendor wallet and back, and lists the wallets', async () => {
    await db
      .insertInto('vendors')
      .values([
        {
          merchantId,
          vassalage: 'SABA',
          gameType: 'SPORTS',
          displayName: 'Saba Sports',
          logoUrl: '/art/vendors/saba.svg',
          walletMode: 'transfer',
        },
        {
          merchantId,
          vassalage: 'DOWN',
          gameType: 'LIVE',
          displayName: 'Down Live',
          logoUrl: '/art/vendors/down.svg',
          walletMode: 'transfer',
          status: 'maintenance',
        },
      ])
      .execute();
    const move = (from: string, to: string, amount: string) =>
      post('stray', '/wps/relay/GCS_walletTransfer', {
        from,
        to,
        amount,
        idempotencyKey: key(),
      });
    expect((await move('MAIN', 'SABA', '300')).json().value.balance).toBe('700.00');
    expect((await move('SABA', 'MAIN', '100.50')).json().value.balance).toBe('800.50');
    expect((await move('SABA', 'MAIN', '500')).json().code).toBe('insufficient_balance');
    expect((await move('MAIN', 'DOWN', '10')).json().code).toBe('vendor_wallet_unavailable');
    expect((await move('MAIN', 'NOPE', '10')).json().code).toBe('vendor_wallet_unavailable');
    expect((await move('MAIN', 'MAIN', '10')).json().code).toBe('vendor_wallet_unavailable');
    const wallets = (await get('stray', '/wps/relay/GCS_merchantWallet')).json().value;
    expect(wallets).toEqual([
      { code: 'MAIN', name: 'main', kind: 'main', balance: '800.50', status: 'active' },
      { code: 'HELD', name: 'held', kind: 'held', balance: '0.00', status: 'active' },
      { code: 'DOWN', name: 'Down Live', kind: 'vendor', balance: '0.00', status: 'maintenance' },
      { code: 'SABA', name: 'Saba Sports', kind: 'vendor', balance: '199.50', status: 'active' },
    ]);
    expect((await get('stray', '/wps/member/info/funds/consolidated')).json().value).toMatchObject({
      main: '800.50',
      held: '0.00',
      vendors: '199.50',
      total: '1000.00',
      currency: 'BDT',
    });
  });

  it('lists the statement by type and calendar days, paginated', async () => {
    const records = (query: string) =>
      get('leaf', `/wps/v2/wallets/records?${query}`).then((answer) => answer.json());
    // The ledger dates its entries by the database's clock: today in Dhaka, the merchant's zone.
    const dhakaDay = (daysBack: number) =>
      new Date(Date.now() - daysBack * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'Asia/Dhaka',
      });
    const [today, yesterday, weekStart] = [dhakaDay(0), dhakaDay(1), dhakaDay(6)];
    const all = (await records(`from=${weekStart}&to=${today}`)).value;
    expect(all.totalCount).toBe(3);
    expect(all.list.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual(
      [
        ['transfer', '100.00'],
        ['transfer', '-250.25'],
        ['deposit', '1000.00'],
      ],
    );
    expect(all.list[0].balanceAfter).toBe('849.75');
    const deposits = (await records(`type=deposit&from=${today}&to=${today}`)).value;
    expect(deposits.totalCount).toBe(1);
    const paged = (await records(`from=${weekStart}&to=${today}&pageSize=2&pageNo=2`)).value;
    expect(paged).toMatchObject({ totalCount: 3, totalPages: 2, pageNo: 2 });
    expect(paged.list).toHaveLength(1);
    // A Dhaka day starts at 18:00 UTC the day before; nothing of today's lands on yesterday.
    expect((await records(`from=${yesterday}&to=${yesterday}`)).value.totalCount).toBe(0);
    for (const query of [
      'from=2026-11-22&to=2026-11-21',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01&to=2026-11-22',
      'from=yesterday&to=2026-11-22',
      'type=jackpot&from=2026-11-22&to=2026-11-22',
      'from=2026-11-22&to=2026-11-22&pageSize=1000',
    ]) {
      expect((await records(query)).code).toBe('validation_failed');
    }
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses trial accounts and keeps merchants apart', async () => {
    const other = await createMerchant(db);
    await createMember(db, other.id, { username: 'outsider', password: 'secret123', isAgent: 1 });
    const outsider = await signInToken(app, other.domain!, 'outsider', 'secret123');
    const crossing = await app.inject({
      method: 'POST',
      url: '/wps/v2/transfer/downline',
      headers: { host: other.domain!, authorization: outsider },
      payload: { username: 'leaf', amount: '1', paymentPassword: 'x', idempotencyKey: key() },
    });
    expect(crossing.json().code).toBe('not_in_downline');
    const trial = await createMember(db, merchantId, {
      username: 'guest1',
      password: 'secret123',
      isAgent: 4,
    });
    void trial;
    const guest = await signInToken(app, host, 'guest1', 'secret123');
    for (const url of ['/wps/v2/transfer/overview', '/wps/relay/GCS_merchantWallet']) {
      const refused = await app.inject({ url, headers: { host, authorization: guest } });
      expect(refused.json().code).toBe('in_need_true_account');
    }
  });

  it('tells 200 racing copies of a transfer up or down what the first was told', async () => {
    // The payer's 1,000 covers one 600 but not two: a copy that judged the balance the first
    // left would be told insufficient_balance although the money moved.
    const { id } = await createMember(db, merchantId, {
      username: 'racer',
      password: 'secret123',
    });
    await db.updateTable('members').set({ uplineId: ids.rival }).where('id', '=', id).execute();
    await setPaymentPassword(db, id, 'pay-456');
    await creditWallet(db, merchantId, id, 100_000n);
    tokens.racer = await signInToken(app, host, 'racer', 'secret123');
    const rivalBefore = Number(await balance('rival'));
    const up = { amount: '600', paymentPassword: 'pay-456', idempotencyKey: key() };
    const upAnswer = await raceSameKey(() => post('racer', '/wps/v2/transfer/upline', up));
    expect(upAnswer.json().value.balance).toBe('400.00');
    expect(await balance('racer')).toBe('400.00');
    expect(Number(await balance('rival'))).toBe(rivalBefore + 600);

    const downAmount = String(rivalBefore + 100);
    const down = {
      username: 'racer',
      amount: downAmount,
      paymentPassword: 'pay-456',
      idempotencyKey: key(),
    };
    const downAnswer = await raceSameKey(() => post('rival', '/wps/v2/transfer/downline', down));
    expect(downAnswer.json().value.balance).toBe('500.00');
    expect(await balance('racer')).toBe((400 + rivalBefore + 100).toFixed(2));
    expect(await verifyLedger(db)).toEqual([]);
  });
});
