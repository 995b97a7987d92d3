import type { Vendor } from '@khela/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { storedVendors, vendorsQuery, vendorsStaleMs, vendorsStorageKey } from './vendors-cache';

function vendor(vassalage: string, displayName: string, gameType = 'RNG'): Vendor {
  return {
    vassalage,
    gameType,
    displayName,
    accountTypeId: 1,
    logoUrl: '/art/vendors/khela-house.svg',
    isHot: false,
    showIcon: true,
    status: 'active',
  };
}

/** Session storage as the browser keeps it for one tab. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the vendors cache', () => {
  it('serves stored vendors, and asks again after a language or login change', async () => {
    const storage = memoryStorage();
    const nowMs = Date.now();
    const answers: Record<string, Vendor[]> = {
      en: [vendor('KHELA', 'Khela House'), vendor('DS88', 'DS88 Cockfight', 'SPORTS')],
      bn: [vendor('KHELA', 'খেলা হাউস')],
    };
    let language = 'en';
    const fetchVendors = vi.fn(async () => answers[language] ?? []);
    const query = (isLoggedIn: boolean) =>
      vendorsQuery({
        language,
        isLoggedIn,
        storage: () => storage,
        fetchVendors,
        now: () => nowMs,
      });

    // A first page load asks, applies the navigation rules and stores the answer.
    let client = new QueryClient();
    const first = await client.fetchQuery(query(false));
    expect(fetchVendors).toHaveBeenCalledTimes(1);
    expect(first.map((item) => `${item.vassalage}:${item.gameType}`)).toEqual([
      'KHELA:RNG',
      'DS88:COCKFIGHT',
    ]);
    expect(storedVendors(() => storage, 'en', false)?.vendors).toEqual(first);

    // The next page load of the tab (a new client) starts from storage without asking.
    client = new QueryClient();
    expect(await client.fetchQuery(query(false))).toEqual(first);
    expect(fetchVendors).toHaveBeenCalledTimes(1);

    // Another language drops them: asked again, and the store now holds that language.
    language = 'bn';
    const bengali = await client.fetchQuery(query(false));
    expect(fetchVendors).toHaveBeenCalledTimes(2);
    expect(bengali[0]?.displayName).toBe('খেলা হাউস');
    expect(storedVendors(() => storage, 'en', false)).toBeUndefined();
    expect(JSON.parse(storage.getItem(vendorsStorageKey) ?? '{}')).toMatchObject({
      language: 'bn',
      isLoggedIn: false,
    });

    // Logging in drops them too, even in a new client that reads the store.
    client = new QueryClient();
    await client.fetchQuery(query(true));
    expect(fetchVendors).toHaveBeenCalledTimes(3);
    expect(storedVendors(() => storage, 'bn', false)).toBeUndefined();
    expect(storedVendors(() => storage, 'bn', true)?.vendors).toEqual(bengali);

    // Stored vendors older than the stale time are asked for again.
    client = new QueryClient();
    vi.setSystemTime(nowMs + vendorsStaleMs + 1);
    await client.fetchQuery(query(true));
    expect(fetchVendors).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('treats a broken or unreachable store as empty', () => {
    const storage = memoryStorage();
    storage.setItem(vendorsStorageKey, '{not json');
    expect(storedVendors(() => storage, 'en', false)).toBeUndefined();
    expect(
      storedVendors(
        () => {
          throw new Error('storage disabled');
        },
        'en',
        false,
      ),
    ).toBeUndefined();
  });
});
