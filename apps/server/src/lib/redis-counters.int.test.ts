import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { sendSealed } from '../../test/envelope';
import { createMember, createMerchant } from '../../test/factories';
import { startRedis } from '../../test/redis';
import type { Db } from '../db/database';

let db: Db;
let drop: () => Promise<void>;
let redis: { url: string; stop: () => Promise<void> };
const clients: Redis[] = [];
/** Two instances of the app over one database and one Redis. */
const apps: FastifyInstance[] = [];
let host: string;
let merchantId: string;
const clock = fixedClock('2026-11-28T10:00:00Z');

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  redis = await startRedis();
  for (let instance = 0; instance < 2; instance += 1) {
    const client = new Redis(redis.url);
    clients.push(client);
    apps.push((await createTestApp(db, { clock, captchaRandom: () => 0, redis: client })).app);
  }
  const merchant = await createMerchant(db);
  host = merchant.domain!;
  merchantId = merchant.id;
  await createMember(db, merchantId, { username: 'shared', password: 'secret123' });
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const client of clients) client.disconnect();
  await redis.stop();
  await drop();
});

/** A sign-in on one instance, with a solved captcha. */
async function login(instance: number, password: string, remoteAddress: string) {
  const app = apps[instance]!;
  const captcha = await app.inject({ url: '/wps/captcha', headers: { host }, remoteAddress });
  const answer = await sendSealed(app, {
    method: 'POST',
    url: '/wps/session/login',
    host,
    remoteAddress,
    payload: {
      username: 'shared',
      password,
      captcha: '0000',
      captchaId: captcha.headers['captcha-id'] as string,
    },
  });
  return (answer.json().code as string | undefined) ?? 'ok';
}

describe('counts in Redis (REDIS_URL)', () => {
  it('counts sign-in failures there, one count for every instance', async () => {
    const codes: string[] = [];
    // Ten wrong passwords from one address, every other one on the other instance.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      codes.push(await login(attempt % 2, `guess-${attempt}`, '10.7.0.1'));
    }
    expect(new Set(codes)).toEqual(new Set(['invalid_credentials']));
    expect(await login(0, 'secret123', '10.7.0.1')).toBe('too_many_requests');
    expect(await login(1, 'secret123', '10.7.0.1')).toBe('too_many_requests');
    // Counted in Redis, not in PostgreSQL.
    const inPostgres = await db
      .selectFrom('loginFailures')
      .select('subject')
      .where('merchantId', '=', merchantId)
      .execute();
    expect(inPostgres).toEqual([]);
    expect((await clients[0]!.keys(`khela:failures:${merchantId}:*`)).length).toBeGreaterThan(0);
    // The account's own count holds on both: another address waits its second, then signs in.
    expect(await login(0, 'secret123', '10.7.0.2')).toBe('too_many_requests');
    clock.set('2026-11-28T10:00:02Z');
    expect(await login(1, 'secret123', '10.7.0.2')).toBe('ok');
  });

  it('shares a rate limit between instances', async () => {
    const check = (instance: number) =>
      apps[instance]!.inject({
        method: 'POST',
        url: '/wps/agent/affiliate',
        headers: { host },
        remoteAddress: '10.7.1.1',
        payload: { code: 'NOPE1234' },
      });
    const codes: string[] = [];
    for (let call = 0; call < 30; call += 1) codes.push((await check(call % 2)).json().code);
    expect(codes.filter((code) => code === 'too_many_requests')).toEqual([]);
    expect((await check(0)).json().code).toBe('too_many_requests');
    expect((await check(1)).json().code).toBe('too_many_requests');
    const inPostgres = await db.selectFrom('rateLimits').select('bucket').execute();
    expect(inPostgres).toEqual([]);
  });
});
