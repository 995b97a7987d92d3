import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { sendSealed } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  createRegistrationRules,
  creditWallet,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let plainHost: string;
let merchantId: string;

/** A merchant's rule for one registration field. */
async function setRule(
  forMerchant: string,
  field: string,
  rule: { isEnabled: boolean; isRequired: boolean; minLength: number; maxLength: number },
  patternId: string | null = null,
) {
  const values = { ...rule, patternId };
  await db
    .insertInto('registrationFields')
    .values({ merchantId: forMerchant, field, sortOrder: 50, ...values })
    .onConflict((conflict) => conflict.columns(['merchantId', 'field']).doUpdateSet(values))
    .execute();
}

const shown = (minLength: number, maxLength: number, isRequired = false) => ({
  isEnabled: true,
  isRequired,
  minLength,
  maxLength,
});

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db));
  const merchant = await createMerchant(db, { flags: { USERNAMEREG3: true } });
  merchantId = merchant.id;
  host = merchant.domain ?? '';
  await createRegistrationRules(db, merchantId);
  await setRule(merchantId, 'whatsapp', shown(6, 15, true), 'DIGITS_ONLY');
  await setRule(merchantId, 'qqNum', shown(5, 12), 'DIGITS_ONLY');
  await setRule(merchantId, 'idNumber', shown(5, 30), 'LETTERS_OR_DIGITS');
  await setRule(merchantId, 'recommenderId', shown(2, 40));
  await setRule(merchantId, 'paymentPassword', shown(6, 6, true), 'DIGITS_ONLY');
  await setRule(merchantId, 'line', { ...shown(3, 40), isEnabled: false });
  // A merchant that asks for none of the extras.
  const plain = await createMerchant(db, { flags: { USERNAMEREG3: true } });
  await createRegistrationRules(db, plain.id);
  plainHost = plain.domain ?? '';
  const agent = await createMember(db, merchantId, {
    username: 'agent77',
    password: 'secret123',
    isAgent: 1,
  });
  await db
    .updateTable('members')
    .set({ affiliateCode: 'AGENT77' })
    .where('id', '=', agent.id)
    .execute();
});
afterAll(async () => {
  await app.close();
  await drop();
});

function register(payload: Record<string, unknown>, onHost = host) {
  return sendSealed(app, {
    method: 'PUT',
    url: '/wps/member/register',
    host: onHost,
    payload,
    language: 'en',
  });
}

const account = (username: string) => ({
  username,
  password: 'abc12345',
  confirmPassword: 'abc12345',
});
const extras = {
  whatsapp: '8801712345678',
  qqNum: '1234567',
  idNumber: 'BD19900517',
  recommenderId: 'Uncle Karim',
  paymentPassword: '246810',
  line: 'hidden.line',
  wechat: 'not-asked',
};

async function memberCount(): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select(db.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('registration extras', () => {
  it('keeps the extras the rules ask for and ignores the hidden ones', async () => {
    const response = await register({ ...account('extra01'), ...extras, affiliateCode: 'AGENT77' });
    expect(response.statusCode).toBe(200);
    const token = response.json().value.token as string;
    const row = await db
      .selectFrom('members')
      .innerJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
      .select([
        'memberProfiles.whatsapp',
        'memberProfiles.qq',
        'memberProfiles.idNumber',
        'memberProfiles.recommenderId',
        'memberProfiles.line',
        'memberProfiles.wechat',
        'members.paymentPasswordHash',
      ])
      .where('members.username', '=', 'extra01')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      whatsapp: '8801712345678',
      qq: '1234567',
      idNumber: 'BD19900517',
      recommenderId: 'Uncle Karim',
      line: null,
      wechat: null,
    });
    expect(row.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    const profile = await app.inject({
      url: '/wps/member/profile/details',
      headers: { host, authorization: token },
    });
    expect(profile.json().value.fields).toMatchObject({
      whatsapp: '8801712345678',
      qqNum: '1234567',
    });
  });

  it('sets a payment password that the payment-password check accepts', async () => {
    const response = await register({ ...account('extra02'), ...extras, affiliateCode: 'AGENT77' });
    const token = response.json().value.token as string;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'extra02')
      .executeTakeFirstOrThrow();
    await creditWallet(db, merchantId, member.id, 100_000n);
    const transfer = (paymentPassword: string, key: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/v2/transfer/upline',
        headers: { host, authorization: token, language: 'en' },
        payload: { amount: '100.00', paymentPassword, idempotencyKey: key },
      });
    const wrong = await transfer('135790', 'extras-transfer-wrong');
    expect(wrong.json().code).toBe('payment_password_incorrect');
    const right = await transfer('246810', 'extras-transfer-right');
    expect(right.json().success).toBe(true);
  });

  it('refuses a missing required extra and a value outside its pattern, writing nothing', async () => {
    const before = await memberCount();
    const response = await register({
      ...account('extra03'),
      qqNum: 'abcde',
      idNumber: 'ID-12345',
      paymentPassword: '12345',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields as { path: string; code: string }[];
    const byPath = Object.fromEntries(fields.map((field) => [field.path, field.code]));
    expect(byPath).toMatchObject({
      whatsapp: 'validation.required',
      qqNum: 'validation.pattern.DIGITS_ONLY',
      idNumber: 'validation.pattern.LETTERS_OR_DIGITS',
      paymentPassword: 'validation.length_exact',
    });
    expect(await memberCount()).toBe(before);
  });

  it('refuses markup and oversized extras before anything else', async () => {
    const markup = await register({ ...account('extra04'), ...extras, recommenderId: '<b>x</b>' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().fields[0]).toMatchObject({
      path: 'recommenderId',
      code: 'field_plain_text',
    });
    const huge = await register({ ...account('extra04'), ...extras, idNumber: '9'.repeat(300) });
    expect(huge.statusCode).toBe(400);
  });

  it('asks nothing more of a merchant without extra rules, and keeps no profile row', async () => {
    const response = await register({ ...account('plain01'), ...extras }, plainHost);
    expect(response.statusCode).toBe(200);
    const row = await db
      .selectFrom('members')
      .leftJoin('memberProfiles', 'memberProfiles.memberId', 'members.id')
      .select(['memberProfiles.memberId', 'members.paymentPasswordHash'])
      .where('members.username', '=', 'plain01')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ memberId: null, paymentPasswordHash: null });
  });
});
