import { describe, expect, it } from 'vitest';
import { favouritesKey, favouritesMax, readFavourites, toggleFavourite } from './favourites';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('saved lotteries (LOTTFAV)', () => {
  it('keeps each member its own list under LOTTFAV', () => {
    const storage = memoryStorage();
    expect(toggleFavourite(storage, 'alice', 'ELOTT1')).toEqual(['ELOTT1']);
    expect(toggleFavourite(storage, 'alice', 'VN_MB')).toEqual(['ELOTT1', 'VN_MB']);
    expect(toggleFavourite(storage, 'bob', 'VN_HCM')).toEqual(['VN_HCM']);
    expect(JSON.parse(storage.items.get(favouritesKey)!)).toEqual({
      alice: ['ELOTT1', 'VN_MB'],
      bob: ['VN_HCM'],
    });
    expect(readFavourites(storage, 'alice')).toEqual(['ELOTT1', 'VN_MB']);
    expect(readFavourites(storage, 'carol')).toEqual([]);
  });

  it('unsaves a saved game, and saves nothing for a visitor', () => {
    const storage = memoryStorage({ [favouritesKey]: JSON.stringify({ alice: ['ELOTT1'] }) });
    expect(toggleFavourite(storage, 'alice', 'ELOTT1')).toEqual([]);
    expect(readFavourites(storage, null)).toEqual([]);
  });

  it('reads broken or foreign storage as empty lists', () => {
    expect(readFavourites(memoryStorage({ [favouritesKey]: '{oops' }), 'alice')).toEqual([]);
    expect(readFavourites(memoryStorage({ [favouritesKey]: '["ELOTT1"]' }), 'alice')).toEqual([]);
    const mixed = memoryStorage({
      [favouritesKey]: JSON.stringify({ alice: ['A', 3, null], bob: 'x' }),
    });
    expect(readFavourites(mixed, 'alice')).toEqual(['A']);
    expect(readFavourites(mixed, 'bob')).toEqual([]);
  });

  it('keeps the newest saves when the list is full, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    for (let index = 0; index <= favouritesMax; index += 1)
      toggleFavourite(storage, 'a', `G${index}`);
    const saved = readFavourites(storage, 'a');
    expect(saved).toHaveLength(favouritesMax);
    expect(saved[0]).toBe('G1');
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(toggleFavourite(refusing, 'a', 'G')).toEqual(['G']);
  });
});
