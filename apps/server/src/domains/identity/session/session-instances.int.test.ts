import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { seal, signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';

let db: Db;
let drop: () => Promise<void>;
let first: FastifyInstance;
let second: FastifyInstance;
let host: string;
let merchantId: string;
const clock = fixedClock('2026-11-22T10:00:00Z');

/** Two instances on one database, as behind a load balancer. */
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  ({ app: first } = await createTestApp(db, { clock }));
  ({ app: second } = await createTestApp(db, { clock }));
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  merchantId = merchant.id;
  await createMember(db, merchantId, { username: 'twice', password: 'secret123' });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await drop();
});

const balance = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/wps/v2/wallets/balance', headers: { host, authorization: token } });

describe('sessions across instances', () => {
  it('end on every instance at once: the very next request anywhere is refused', async () => {
    for (let round = 0; round < 20; round += 1) {
      const token = await signInToken(first, host, 'twice', 'secret123');
      // Both instances have just accepted the session.
      expect((await balance(second, token)).statusCode).toBe(200);
      expect((await balance(first, token)).statusCode).toBe(200);
      const out = await first.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { host, authorization: token },
      });
      expect(out.statusCode).toBe(200);
      expect((await balance(second, token)).statusCode).toBe(401);
      expect((await balance(first, token)).statusCode).toBe(401);
    }
  });

  it('end everywhere when a password changes, a member is disabled or a row is removed', async () => {
    const token = await signInToken(first, host, 'twice', 'secret123');
    const other = await signInToken(first, host, 'twice', 'secret123');
    expect((await balance(second, other)).statusCode).toBe(200);
    const changed = await first.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { host, authorization: token, encryption: 'RSA' },
      payload: await seal(first, host, {
        oldPassword: 'secret123',
        newPassword: 'secret456',
        confirmNewPassword: 'secret456',
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect((await balance(second, other)).statusCode).toBe(401);
    expect((await balance(second, token)).statusCode).toBe(200);

    await db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('merchantId', '=', merchantId)
      .execute();
    expect((await balance(second, token)).statusCode).toBe(401);
    await db
      .updateTable('members')
      .set({ status: 'active' })
      .where('merchantId', '=', merchantId)
      .execute();
    expect((await balance(second, token)).statusCode).toBe(200);
    await db.deleteFrom('memberSessions').execute();
    expect((await balance(first, token)).statusCode).toBe(401);
  });
});
