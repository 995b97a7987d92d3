import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { createMerchant } from '../../test/factories';

let drop: () => Promise<void>;
let app: FastifyInstance;
let startDraining: () => void;

beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  await createMerchant(test.db, { domains: [{ domain: 'drain.test' }] });
  ({ app, startDraining } = await createTestApp(test.db));
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('draining', () => {
  it('fails readiness only, closes each connection after its answer, and keeps serving everything else until the server closes', async () => {
    const ready = () => app.inject({ url: '/readyz' });
    const before = await ready();
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    startDraining();
    const draining = await ready();
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ success: false, code: 'draining' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const site = await app.inject({ url: '/wps/system/status', headers: { host: 'drain.test' } });
    expect(site.json()).toMatchObject({ success: true });
    // Every answer ends its connection, so a browser's next request goes to the balancer anew.
    expect(site.headers.connection).toBe('close');
  });
});
