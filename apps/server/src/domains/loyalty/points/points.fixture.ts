// What the points' integration tests share: a database and app per test file, two merchants
// (the first with a points programme and three rewards), operators and players with a payment
// password, and the calls the tests make. A test file calls usePoints() once.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import {
  createDepositOrder,
  createMemberSession,
  createMerchant,
  signInOperator,
} from '../../../../test/factories';
import { hashPassword } from '../../../lib/passwords';
import type { Db } from '../../../db/database';

export let db: Db;
let drop: () => Promise<void>;
export let app: FastifyInstance;
export const clock = fixedClock('2026-12-10T10:00:00Z');
export let merchant: Awaited<ReturnType<typeof createMerchant>>;
export let other: Awaited<ReturnType<typeof createMerchant>>;
export const ops: Record<'admin' | 'finance' | 'content' | 'otherAdmin', string> = {
  admin: '',
  finance: '',
  content: '',
  otherAdmin: '',
};
export const players: Record<string, string> = {};
export const memberIds: Record<string, string> = {};
export const rewards: Record<'cash' | 'bonus' | 'item', string> = { cash: '', bonus: '', item: '' };
export const paymentPassword = 'pay-456789';

function hostOf(of: { domain: string | null }): string {
  if (!of.domain) throw new Error('a test merchant has a domain');
  return of.domain;
}

/** The programme the tests start from: 10 points per 100.00, 12 from 1,000.00; 100 = 1.00. */
export const settings = {
  isEnabled: true,
  earnUnit: '100',
  tiers: [
    { minDeposit: '0', points: 10 },
    { minDeposit: '1000', points: 12 },
  ],
  convertPoints: 100,
  convertCash: '1',
  convertMinPoints: 200,
};

const text = (name: string) => ({ name, description: `${name}, from the point mall` });

/** A fresh database and app for the test file. */
export function usePoints(names: string[]) {
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    ({ app } = await createTestApp(db, { clock }));
    merchant = await createMerchant(db);
    other = await createMerchant(db);
    for (const [key, merchantId, role] of [
      ['admin', merchant.id, 'admin'],
      ['finance', merchant.id, 'finance'],
      ['content', merchant.id, 'content'],
      ['otherAdmin', other.id, 'admin'],
    ] as const) {
      const username = `pts_${key.toLowerCase()}`;
      ops[key] = (await signInOperator(app, db, { merchantId, username, role })).token;
    }
    expect200(await desk('admin', 'PUT', '/ops/api/points/settings', settings));
    for (const [kind, values] of [
      ['cash', { amount: '5', points: 500 }],
      ['bonus', { amount: '20', points: 1000, turnoverMultiple: 3 }],
      ['item', { points: 300, stock: 1 }],
    ] as const) {
      const made = await desk('admin', 'POST', '/ops/api/points/rewards', reward(kind, values));
      rewards[kind] = made.json().value.id;
    }
    // One hash for every password: 200 members signed in as sign-in does, without its cost.
    const [passwordHash, paymentHash] = await Promise.all([
      hashPassword('secret123'),
      hashPassword(paymentPassword),
    ]);
    const made = await db
      .insertInto('members')
      .values(
        [
          ...names.map((name) => ({ name, merchantId: merchant.id })),
          { name: 'outsider', merchantId: other.id },
        ].map(({ name, merchantId }) => ({
          merchantId,
          username: name,
          passwordHash,
          paymentPasswordHash: paymentHash,
          createdAt: new Date(),
          passwordChangedAt: new Date(),
        })),
      )
      .returning(['id', 'username', 'merchantId'])
      .execute();
    for (const row of made) {
      memberIds[row.username] = row.id;
      players[row.username] = await createMemberSession(db, {
        merchantId: row.merchantId,
        memberId: row.id,
        now: clock.now(),
      });
    }
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
}

function expect200(answer: { statusCode: number; body: string }) {
  if (answer.statusCode !== 200) throw new Error(`setup refused: ${answer.body}`);
}

/** A reward of a kind, in bn, en and th. */
export function reward(kind: 'cash' | 'bonus' | 'item', values: Record<string, unknown> = {}) {
  return {
    kind,
    texts: { bn: text(`${kind} বিএন`), en: text(`${kind} reward`), th: text(`${kind} ไทย`) },
    points: 100,
    turnoverMultiple: 0,
    stock: null,
    memberLimit: null,
    isActive: true,
    sortOrder: 0,
    ...values,
  };
}

export function desk(
  as: keyof typeof ops,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: ops[as], language: 'en' },
    ...(payload ? { payload } : {}),
  });
}

export function site(name: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: {
      host: hostOf(name === 'outsider' ? other : merchant),
      language: 'en',
      authorization: players[name]!,
    },
    ...(payload ? { payload } : {}),
  });
}

/** A deposit order of `amountMinor` the member submitted, approved by finance on the desk. */
export async function deposit(name: string, amountMinor: bigint) {
  const id = await createDepositOrder(db, {
    merchantId: merchant.id,
    memberId: memberIds[name]!,
    amountMinor,
    now: clock.now(),
  });
  expect200(await desk('finance', 'POST', `/ops/api/deposits/${id}/approve`));
}

export async function pointsOf(name: string): Promise<{ points: number; held: number }> {
  const answer = await site(name, 'GET', '/wps/relay/MCS2_getPointBalance');
  return answer.json().value;
}

export async function walletMinor(name: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balanceMinor')
    .where('memberId', '=', memberIds[name]!)
    .where('kind', '=', 'player')
    .executeTakeFirst();
  return BigInt(row?.balanceMinor ?? 0);
}

/** The points ledger of a merchant sums to zero, and each balance is its moves' sum. */
export async function pointsLedgerBalances(merchantId: string) {
  const { rows } = await sql<{ total: string; mismatched: string }>`SELECT
      (SELECT coalesce(sum(balance), 0) FROM points_accounts WHERE merchant_id = ${merchantId})
        AS total,
      (SELECT count(*) FROM points_accounts a WHERE a.merchant_id = ${merchantId}
         AND a.balance <> coalesce((SELECT sum(points) FROM points_transfers
           WHERE credit_account_id = a.id), 0) - coalesce((SELECT sum(points)
           FROM points_transfers WHERE debit_account_id = a.id), 0)) AS mismatched`.execute(db);
  return { total: Number(rows[0]!.total), mismatched: Number(rows[0]!.mismatched) };
}

export function redeem(name: string, values: Record<string, unknown>) {
  return site(name, 'POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    paymentPassword,
    ...values,
  });
}
