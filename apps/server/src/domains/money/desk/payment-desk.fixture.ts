// The payment desk tests' world: two merchants (the second in VND), operators of each role
// signed in, and helpers that call the desk as one of them.
import { expect } from 'vitest';
import { createTestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant, signInOperator } from '../../../../test/factories';
import type { Clock } from '../../../lib/clock';

/** The operators the tests act as: three of the merchant, its neighbour's admin, the platform. */
export type DeskOperator = 'admin' | 'finance' | 'support' | 'otherAdmin' | 'platform';
export type DeskMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

/** A new test database with the app, both merchants and their operators signed in. */
export async function openPaymentDesk(clock: Clock) {
  const { db, drop } = await createTestDatabase();
  const { app } = await createTestApp(db, { clock });
  const merchant = await createMerchant(db);
  const other = await createMerchant(db, { currency: 'VND' });
  const tokens = {} as Record<DeskOperator, string>;
  for (const [key, merchantId, role] of [
    ['admin', merchant.id, 'admin'],
    ['finance', merchant.id, 'finance'],
    ['support', merchant.id, 'support'],
    ['otherAdmin', other.id, 'admin'],
    ['platform', null, 'owner'],
  ] as const) {
    tokens[key] = (
      await signInOperator(app, db, { merchantId, username: `pd_${key.toLowerCase()}`, role })
    ).token;
  }
  /** A call to the back office as an operator. */
  const ops = (as: DeskOperator, method: DeskMethod, url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: tokens[as], language: 'en' }, payload });
  /** The payment desk as an operator sees it (its answer must be 200). */
  const desk = async (as: DeskOperator = 'admin', query = '') => {
    const response = await ops(as, 'GET', `/ops/api/payments${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };
  const close = async () => {
    await app.close();
    await drop();
  };
  return { db, app, merchant, other, tokens, ops, desk, close };
}

export type PaymentDeskWorld = Awaited<ReturnType<typeof openPaymentDesk>>;
