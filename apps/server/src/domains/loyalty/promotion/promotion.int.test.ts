import { randomUUID } from 'node:crypto';
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
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { installHouseVendor } from '../../../vendors/house/install';
import { verifyLedger } from '../../money/ledger/ledger.verify';
import { multipart } from '../../../../test/multipart';
import { solidPng } from '../../../../test/png';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-12-10T10:00:00Z');
let merchant: Awaited<ReturnType<typeof createMerchant>>;
let other: Awaited<ReturnType<typeof createMerchant>>;
let host: string;
let channelId: string;
const ops: Record<'content' | 'finance' | 'support' | 'otherAdmin' | 'platform', string> = {
  content: '',
  finance: '',
  support: '',
  otherAdmin: '',
  platform: '',
};
const players: Record<string, string> = {};
const memberIds: Record<string, string> = {};

/** A whole one-pixel png. */
const png = solidPng(1, 1);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  merchant = await createMerchant(db, { flags: { FREEPLAY: true } });
  other = await createMerchant(db);
  host = merchant.domain!;
  await installHouseVendor(db, merchant.id);
  const method = await db
    .insertInto('paymentMethods')
    .values({ merchantId: merchant.id, code: 'bkash', name: 'bKash', kind: 'mobile_money' })
    .returning('id')
    .executeTakeFirstOrThrow();
  channelId = (
    await db
      .insertInto('paymentChannels')
      .values({
        merchantId: merchant.id,
        methodId: method.id,
        code: 'send_money',
        name: 'Send Money',
        minMinor: '10000',
        maxMinor: '3000000',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('receivingAccounts')
    .values({ merchantId: merchant.id, channelId, accountName: 'Desk', accountNumber: '0171111' })
    .execute();
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
  players.outsider = await signInToken(app, other.domain!, 'outsider', 'secret123');
});
afterAll(async () => {
  await app.close();
  await drop();
});

function desk(
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

function site(name: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const isOther = name === 'outsider';
  return app.inject({
    method,
    url,
    headers: {
      host: isOther ? other.domain! : host,
      language: 'en',
      ...(name ? { authorization: players[name] } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** A promotion in bn, en and th; each test changes what it needs. */
function promotion(values: Record<string, unknown> = {}) {
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
async function published(values: Record<string, unknown> = {}): Promise<string> {
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
function apply(name: string, id: string, remark: string, files: Buffer[]) {
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

async function statusOf(name: string | null, id: string) {
  const detail = await site(name, 'GET', `/wps/promotions/${id}`);
  return detail.json().value.status as string;
}

async function count(table: 'promotionEntries' | 'promotionEntryImages') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function bonusTransfers(memberId: string) {
  return db
    .selectFrom('ledgerTransfers as t')
    .innerJoin('ledgerAccounts as a', 'a.id', 't.creditAccountId')
    .select(['t.amountMinor'])
    .where('a.memberId', '=', memberId)
    .where('t.kind', '=', 'bonus')
    .execute();
}

async function balanceOf(name: string) {
  return (await site(name, 'GET', '/wps/v2/wallets/balance')).json().value.sumBalance as string;
}

describe('promotions desk', () => {
  it('saves a promotion in every language with its terms cleaned, shown once published', async () => {
    const missing = await desk(
      'content',
      'POST',
      '/ops/api/promotions',
      promotion({
        endsAt: '2026-11-01T00:00:00Z',
        texts: { bn: { name: 'নাম', summary: '', terms: '' } },
      }),
    );
    expect(missing.json().code).toBe('validation_failed');
    expect(
      missing
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['endsAt', 'texts.en.name', 'texts.th.name']);
    // A percent bonus names the bounds of its share: 0.01 % to 1,000 % of the deposit.
    for (const [bonusPercent, message] of [
      ['1000.01', 'Enter at most 1000'],
      ['0', 'Enter at least 0.01'],
      [null, 'Input cannot be empty'],
    ] as const) {
      const refused = await desk(
        'content',
        'POST',
        '/ops/api/promotions',
        promotion({
          bonusType: 'percent',
          bonusAmount: null,
          bonusPercent,
          bonusCap: '200',
          depositMin: '300',
        }),
      );
      expect(refused.json().fields, String(bonusPercent)).toEqual([
        expect.objectContaining({ path: 'bonusPercent', message }),
      ]);
    }
    const hostile =
      '<p onclick="steal()">Read <img src=x onerror=alert(1)><script>x()</script></p>';
    const created = await desk(
      'content',
      'POST',
      '/ops/api/promotions',
      promotion({
        texts: {
          bn: { name: 'নিরাপদ', summary: '', terms: hostile },
          en: { name: 'Safe', summary: '', terms: hostile },
          th: { name: 'ปลอดภัย', summary: '', terms: hostile },
        },
      }),
    );
    const id = created.json().value.id as string;
    expect((await site(null, 'GET', `/wps/promotions/${id}`)).json().code).toBe('not_found');
    const listed = (await desk('content', 'GET', '/ops/api/promotions')).json().value;
    expect(listed.merchant.timeZone).toBe('Asia/Dhaka');
    const saved = listed.promotions.find((row: { id: string }) => row.id === id);
    expect(saved.texts.en.terms).toBe('<p>Read </p>');
    expect(saved).toMatchObject({ isPublished: false, bonusAmount: '100.00' });
    await desk('content', 'PATCH', `/ops/api/promotions/${id}/publish`, { isPublished: true });
    const detail = (await site(null, 'GET', `/wps/promotions/${id}`)).json().value;
    expect(detail).toMatchObject({ name: 'Safe', terms: '<p>Read </p>', status: 'join' });
    const thai = await app.inject({
      url: `/wps/promotions/${id}`,
      headers: { host, language: 'th' },
    });
    expect(thai.json().value.name).toBe('ปลอดภัย');
    // An edit logs each change before and after, texts too; an edit of nothing logs nothing.
    const edited = promotion({
      turnoverMultiple: 5,
      texts: {
        bn: { name: 'নিরাপদ', summary: '', terms: hostile },
        en: { name: 'Safer', summary: '', terms: hostile },
        th: { name: 'ปลอดภัย', summary: '', terms: hostile },
      },
    });
    for (let save = 0; save < 2; save += 1) {
      expect((await desk('content', 'PUT', `/ops/api/promotions/${id}`, edited)).statusCode).toBe(
        200,
      );
    }
    const actions = await db
      .selectFrom('operatorActions')
      .select(['action', 'detail'])
      .where('target', '=', `promotion:${id}`)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual([
      'promotion_create',
      'promotion_publish',
      'promotion_update',
    ]);
    expect(actions[2]!.detail).toEqual({
      turnoverMultiple: { from: 3, to: 5 },
      texts: { en: { name: { from: 'Safe', to: 'Safer' } } },
    });
  });

  it('lets content write, finance review, and nobody else either', async () => {
    expect((await desk('support', 'GET', '/ops/api/promotions')).json().code).toBe('forbidden');
    expect((await desk('finance', 'POST', '/ops/api/promotions', promotion())).json().code).toBe(
      'forbidden',
    );
    expect((await desk('content', 'GET', '/ops/api/promotions/applications')).json().code).toBe(
      'forbidden',
    );
    expect((await desk('finance', 'GET', '/ops/api/promotions')).json().success).toBe(true);
    // A platform operator names the merchant.
    expect((await desk('platform', 'GET', '/ops/api/promotions')).json().code).toBe(
      'validation_failed',
    );
    expect(
      (await desk('platform', 'GET', `/ops/api/promotions?merchant=${merchant.code}`)).json()
        .success,
    ).toBe(true);
  });
});

describe('promotions on the site', () => {
  it('gives each status over time: coming soon, join, applying, rejected, close', async () => {
    const id = await published({
      category: 'event',
      startsAt: '2026-12-10T10:10:00Z',
      endsAt: '2026-12-10T10:20:00Z',
    });
    try {
      expect(await statusOf(null, id)).toBe('coming soon');
      expect(await statusOf('asha', id)).toBe('coming soon');
      expect((await apply('asha', id, 'early', [])).json().code).toBe('promotion_unavailable');
      clock.set('2026-12-10T10:10:00Z');
      expect(await statusOf('asha', id)).toBe('join');
      expect((await apply('asha', id, 'please', [png])).json().value.status).toBe('applying');
      expect(await statusOf('asha', id)).toBe('applying');
      const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json();
      const entry = queue.value.find((row: { username: string }) => row.username === 'asha');
      await desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/reject`, {
        reason: 'No proof of the deposit',
      });
      const detail = (await site('asha', 'GET', `/wps/promotions/${id}`)).json().value;
      expect(detail.status).toBe('rejected');
      expect(detail.entry.rejectReason).toBe('No proof of the deposit');
      clock.set('2026-12-10T10:20:00Z');
      expect(await statusOf('bilal', id)).toBe('close');
      expect(await statusOf(null, id)).toBe('close');
      expect(await statusOf('asha', id)).toBe('rejected');
      expect((await apply('asha', id, 'late', [])).json().code).toBe('promotion_unavailable');
    } finally {
      clock.set('2026-12-10T10:00:00Z');
    }
    const list = (await site('bilal', 'GET', '/wps/promotions?category=event')).json().value;
    expect(list.categories).toEqual(['welcome', 'event']);
    expect(list.promotions.map((row: { id: string }) => row.id)).toEqual([id]);
  });

  it('claims a fixed bonus at once, and a deposit bonus only after a qualifying deposit', async () => {
    const fixed = await published({ kind: 'claim', category: 'vip', bonusAmount: '50' });
    expect(await statusOf('chandni', fixed)).toBe('claim');
    const claimed = (await site('chandni', 'POST', `/wps/promotions/${fixed}/claim`)).json();
    expect(claimed.value).toMatchObject({ bonus: '50.00', turnover: '150.00', currency: 'BDT' });
    expect(await statusOf('chandni', fixed)).toBe('claimed');
    expect((await site('chandni', 'POST', `/wps/promotions/${fixed}/claim`)).json().code).toBe(
      'promotion_taken',
    );
    expect(await bonusTransfers(memberIds.chandni!)).toEqual([{ amountMinor: '5000' }]);
    // The message names the promotion in the language the member reads it in.
    for (const [language, name] of [
      ['en', 'Welcome'],
      ['th', 'ยินดีต้อนรับ'],
      ['bn', 'স্বাগতম'],
    ]) {
      const inbox = await app.inject({
        method: 'GET',
        url: '/wps/member/messages',
        headers: { host, language, authorization: players.chandni! },
      });
      expect(inbox.json().value[0].body).toContain(name);
    }

    const percent = await published({
      kind: 'claim',
      category: 'deposit',
      bonusType: 'percent',
      bonusAmount: null,
      bonusPercent: '10',
      bonusCap: '200',
      depositMin: '300',
    });
    expect(await statusOf('chandni', percent)).toBe('join');
    expect((await site('chandni', 'POST', `/wps/promotions/${percent}/claim`)).json().code).toBe(
      'promotion_no_deposit',
    );
    const order = (
      await site('chandni', 'POST', '/wps/v2/deposit/orders', {
        channelId,
        amount: '1500',
        idempotencyKey: 'promo-deposit-1',
      })
    ).json().value;
    await site('chandni', 'POST', `/wps/v2/deposit/orders/${order.id}/submit`, {
      trxId: 'PROMO12345',
      payingNumber: '01899999999',
    });
    expect(await statusOf('chandni', percent)).toBe('process');
    await desk('finance', 'POST', `/ops/api/deposits/${order.id}/approve`);
    expect(await statusOf('chandni', percent)).toBe('claim');
    const detail = (await site('chandni', 'GET', `/wps/promotions/${percent}`)).json().value;
    expect(detail.bonusNow).toBe('150.00');
    const credited = (await site('chandni', 'POST', `/wps/promotions/${percent}/claim`)).json();
    expect(credited.value).toMatchObject({ bonus: '150.00', turnover: '450.00' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('refuses a long remark, a wrong, oversize or fourth image, and stores nothing', async () => {
    const id = await published({ category: 'rebate' });
    const before = [await count('promotionEntries'), await count('promotionEntryImages')];
    const long = await apply('dipu', id, 'x'.repeat(141), [png]);
    expect(long.json().code).toBe('validation_failed');
    expect(long.json().fields[0].path).toBe('remark');
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await apply('dipu', id, 'ok', [script])).json().code).toBe('promotion_image_invalid');
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await apply('dipu', id, 'ok', [huge])).json().code).toBe('promotion_image_invalid');
    expect((await apply('dipu', id, 'ok', [png, png, png, png])).json().code).toBe(
      'promotion_image_invalid',
    );
    expect([await count('promotionEntries'), await count('promotionEntryImages')]).toEqual(before);
    expect((await site('dipu', 'POST', `/wps/promotions/${id}/claim`)).json().code).toBe(
      'promotion_unavailable',
    );
    const trial = await app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host },
    });
    players.trial = trial.json().value.token as string;
    expect((await apply('trial', id, 'ok', [png])).json().code).toBe('in_need_true_account');
    const applied = (await apply('dipu', id, 'x'.repeat(140), [png, png])).json().value;
    expect(applied).toMatchObject({ status: 'applying', imageCount: 2 });
    expect((await apply('dipu', id, 'again', [])).json().code).toBe('promotion_taken');
  });

  it("shows a member the images of their own application, and nobody else's", async () => {
    const id = await published({ category: 'event' });
    await apply('gita', id, 'Two receipts', [png, png]);
    const entry = (await site('gita', 'GET', `/wps/promotions/${id}`)).json().value.entry;
    expect(entry).toMatchObject({ status: 'applying', remark: 'Two receipts', imageCount: 2 });
    const url = (n: number | string) => `/wps/promotions/applications/${entry.id}/images/${n}`;
    for (const n of [1, 2]) {
      const image = await site('gita', 'GET', url(n));
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(png)).toBe(true);
    }
    expect((await site('gita', 'GET', url(3))).json().code).toBe('not_found');
    expect((await site('gita', 'GET', url(4))).json().code).toBe('validation_failed');
    expect((await site('gita', 'GET', url('x'))).json().code).toBe('validation_failed');
    expect((await site('asha', 'GET', url(1))).json().code).toBe('not_found');
    expect((await site('outsider', 'GET', url(1))).json().code).toBe('not_found');
    expect((await site(null, 'GET', url(1))).statusCode).toBe(401);
  });

  it('approves once though pressed twice, and the bonus turnover holds a withdrawal', async () => {
    const id = await published({ category: 'rebate', bonusAmount: '200', turnoverMultiple: 1 });
    await apply('emon', id, 'My first deposit was on Monday', [png]);
    const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json().value;
    const entry = queue.find((row: { username: string }) => row.username === 'emon');
    expect(entry).toMatchObject({ bonus: '200.00', turnover: '200.00', imageCount: 1 });
    const image = await desk(
      'finance',
      'GET',
      `/ops/api/promotions/applications/${entry.id}/images/1`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(
      (
        await desk('otherAdmin', 'GET', `/ops/api/promotions/applications/${entry.id}/images/1`)
      ).json().code,
    ).toBe('not_found');
    expect(
      (await desk('content', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)).json()
        .code,
    ).toBe('forbidden');
    expect(
      (
        await desk('otherAdmin', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)
      ).json().code,
    ).toBe('not_found');

    const answers = await Promise.all([
      desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`),
      desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`),
    ]);
    const codes = answers.map((answer) => answer.json().code ?? answer.json().value.status).sort();
    expect(codes).toEqual(['issued', 'promotion_entry_closed']);
    expect(await bonusTransfers(memberIds.emon!)).toEqual([{ amountMinor: '20000' }]);
    expect(await balanceOf('emon')).toBe('200.00');
    expect(await statusOf('emon', id)).toBe('issued');
    const messages = (await site('emon', 'GET', '/wps/member/messages')).json().value;
    expect(messages[0]).toMatchObject({ kind: 'promotion_approved', title: 'Promotion approved' });
    const requirement = await db
      .selectFrom('turnoverRequirements')
      .select(['source', 'requiredMinor'])
      .where('memberId', '=', memberIds.emon!)
      .execute();
    expect(requirement).toEqual([{ source: 'bonus', requiredMinor: '20000' }]);

    await setPaymentPassword(db, memberIds.emon!, 'pay-456');
    await creditWallet(db, merchant.id, memberIds.emon!, 20_000n);
    const bound = await site('emon', 'POST', '/wps/v2/withdraw/accounts', {
      methodCode: 'bkash',
      accountName: 'Emon Ali',
      accountNumber: '01712345678',
      paymentPassword: 'pay-456',
    });
    const withdraw = (key: string) =>
      site('emon', 'POST', '/wps/v2/withdraw/requests', {
        accountId: bound.json().value.id,
        amount: '100',
        paymentPassword: 'pay-456',
        idempotencyKey: key,
      });
    expect((await withdraw('promo-w-1')).json().code).toBe('withdraw_turnover_unmet');
    const bonuses = async () => (await site('emon', 'GET', '/wps/promotions/bonuses')).json().value;
    expect((await bonuses())[0]).toMatchObject({
      amount: '200.00',
      turnoverRequired: '200.00',
      turnoverWagered: '0.00',
      progressPercent: 0,
      status: 'in_progress',
    });

    const launched = await site(
      'emon',
      'GET',
      '/wps/relay/GCS_gameLaunchFB?vassalage=KHELA&gameCode=tiger-lotus',
    );
    const session = new URL(launched.json().value.url, 'http://x').searchParams.get('token');
    const spin = async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/house/api/spin',
        headers: { host, language: 'en' },
        payload: { token: session, betMinor: 10_000, requestId: randomUUID() },
      });
      expect(answer.json().success).toBe(true);
    };
    await spin();
    expect((await bonuses())[0]).toMatchObject({ turnoverWagered: '100.00', progressPercent: 50 });
    expect((await withdraw('promo-w-2')).json().code).toBe('withdraw_turnover_unmet');
    await spin();
    expect((await bonuses())[0]).toMatchObject({ progressPercent: 100, status: 'met' });
    expect((await withdraw('promo-w-3')).json().value).toMatchObject({ status: 'pending' });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('rejects with a reason the member reads; a rejected member may apply again', async () => {
    const id = await published({ category: 'rebate', bonusAmount: '10' });
    await apply('farid', id, 'hello', []);
    const queue = (await desk('finance', 'GET', '/ops/api/promotions/applications')).json().value;
    const entry = queue.find((row: { username: string }) => row.username === 'farid');
    const url = `/ops/api/promotions/applications/${entry.id}/reject`;
    expect((await desk('finance', 'POST', url, { reason: '' })).json().code).toBe(
      'validation_failed',
    );
    const rejected = (await desk('finance', 'POST', url, { reason: 'Deposit not found' })).json();
    expect(rejected.value).toMatchObject({ status: 'rejected', rejectReason: 'Deposit not found' });
    expect(
      (await desk('finance', 'POST', `/ops/api/promotions/applications/${entry.id}/approve`)).json()
        .code,
    ).toBe('promotion_entry_closed');
    expect(await bonusTransfers(memberIds.farid!)).toEqual([]);
    const messages = (await site('farid', 'GET', '/wps/member/messages')).json().value;
    expect(messages[0].body).toContain('Deposit not found');
    expect(messages[0].body).toContain('Welcome');
    const decided = (
      await desk('finance', 'GET', '/ops/api/promotions/applications?status=decided')
    ).json().value;
    expect(decided.some((row: { id: string }) => row.id === entry.id)).toBe(true);
    expect((await apply('farid', id, 'second try', [])).json().value.status).toBe('applying');
  });

  it('draws a raffle prize once per member through MCS2_claimRafflePromotion', async () => {
    const id = await published({
      kind: 'raffle',
      category: 'raffle',
      bonusAmount: null,
      prizes: [
        { amount: '25', weight: 1 },
        { amount: '30', weight: 1 },
      ],
      turnoverMultiple: 2,
    });
    const raffle = (name: string, promotionId: string) =>
      site(name, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId });
    expect(
      (await site(null, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId: id }))
        .statusCode,
    ).toBe(401);
    const won = (await raffle('bilal', id)).json().value;
    expect(won.entry.status).toBe('joined');
    expect([
      { bonus: '25.00', turnover: '50.00' },
      { bonus: '30.00', turnover: '60.00' },
    ]).toContainEqual({ bonus: won.bonus, turnover: won.turnover });
    expect(await statusOf('bilal', id)).toBe('joined');
    // Asking again draws again; whichever prize it draws, the bonus was taken (and the other
    // prize is refused the same way, 1 - 2^-8 likely to come up here).
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await raffle('bilal', id)).json().code).toBe('promotion_taken');
    }
    expect((await raffle('trial', id)).json().code).toBe('in_need_true_account');
    const fixed = await published({ kind: 'claim', category: 'vip' });
    expect((await raffle('bilal', fixed)).json().code).toBe('promotion_unavailable');
    expect((await raffle('bilal', 'abc')).json().code).toBe('validation_failed');
  });

  it("lists an uploaded picture's width and narrower versions, and none for our own art", async () => {
    const body = multipart([{ field: 'file', name: 'wide.png', bytes: solidPng(1200, 675) }]);
    const answer = await app.inject({
      method: 'POST',
      url: '/ops/api/media?purpose=promotion',
      headers: { ...body.headers, authorization: ops.content, language: 'en' },
      payload: body.payload,
    });
    const picture = answer.json().value as { id: string; url: string };
    const uploaded = await published({ imageUrl: picture.url });
    const ourArt = await published();
    const list = (await site(null, 'GET', '/wps/promotions')).json().value;
    const listed = (id: string) => list.promotions.find((row: { id: string }) => row.id === id);
    const versions = [480, 800, 1080].map((width) => ({
      url: picture.url.replace(/\.png$/, `-${width}w.webp`),
      width,
    }));
    expect(listed(uploaded)).toMatchObject({ imageWidth: 1200, imageSources: versions });
    expect(listed(ourArt)).toMatchObject({ imageWidth: null, imageSources: [] });
    const detail = (await site(null, 'GET', `/wps/promotions/${uploaded}`)).json().value;
    expect(detail).toMatchObject({ imageWidth: 1200, imageSources: versions });
    // Each version is served at its width.
    const version = await app.inject({ url: versions[0]!.url, headers: { host } });
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-type']).toBe('image/webp');
    // Another merchant's picture of the same id is not this merchant's: no width, no versions.
    await db
      .updateTable('media')
      .set({ merchantId: other.id })
      .where('id', '=', picture.id)
      .execute();
    const moved = (await site(null, 'GET', `/wps/promotions/${uploaded}`)).json().value;
    expect(moved).toMatchObject({ imageWidth: null, imageSources: [] });
    await db
      .updateTable('media')
      .set({ merchantId: merchant.id })
      .where('id', '=', picture.id)
      .execute();
  });

  it('keeps each merchant behind its own wall', async () => {
    const id = await published({ category: 'vip' });
    expect((await site('outsider', 'GET', `/wps/promotions/${id}`)).json().code).toBe('not_found');
    const list = (await site('outsider', 'GET', '/wps/promotions')).json().value;
    expect(list.promotions).toEqual([]);
    expect((await site('outsider', 'POST', `/wps/promotions/${id}/claim`)).json().code).toBe(
      'not_found',
    );
    expect(
      (await desk('otherAdmin', 'PUT', `/ops/api/promotions/${id}`, promotion())).json().code,
    ).toBe('not_found');
    expect(
      (await desk('otherAdmin', 'GET', '/ops/api/promotions')).json().value.promotions,
    ).toEqual([]);
  });
});
