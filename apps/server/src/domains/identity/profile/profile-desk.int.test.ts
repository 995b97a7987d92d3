import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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

// An owner's or admin's correction of a member's locked profile fields on the members desk.
let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const clock = fixedClock('2026-11-22T10:00:00Z');
const merchants = { a: { id: '', host: '' }, b: { id: '', host: '' } };
const ids: Record<string, string> = {};
let memberToken = '';

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  for (const key of ['a', 'b'] as const) {
    const merchant = await createMerchant(db, { timeZone: 'Asia/Dhaka' });
    await createRegistrationRules(db, merchant.id);
    merchants[key] = { id: merchant.id, host: merchant.domain ?? '' };
  }
  ids.fixme = (
    await createMember(db, merchants.a.id, { username: 'fixme', password: 'secret123' })
  ).id;
  memberToken = await signInToken(app, merchants.a.host, 'fixme', 'secret123');
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** The member's own save of their profile. */
function call(as: 'fixme', method: 'GET' | 'PUT', payload?: unknown) {
  return app.inject({
    method,
    url: '/wps/member/profile/details',
    headers: { host: merchants.a.host, authorization: memberToken, language: 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function fieldsOf(as: 'fixme') {
  return (await call(as, 'GET')).json().value.fields as Record<string, unknown>;
}

describe('corrections on the desk', () => {
  const operators: Record<string, string> = {};
  const correct = (as: string, payload: unknown, member = ids.fixme) =>
    app.inject({
      method: 'PUT',
      url: `/ops/api/members/${member}/profile/locked`,
      headers: { authorization: operators[as] ?? '', language: 'en' },
      payload: payload as Record<string, unknown>,
    });
  const logged = async () => {
    const { rows } = await sql<{ action: string; target: string; detail: unknown }>`
      SELECT action, target, detail FROM operator_actions
        WHERE action = 'member_profile_correct' ORDER BY id`.execute(db);
    return rows;
  };

  beforeAll(async () => {
    for (const [name, merchant, role] of [
      ['admin.a', 'a', 'admin'],
      ['support.fix', 'a', 'support'],
      ['admin.b', 'b', 'admin'],
    ] as const) {
      const signedIn = await signInOperator(app, db, {
        merchantId: merchants[merchant].id,
        username: name,
        role,
      });
      operators[name] = signedIn.token;
    }
  });

  it('lets an admin correct a locked name and birthday once, logged with the reason', async () => {
    await call('fixme', 'PUT', { fullName: 'Karim Uddn', birthday: '1990-05-06' });
    const body = { fullName: 'Karim Uddin', birthday: '06-05-1990', reason: 'NID card checked' };
    const corrected = await correct('admin.a', body);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().value.fields).toMatchObject({
      fullName: 'Karim Uddin',
      birthday: '1990-06-05',
    });
    expect(await fieldsOf('fixme')).toMatchObject({
      fullName: 'Karim Uddin',
      birthday: '1990-06-05',
    });
    // The same correction again changes nothing and logs nothing.
    expect((await correct('admin.a', body)).statusCode).toBe(200);
    expect(await logged()).toEqual([
      {
        action: 'member_profile_correct',
        target: `member:${ids.fixme}`,
        detail: {
          fullName: { from: 'Karim Uddn', to: 'Karim Uddin' },
          birthday: { from: '1990-05-06', to: '1990-06-05' },
          reason: 'NID card checked',
        },
      },
    ]);
    // Cleared, the member sets it again; the member alone still cannot change it.
    const cleared = await correct('admin.a', { birthday: null, reason: 'Member asked' });
    expect(cleared.json().value.fields.birthday).toBeNull();
    expect((await call('fixme', 'PUT', { birthday: '1990-06-07' })).statusCode).toBe(200);
    expect((await call('fixme', 'PUT', { fullName: 'Someone' })).statusCode).toBe(400);
  });

  it('refuses a birthday too young, a missing reason, other keys, support and other merchants', async () => {
    const before = await fieldsOf('fixme');
    const young = await correct('admin.a', { birthday: '2015-01-01', reason: 'Typo' });
    expect(young.statusCode).toBe(400);
    expect(fieldErrorsOf(young).birthday?.code).toBe('validation.birthday_underage');
    const controls = await correct('admin.a', { fullName: 'A\u0007B', reason: 'Typo' });
    expect(fieldErrorsOf(controls).fullName?.code).toBe('field_plain_text');
    for (const payload of [
      { fullName: 'New Name' },
      { fullName: 'New Name', reason: '   ' },
      { fullName: 'New Name', reason: 'Typo', nickname: 'x' },
      { fullName: { name: 'x' }, reason: 'Typo' },
    ]) {
      expect((await correct('admin.a', payload)).statusCode).toBe(400);
    }
    const asSupport = await correct('support.fix', { fullName: 'New Name', reason: 'Typo' });
    expect(asSupport.statusCode).toBe(403);
    const foreign = await correct('admin.b', { fullName: 'New Name', reason: 'Typo' });
    expect(foreign.statusCode).toBe(404);
    const unknown = await correct('admin.a', { fullName: 'New Name', reason: 'Typo' }, '999999');
    expect(unknown.statusCode).toBe(404);
    expect(await fieldsOf('fixme')).toEqual(before);
    expect(await logged()).toHaveLength(2);
  });
});
