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
  enrolTwoFactor,
  signInOperator,
} from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { verifyLedger } from '../ledger/ledger.verify';

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
let host: string;
let merchantId: string;
let memberId: string;
let admin: string;
let cashier: { id: string; token: string };
let checker: string;
let helper: string;
let outsider: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  merchantId = merchant.id;
  host = merchant.domain!;
  memberId = (
    await createMember(db, merchantId, {
      username: 'rahim01',
      password: 'secret123',
      mobile: { countryDialingCode: '880', mobileNum: '01712345678' },
    })
  ).id;
  await creditWallet(db, merchantId, memberId, 50_000n);
  admin = (await signInOperator(app, db, { merchantId, username: 'boss', role: 'admin' })).token;
  cashier = await signInOperator(app, db, { merchantId, username: 'cashier', role: 'finance' });
  checker = (await signInOperator(app, db, { merchantId, username: 'checker', role: 'finance' }))
    .token;
  helper = (await signInOperator(app, db, { merchantId, username: 'helper', role: 'support' }))
    .token;
  const other = await createMerchant(db);
  outsider = (
    await signInOperator(app, db, { merchantId: other.id, username: 'elsewhere', role: 'admin' })
  ).token;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const ops = (method: 'GET' | 'POST' | 'PATCH', url: string, as: string, payload?: unknown) =>
  app.inject({ method, url, headers: { authorization: as }, ...(payload ? { payload } : {}) });
let attempt = 0;
const adjust = (as: string, values: Record<string, string>) =>
  ops('POST', `/ops/api/members/${memberId}/adjustments`, as, {
    direction: 'credit',
    amount: '100',
    reason: 'Goodwill for a failed round',
    idempotencyKey: `adjust-key-${(attempt += 1)}`,
    ...values,
  });
const detail = async () =>
  (await ops('GET', `/ops/api/members/${memberId}`, cashier.token)).json().value;

describe('member desk', () => {
  it('finds members by username, mobile or payee name, within the merchant', async () => {
    const found = (await ops('GET', '/ops/api/members?q=RAHIM', helper)).json().value;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ username: 'rahim01', balance: '500.00', held: '0.00' });
    expect((await ops('GET', '/ops/api/members?q=1234567', helper)).json().value).toHaveLength(1);
    expect((await ops('GET', '/ops/api/members?q=%25%25', helper)).json().value).toHaveLength(0);
    expect((await ops('GET', '/ops/api/members?q=r', helper)).json().code).toBe(
      'validation_failed',
    );
    expect((await ops('GET', '/ops/api/members?q=rahim', outsider)).json().value).toEqual([]);
    expect((await ops('GET', `/ops/api/members/${memberId}`, outsider)).json().code).toBe(
      'not_found',
    );
    expect((await ops('GET', '/ops/api/members?q=rahim', 'bad-token')).json().code).toBe(
      'unauthorized',
    );
  });

  it('applies a small adjustment at once, with a reason, a message and a log line', async () => {
    expect((await adjust(helper, {})).json().code).toBe('forbidden');
    expect((await adjust(cashier.token, { reason: ' ' })).json().code).toBe('validation_failed');
    for (const amount of ['-1', '0', '1.005', 'x', '99999999999999999999']) {
      expect((await adjust(cashier.token, { amount })).json().code).toBe('validation_failed');
    }
    const once = 'adjust-once-1';
    const applied = (await adjust(cashier.token, { idempotencyKey: once })).json().value;
    expect(applied).toMatchObject({ status: 'applied', amount: '100.00', requestedBy: 'cashier' });
    expect((await adjust(cashier.token, { idempotencyKey: once })).json().value.id).toBe(
      applied.id,
    );
    expect((await adjust(cashier.token, { idempotencyKey: once, amount: '5' })).json().code).toBe(
      'idempotency_conflict',
    );
    const debit = (await adjust(cashier.token, { direction: 'debit', amount: '50' })).json().value;
    expect(debit.status).toBe('applied');
    expect((await adjust(cashier.token, { direction: 'debit', amount: '9000' })).json().code).toBe(
      'insufficient_balance',
    );
    const view = await detail();
    expect(view.member.balance).toBe('550.00');
    expect(view.ledger.map((entry: { kind: string; amount: string }) => entry.amount)).toEqual([
      '-50.00',
      '100.00',
      '500.00',
    ]);
    const token = await signInToken(app, host, 'rahim01', 'secret123');
    const inbox = (
      await app.inject({
        url: '/wps/member/messages',
        headers: { host, authorization: token, language: 'en' },
      })
    ).json().value;
    expect(inbox[1]).toMatchObject({ kind: 'adjustment_credit' });
    expect(inbox[1].body).toContain('Goodwill for a failed round');
  });

  it('needs a second, different operator at or above the threshold', async () => {
    const big = (await adjust(cashier.token, { amount: '10000' })).json().value;
    expect(big.status).toBe('awaiting_approval');
    expect((await detail()).member.balance).toBe('550.00');
    const queue = (await ops('GET', '/ops/api/adjustments', checker)).json().value;
    expect(queue.map((row: { id: string }) => row.id)).toEqual([big.id]);
    expect(
      (await ops('POST', `/ops/api/adjustments/${big.id}/approve`, cashier.token)).json().code,
    ).toBe('second_operator_required');
    expect((await ops('POST', `/ops/api/adjustments/${big.id}/approve`, helper)).json().code).toBe(
      'forbidden',
    );
    const approved = (await ops('POST', `/ops/api/adjustments/${big.id}/approve`, checker)).json()
      .value;
    expect(approved).toMatchObject({ status: 'applied', decidedBy: 'checker' });
    expect((await ops('POST', `/ops/api/adjustments/${big.id}/approve`, checker)).json().code).toBe(
      'adjustment_closed',
    );
    expect((await detail()).member.balance).toBe('10550.00');
    const refused = (await adjust(cashier.token, { amount: '20000' })).json().value;
    expect(
      (await ops('POST', `/ops/api/adjustments/${refused.id}/reject`, checker)).json().value,
    ).toMatchObject({ status: 'rejected' });
    expect((await detail()).member.balance).toBe('10550.00');
    // Many small ones from one operator add up to the threshold in a day.
    expect((await adjust(checker, { amount: '6000' })).json().value.status).toBe('applied');
    const split = (await adjust(checker, { amount: '4000' })).json().value;
    expect(split.status).toBe('awaiting_approval');
    // An account made (or re-passworded) after the request cannot be its second operator.
    const created = await ops('POST', '/ops/api/operators', admin, {
      username: 'fresh.one',
      password: 'long-password-2',
      role: 'finance',
    });
    expect(created.json().success).toBe(true);
    await enrolTwoFactor(db, created.json().value.id, ['fresh-code']);
    const fresh = (
      await app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'fresh.one', password: 'long-password-2', code: 'fresh-code' },
      })
    ).json().value.token as string;
    expect((await ops('POST', `/ops/api/adjustments/${split.id}/approve`, fresh)).json().code).toBe(
      'second_operator_required',
    );
    const veteran = await signInOperator(app, db, {
      merchantId,
      username: 'veteran',
      role: 'finance',
    });
    await ops('PATCH', `/ops/api/operators/${veteran.id}`, admin, { password: 'long-password-3' });
    const renewed = (
      await app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'veteran', password: 'long-password-3', code: 'veteran-recovery-2' },
      })
    ).json().value.token as string;
    expect(
      (await ops('POST', `/ops/api/adjustments/${split.id}/approve`, renewed)).json().code,
    ).toBe('second_operator_required');
    expect(
      (await ops('POST', `/ops/api/adjustments/${split.id}/reject`, admin)).json().success,
    ).toBe(true);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('manages operators by role and keeps a hash-chained action log', async () => {
    const created = await ops('POST', '/ops/api/operators', admin, {
      username: 'Newbie',
      password: 'long-password-1',
      role: 'support',
    });
    expect(created.json().value).toMatchObject({ username: 'newbie', role: 'support' });
    const again = (
      await ops('POST', '/ops/api/operators', admin, {
        username: 'newbie',
        password: 'long-password-1',
        role: 'support',
      })
    ).json();
    expect(again.code).toBe('operator_taken');
    expect(again.fields).toEqual([
      { path: 'username', code: 'operator_taken', message: again.message },
    ]);
    expect(
      (
        await ops('POST', '/ops/api/operators', admin, {
          username: 'crown',
          password: 'long-password-1',
          role: 'owner',
        })
      ).json().code,
    ).toBe('forbidden');
    expect((await ops('GET', '/ops/api/operators', cashier.token)).json().code).toBe('forbidden');
    const id = created.json().value.id as string;
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/ops/api/session',
        payload: { username: 'newbie', password: 'long-password-1' },
      });
    const newbie = (await signIn()).json().value.token as string;
    expect(
      (await ops('PATCH', `/ops/api/operators/${id}`, admin, { role: 'finance' })).statusCode,
    ).toBe(200);
    expect((await ops('PATCH', `/ops/api/operators/${id}`, admin, {})).json().code).toBe(
      'validation_failed',
    );
    await ops('PATCH', `/ops/api/operators/${id}`, admin, { isActive: false });
    expect((await ops('GET', '/ops/api/members?q=rahim', newbie)).json().code).toBe('unauthorized');
    expect((await signIn()).json().code).toBe('invalid_credentials');
    expect(
      (await ops('PATCH', `/ops/api/operators/${cashier.id}`, outsider, { role: 'support' })).json()
        .code,
    ).toBe('not_found');

    const log = (await ops('GET', '/ops/api/actions', admin)).json().value as { action: string }[];
    const decisions = log.filter((entry) => !entry.action.startsWith('operator_sign_in'));
    expect(decisions.map((entry) => entry.action).slice(0, 4)).toEqual([
      'operator_update',
      'operator_update',
      'operator_create',
      'adjustment_reject',
    ]);
    const byMember = (await ops('GET', `/ops/api/actions?target=member:${memberId}`, admin)).json()
      .value;
    expect(
      byMember.every((entry: { target: string }) => entry.target === `member:${memberId}`),
    ).toBe(true);
    const creations = (await ops('GET', '/ops/api/actions?action=operator_create', admin)).json()
      .value;
    expect([...new Set(creations.map((entry: { action: string }) => entry.action))]).toEqual([
      'operator_create',
    ]);
    const both = await ops(
      'GET',
      `/ops/api/actions?action=adjustment_reject&target=member:${memberId}`,
      admin,
    );
    expect(both.json().value.length).toBeGreaterThan(0);
    // Each entry carries its merchant's currency, which the detail's minor units are in.
    expect(both.json().value[0]).toMatchObject({ currency: 'BDT' });
    expect(
      both
        .json()
        .value.every(
          (entry: { action: string; target: string }) =>
            entry.action === 'adjustment_reject' && entry.target === `member:${memberId}`,
        ),
    ).toBe(true);
    const unknown = await ops('GET', '/ops/api/actions?action=drop_table', admin);
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'validation_failed']);
    // Another merchant's admin sees its own merchant's log: its own sign-in, nothing of this one.
    const foreign = (await ops('GET', '/ops/api/actions', outsider)).json().value;
    expect(foreign.map((entry: { operator: string }) => entry.operator)).toEqual(['elsewhere']);
    // Operators acting at once still leave one unbroken chain.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => adjust(admin, { amount: '1' })),
    );
    expect(burst.map((answer) => answer.json().value?.status ?? answer.json().code)).toEqual(
      Array.from({ length: 8 }, () => 'applied'),
    );
    expect(await verifyLedger(db)).toEqual([]);
    // The log cannot be edited, and an edit behind its back breaks the chain.
    await expect(sql`UPDATE operator_actions SET target = 'x'`.execute(db)).rejects.toThrow();
    expect(await verifyLedger(db)).toEqual([]);
    await sql`ALTER TABLE operator_actions DISABLE TRIGGER operator_actions_no_change`.execute(db);
    await sql`UPDATE operator_actions SET detail = '{"amountMinor":"1"}'
      WHERE id = (SELECT min(id) FROM operator_actions)`.execute(db);
    await sql`ALTER TABLE operator_actions ENABLE TRIGGER operator_actions_no_change`.execute(db);
    const breaches = await verifyLedger(db);
    expect(breaches.map((breach) => breach.invariant)).toEqual([
      'the operator action log is an unbroken hash chain',
    ]);
  });
});
