import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/database';
import { createMerchant } from '../../../../test/factories';
import { listenForNotifications } from '../../../db/listener';
import type { Db } from '../../../db/database';
import { createMerchantRepository } from './merchant.repository';
import { createMerchantService, type MerchantService } from './merchant.service';

let db: Db;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, url, drop } = await createTestDatabase());
});
afterAll(() => drop());

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('condition not met in time');
}

/** Runs `act` while the service hears configuration changes, as a server does. */
async function whileListening(service: MerchantService, act: () => Promise<void>) {
  const invalidate = () => service.invalidate();
  const listener = listenForNotifications(
    url,
    { khela_config: { onNotify: invalidate, onMissed: invalidate } },
    () => undefined,
  );
  await listener.start();
  try {
    await act();
  } finally {
    await listener.stop();
  }
}

describe('merchant configuration cache', () => {
  it('serves from cache, and a change in the database clears it through NOTIFY', async () => {
    const merchant = await createMerchant(db, { flags: { FREEPLAY: false } });
    const service = createMerchantService({
      repository: createMerchantRepository(db),
      cacheTtlMs: 3_600_000,
    });
    const resolve = () => service.resolve({ host: merchant.domain!, merchantHeader: undefined });
    expect((await resolve()).flags.FREEPLAY).toBe(false);
    await db
      .updateTable('whitelabelFlags')
      .set({ isEnabled: true })
      .where('merchantId', '=', merchant.id)
      .execute();
    expect((await resolve()).flags.FREEPLAY).toBe(false);

    await whileListening(service, async () => {
      await db
        .updateTable('whitelabelFlags')
        .set({ isEnabled: true })
        .where('merchantId', '=', merchant.id)
        .execute();
      await waitFor(async () => (await resolve()).flags.FREEPLAY === true);
    });
  });

  it('normalises host names before looking them up', async () => {
    const merchant = await createMerchant(db, { domains: [{ domain: 'case.test' }] });
    const service = createMerchantService({
      repository: createMerchantRepository(db),
      cacheTtlMs: 0,
    });
    const found = await service.resolve({ host: 'CASE.test.:8080', merchantHeader: undefined });
    expect(found.code).toBe(merchant.code);
  });

  it('gives a host nobody claims to the default merchant, or refuses it when there is none', async () => {
    const claimed = await createMerchant(db, { domains: [{ domain: 'claimed.test' }] });
    const fallback = await createMerchant(db);
    const service = createMerchantService({
      repository: createMerchantRepository(db),
      cacheTtlMs: 0,
    });
    const resolve = (host: string, merchantHeader?: string) =>
      service.resolve({ host, merchantHeader });
    await expect(resolve('203.0.113.7:8080')).rejects.toMatchObject({ code: 'merchant_unknown' });

    await db
      .updateTable('merchants')
      .set({ isDefault: true })
      .where('id', '=', fallback.id)
      .execute();
    expect((await resolve('203.0.113.7:8080')).code).toBe(fallback.code);
    expect((await resolve('casino.example')).code).toBe(fallback.code);
    // A claimed host and a named merchant still decide; the default never overrides them.
    expect((await resolve('claimed.test')).code).toBe(claimed.code);
    expect((await resolve('casino.example', claimed.code)).code).toBe(claimed.code);
    await expect(resolve('claimed.test', fallback.code)).rejects.toMatchObject({
      code: 'merchant_mismatch',
    });

    await db
      .updateTable('merchants')
      .set({ status: 'suspended' })
      .where('id', '=', fallback.id)
      .execute();
    await expect(resolve('casino.example')).rejects.toMatchObject({ code: 'merchant_suspended' });
    await db
      .updateTable('merchants')
      .set({ isDefault: false, status: 'active' })
      .where('id', '=', fallback.id)
      .execute();
    await expect(resolve('casino.example')).rejects.toMatchObject({ code: 'merchant_unknown' });
  });

  it('keeps a programme’s configuration until a loyalty table changes, never a load begun before', async () => {
    const merchant = await createMerchant(db);
    const service = createMerchantService({
      repository: createMerchantRepository(db),
      cacheTtlMs: 3_600_000,
    });
    let loads = 0;
    const read = () => service.programme(merchant.id, 'vip', () => Promise.resolve((loads += 1)));
    expect([await read(), await read()]).toEqual([1, 1]);

    // Configuration changed while a load was reading: what it read may be stale, so not kept.
    let finish = () => {};
    service.invalidate();
    const slow = service.programme(merchant.id, 'vip', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return -1;
    });
    service.invalidate();
    finish();
    expect(await slow).toBe(-1);
    expect(await read()).toBe(2);

    await whileListening(service, async () => {
      await db
        .insertInto('vipSettings')
        .values({ merchantId: merchant.id, isEnabled: true })
        .execute();
      await waitFor(async () => (await read()) === 3);
    });
  });
});
