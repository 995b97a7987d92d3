import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fieldErrorsOf, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import {
  createMember,
  createMerchant,
  createRegistrationRules,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-11-22T10:00:00Z');
const merchants = { a: { id: '', host: '' }, b: { id: '', host: '' } };
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

/** Sets one field rule of a merchant, as the rules desk would. */
async function setRule(
  merchantId: string,
  field: string,
  rule: Partial<{
    isEnabled: boolean;
    isRequired: boolean;
    minLength: number;
    maxLength: number;
  }> & {
    patternId?: string | null;
  },
) {
  const values = {
    isEnabled: true,
    isRequired: false,
    minLength: 0,
    maxLength: 255,
    patternId: null,
    ...rule,
  };
  await db
    .insertInto('registrationFields')
    .values({ merchantId, field, sortOrder: 100, ...values })
    .onConflict((conflict) => conflict.columns(['merchantId', 'field']).doUpdateSet(values))
    .execute();
}

async function addMember(merchant: 'a' | 'b', username: string) {
  const { id, host } = merchants[merchant];
  ids[username] = (await createMember(db, id, { username, password: 'secret123' })).id;
  tokens[username] = await signInToken(app, host, username, 'secret123');
}

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  for (const key of ['a', 'b'] as const) {
    const merchant = await createMerchant(db, { timeZone: 'Asia/Dhaka' });
    await createRegistrationRules(db, merchant.id);
    merchants[key] = { id: merchant.id, host: merchant.domain ?? '' };
  }
  // Merchant b wants long nicknames and hides the nationality.
  await setRule(merchants.b.id, 'nickname', { minLength: 5, maxLength: 12 });
  await setRule(merchants.b.id, 'nationality', { isEnabled: false });
  for (const name of ['salma', 'rafiq', 'lockme', 'dates', 'hostile', 'rules']) {
    await addMember('a', name);
  }
  await addMember('b', 'bmember');
});
afterAll(async () => {
  await app.close();
  await drop();
});

function call(as: string, method: 'GET' | 'PUT', payload?: unknown, merchant: 'a' | 'b' = 'a') {
  const headers = {
    host: merchants[merchant].host,
    authorization: tokens[as] ?? '',
    language: 'en',
  };
  return app.inject({
    method,
    url: '/wps/member/profile/details',
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function fieldsOf(as: string, merchant: 'a' | 'b' = 'a') {
  return (await call(as, 'GET', undefined, merchant)).json().value.fields as Record<
    string,
    unknown
  >;
}

describe('the member profile', () => {
  it('starts empty, saves what the member tells and reads it back', async () => {
    const empty = await call('salma', 'GET');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().value.lockedFields).toEqual([]);
    expect(Object.values(empty.json().value.fields).every((value) => value === null)).toBe(true);

    const saved = await call('salma', 'PUT', {
      nickname: '  Salma  ',
      fullName: 'Salma Akter',
      birthday: '05-17-1990',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
      occupation: 'Teacher',
      telegram: 'salma_a',
      whatsapp: '8801712345678',
      qqNum: '123456',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.fields).toMatchObject({
      nickname: 'Salma',
      fullName: 'Salma Akter',
      birthday: '1990-05-17',
      whatsapp: '8801712345678',
    });
    expect(saved.json().value.lockedFields).toEqual(['fullName', 'birthday']);
    expect(await fieldsOf('salma')).toMatchObject({
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
    });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { host: merchants.a.host, authorization: tokens.salma ?? '' },
    });
    expect(info.json().value.nickname).toBe('Salma');
    const row = await db
      .selectFrom('memberProfiles')
      .select(['qq', 'merchantId'])
      .where('memberId', '=', ids.salma ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ qq: '123456', merchantId: merchants.a.id });
  });

  it('clears an optional field given null or empty text, and leaves absent ones alone', async () => {
    const response = await call('salma', 'PUT', { occupation: null, telegram: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.fields).toMatchObject({
      occupation: null,
      telegram: null,
      whatsapp: '8801712345678',
    });
  });
});

describe('set-once fields', () => {
  it('keeps full name and birthday once set: only customer service changes them', async () => {
    expect(
      (await call('lockme', 'PUT', { fullName: 'Rahim Uddin', birthday: '1985-01-02' })).statusCode,
    ).toBe(200);
    const changed = await call('lockme', 'PUT', { fullName: 'Someone Else', birthday: null });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('validation_failed');
    const errors = fieldErrorsOf(changed);
    expect(errors.fullName?.code).toBe('validation.field_locked');
    expect(errors.birthday?.code).toBe('validation.field_locked');
    expect((changed.json().fields as { message: string }[])[0]?.message).toMatch(
      /customer service/,
    );
    // The same values again are no change, so they pass with the rest of a save.
    const same = await call('lockme', 'PUT', {
      fullName: 'Rahim Uddin',
      birthday: '1985-01-02',
      nickname: 'Rahim',
    });
    expect(same.statusCode).toBe(200);
    expect(await fieldsOf('lockme')).toMatchObject({
      fullName: 'Rahim Uddin',
      birthday: '1985-01-02',
    });
  });
});

describe('the birthday', () => {
  const cases: [string, string, Record<string, number> | undefined][] = [
    ['2030-01-01', 'validation.birthday_future', {}],
    ['2026-11-23', 'validation.birthday_future', {}],
    ['2008-11-23', 'validation.birthday_underage', { count: 18 }],
    ['1890-01-01', 'validation.birthday_too_old', {}],
    ['2023-02-29', 'validation.pattern.DATE_exact', { count: 10 }],
    ['17/05/1990', 'validation.pattern.DATE_exact', { count: 10 }],
  ];
  for (const [birthday, code, params] of cases) {
    it(`refuses ${birthday} (${code}) and keeps nothing`, async () => {
      const response = await call('dates', 'PUT', { birthday, nickname: 'Dates' });
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response).birthday).toMatchObject({ code, params });
      expect(await fieldsOf('dates')).toMatchObject({ birthday: null, nickname: null });
    });
  }

  it('takes the day someone turns 18 in the merchant’s time zone', async () => {
    // 10:00 UTC is already 16:00 on 22 November in Dhaka.
    const response = await call('dates', 'PUT', { birthday: '2008-11-22' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.fields.birthday).toBe('2008-11-22');
  });
});

describe("the merchant's field rules", () => {
  it('refuses a value outside its pattern, with the bounds for the message', async () => {
    await setRule(merchants.a.id, 'telegram', {
      minLength: 5,
      maxLength: 5,
      patternId: 'DIGITS_ONLY',
    });
    const response = await call('rules', 'PUT', { telegram: 'abc12' });
    expect(fieldErrorsOf(response).telegram).toMatchObject({
      code: 'validation.pattern.DIGITS_ONLY_exact',
      params: { count: 5 },
    });
    const short = await call('rules', 'PUT', { telegram: '123' });
    expect(fieldErrorsOf(short).telegram).toMatchObject({ code: 'validation.length_exact' });
    expect((await call('rules', 'PUT', { telegram: '12345' })).statusCode).toBe(200);
  });

  it('asks for a required field, even when the save leaves it out', async () => {
    await setRule(merchants.a.id, 'occupation', { isRequired: true, minLength: 2, maxLength: 40 });
    const missing = await call('rules', 'PUT', { nickname: 'Rulez' });
    expect(missing.statusCode).toBe(400);
    expect(fieldErrorsOf(missing).occupation?.code).toBe('validation.required');
    expect(fieldErrorsOf(await call('rules', 'PUT', { occupation: '  ' })).occupation?.code).toBe(
      'validation.required',
    );
    const filled = await call('rules', 'PUT', { nickname: 'Rulez', occupation: 'Driver' });
    expect(filled.statusCode).toBe(200);
    await setRule(merchants.a.id, 'occupation', { isRequired: false, minLength: 2, maxLength: 50 });
  });

  it('ignores a field the merchant hides: it is neither stored nor shown', async () => {
    await db
      .insertInto('memberProfiles')
      .values({
        memberId: ids.bmember ?? '',
        merchantId: merchants.b.id,
        nationality: 'Bangladeshi',
        updatedAt: new Date(),
      })
      .execute();
    const response = await call(
      'bmember',
      'PUT',
      { nationality: 'Thai', nickname: 'bmember1' },
      'b',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().value.fields).toMatchObject({ nationality: null, nickname: 'bmember1' });
    const row = await db
      .selectFrom('memberProfiles')
      .select('nationality')
      .where('memberId', '=', ids.bmember ?? '')
      .executeTakeFirstOrThrow();
    expect(row.nationality).toBe('Bangladeshi');
  });

  it("applies each merchant's own rules to its own members", async () => {
    const inB = await call('bmember', 'PUT', { nickname: 'abc' }, 'b');
    expect(fieldErrorsOf(inB).nickname).toMatchObject({
      code: 'validation.length',
      params: { min: 5, max: 12 },
    });
    expect((await call('rafiq', 'PUT', { nickname: 'abc' })).statusCode).toBe(200);
  });
});

describe('hostile bodies', () => {
  const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
  const bodies: [string, unknown][] = [
    ['a wrong type', { nickname: 5 }],
    ['an object for a text', { address: { street: 'x' } }],
    ['an array body', ['nickname']],
    ['a text body', 'nickname'],
    ['a huge text', { address: 'x'.repeat(100_000) }],
    ['an unknown key', { nickname: 'Fine', memberId: '1' }],
    ['markup', { nickname: '<script>alert(1)</script>' }],
    ['a line break', { address: 'Road 1\nDhaka' }],
    ['a NUL character', { occupation: 'a\u0000b' }],
  ];
  for (const [name, body] of bodies) {
    it(`refuses ${name} with 400 and changes nothing`, async () => {
      const before = await fieldsOf('hostile');
      const response = await app.inject({
        method: 'PUT',
        url: '/wps/member/profile/details',
        headers: {
          host: merchants.a.host,
          authorization: tokens.hostile ?? '',
          'content-type': 'application/json',
          language: 'en',
        },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(await fieldsOf('hostile')).toEqual(before);
    });
  }

  it('names the unknown key it refuses', async () => {
    const response = await call('hostile', 'PUT', { memberId: '1' });
    expect(fieldErrorsOf(response).memberId?.code).toBe('field_invalid');
  });

  it('refuses deep nesting with 400', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile/details',
      headers: {
        host: merchants.a.host,
        authorization: tokens.hostile ?? '',
        'content-type': 'application/json',
      },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('whose profile', () => {
  it('needs a signed-in member', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/wps/member/profile/details',
      headers: { host: merchants.a.host },
      payload: { nickname: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("never reaches another merchant's member with a session of this one", async () => {
    const response = await call('salma', 'PUT', { nickname: 'Intruder' }, 'b');
    expect(response.statusCode).toBe(401);
    expect((await fieldsOf('salma')).nickname).toBe('Salma');
  });

  it("lets support read a member's profile within the operator's merchant only", async () => {
    const own = await signInOperator(app, db, {
      merchantId: merchants.a.id,
      username: 'support.a',
      role: 'support',
    });
    const other = await signInOperator(app, db, {
      merchantId: merchants.b.id,
      username: 'support.b',
      role: 'support',
    });
    const url = `/ops/api/members/${ids.salma}/profile`;
    const seen = await app.inject({ url, headers: { authorization: own.token } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().value.fields).toMatchObject({ fullName: 'Salma Akter', qqNum: '123456' });
    const refused = await app.inject({ url, headers: { authorization: other.token } });
    expect(refused.statusCode).toBe(404);
  });
});
