import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import { listenForNotifications } from '../../../db/listener';

let db: Db;
let url: string;
let drop: () => Promise<void>;
let first: FastifyInstance;
let second: FastifyInstance;
let host: string;
let stopListening: () => Promise<void>;
const clock = fixedClock('2026-11-22T10:00:00Z');

/** Two instances on one database; the second hears khela_session as server.ts wires it. */
beforeAll(async () => {
  ({ db, url, drop } = await createTestDatabase());
  ({ app: first } = await createTestApp(db, { clock }));
  const built = await createTestApp(db, { clock });
  second = built.app;
  const listener = listenForNotifications(
    url,
    {
      khela_session: {
        onNotify: built.sessionNotices.forget,
        onMissed: built.sessionNotices.forgetAll,
      },
    },
    () => undefined,
  );
  await listener.start();
  stopListening = listener.stop;
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  await createMember(db, merchant.id, { username: 'twice', password: 'secret123' });
});
afterAll(async () => {
  await stopListening();
  await first.close();
  await second.close();
  await drop();
});

const balance = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/wps/v2/wallets/balance', headers: { host, authorization: token } });

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

describe('sessions cached by each instance', () => {
  it('are forgotten everywhere at sign-out, and checked again in the database each minute', async () => {
    const token = await signInToken(first, host, 'twice', 'secret123');
    const other = await signInToken(first, host, 'twice', 'secret123');
    // The second instance has both sessions cached now.
    expect((await balance(second, token)).statusCode).toBe(200);
    expect((await balance(second, other)).statusCode).toBe(200);

    await first.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host, authorization: token },
    });
    expect((await balance(first, token)).statusCode).toBe(401);
    expect(await eventually(async () => (await balance(second, token)).statusCode === 401)).toBe(
      true,
    );

    // A session removed behind the instances' backs is refused within a minute.
    await db.deleteFrom('memberSessions').execute();
    clock.set('2026-11-22T10:01:01Z');
    expect((await balance(second, other)).statusCode).toBe(401);
  });
});
