// What the promotions' integration tests share: a database and app per test file, two
// merchants with a payment channel, operators and players, and the calls the tests make. A
// test file calls usePromotions() once; the bindings below are filled in before its first test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  signInOperator,
  createDepositChannel,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { multipart } from '../../../../test/multipart';
import { solidPng } from '../../../../test/png';

export let db: Db;
let drop: () => Promise<void>;
export let app: FastifyInstance;
export const clock = fixedClock('2026-12-10T10:00:00Z');
export let merchant: Awaited<ReturnType<typeof createMerchant>>;
export let other: Awaited<ReturnType<typeof createMerchant>>;
export let host: string;
export let channelId: string;
export const ops: Record<'content' | 'finance' | 'support' | 'otherAdmin' | 'platform', string> = {
  content: '',
  finance: '',
  support: '',
  otherAdmin: '',
  platform: '',
};
export const players: Record<string, string> = {};
export const memberIds: Record<string, string> = {};

/** The host a test merchant's site answers on (the factory always gives one). */
function hostOf(of: { domain: string | null }): string {
  if (!of.domain) throw new Error('a test merchant has a domain');
  return of.domain;
}

/** A whole one-pixel png. */
export const png = solidPng(1, 1);

/** A fresh database and app for the test file: two merchants, operators and players. */
export function usePromotions() {
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    ({ app } = await createTestApp(db, { clock }));
    merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
    other = await createMerchant(db);
    host = hostOf(merchant);
    await installHouseVendor(db, merchant.id);
    channelId = await createDepositChannel(db, merchant.id);
    // Deposits ask no turnover here, so only the bonus's requirement stands in the way.
    await db
      .insertInto('walletRules')
      .values({ merchantId: merchant.id, withdrawMinMinor: '10000', depositTurnoverPercent: 0 })
      .execute();
    for (const [key, merchantId, role] of [
      ['content', merchant.id, 'content'],
      ['finance', merchant.id, 'finance'],
      ['support', merchant.id, 'support'],
      ['otherAdmin', other.id, 'admin'],
      ['platform', null, 'owner'],
    ] as const) {
      ops[key] = (
        await signInOperator(app, db, { merchantId, username: `promo_${key.toLowerCase()}`, role })
      ).token;
    }
    for (const name of ['asha', 'bilal', 'chandni', 'dipu', 'emon', 'farid', 'gita']) {
      const { id } = await createMember(db, merchant.id, { username: name, password: 'secret123' });
      memberIds[name] = id;
      players[name] = await signInToken(app, host, name, 'secret123');
    }
    await createMember(db, other.id, { username: 'outsider', password: 'secret123' });
    players.outsider = await signInToken(app, hostOf(other), 'outsider', 'secret123');
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
}

export function desk(
  as: keyof typeof ops,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
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

export function site(name: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const isOther = name === 'outsider';
  return app.inject({
    method,
    url,
    headers: {
      host: isOther ? hostOf(other) : host,
      language: 'en',
      ...(name ? { authorization: players[name] } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A promotion in bn, en and th; each test changes what it needs. */
export function promotion(values: Record<string, unknown> = {}) {
  const text = (name: string) => ({
    name,
    summary: `${name} summary`,
    terms: '<p>Terms <strong>apply</strong></p>',
  });
  return {
    category: 'welcome',
    kind: 'apply',
    imageUrl: '/art/promotions/welcome.svg',
    startsAt: '2026-12-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    bonusType: 'fixed',
    bonusAmount: '100',
    bonusPercent: null,
    bonusCap: null,
    depositMin: null,
    prizes: [],
    turnoverMultiple: 3,
    sortOrder: 0,
    texts: { bn: text('স্বাগতম'), en: text('Welcome'), th: text('ยินดีต้อนรับ') },
    ...values,
  };
}

/** Creates and publishes a promotion; answers its id. */
export async function published(values: Record<string, unknown> = {}): Promise<string> {
  const created = await desk('content', 'POST', '/ops/api/promotions', promotion(values));
  if (!created.json().success) throw new Error(created.body);
  const id = created.json().value.id as string;
  const shown = await desk('content', 'PATCH', `/ops/api/promotions/${id}/publish`, {
    isPublished: true,
  });
  expect(shown.json()).toEqual({ success: true });
  return id;
}

/** A multipart application: a remark and files named `image`. */
export function apply(name: string, id: string, remark: string, files: Buffer[]) {
  const body = multipart([
    { field: 'remark', value: remark },
    ...files.map((bytes, index) => ({ field: 'image', name: `p${index}.png`, bytes })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/wps/promotions/${id}/apply`,
    headers: { host, language: 'en', authorization: players[name], ...body.headers },
    payload: body.payload,
  });
}

export async function statusOf(name: string | null, id: string) {
  const detail = await site(name, 'GET', `/wps/promotions/${id}`);
  return detail.json().value.status as string;
}

export async function count(table: 'promotionEntries' | 'promotionEntryImages') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function bonusTransfers(memberId: string) {
  return db
    .selectFrom('ledgerTransfers as t')
    .innerJoin('ledgerAccounts as a', 'a.id', 't.creditAccountId')
    .select(['t.amountMinor'])
    .where('a.memberId', '=', memberId)
    .where('t.kind', '=', 'bonus')
    .execute();
}

export async function balanceOf(name: string) {
  return (await site(name, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as string;
}
