import { createHash, createHmac } from 'node:crypto';
import { chainSeeds, shoeOf, tableDayChainLength, type Card } from '@khela/games';

/** Day chains kept per process (a table's seeds of today and yesterday are all it reads). */
const cachedChainsMax = 64;
const cachedShoesMax = 64;

/** SHA-256 of a seed's hex text: the hash a round or shoe publishes before it. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(seedHex).digest('hex');
}

/**
 * The seeds of the tables' day chains, derived from the draw key kept outside the database
 * (the lottery's, under its own label): the last seed of a table's day is
 * HMAC-SHA256(key, `tables-chain:<table row>:<day>`), each seed before it SHA-256 of the next's
 * hex text; round n of the day uses seed n. Shoes shuffled from a seed are kept too.
 */
export function createTableSeeds(key: Buffer) {
  const chains = new Map<string, string[]>();
  const shoes = new Map<string, { cards: Card[]; cutAt: number }>();

  function seedsOf(tableId: string, day: string): string[] {
    const name = `${tableId}:${day}`;
    const known = chains.get(name);
    if (known) return known;
    const end = createHmac('sha256', key).update(`tables-chain:${name}`).digest('hex');
    const seeds = chainSeeds(end, tableDayChainLength, tableDayChainLength);
    if (chains.size >= cachedChainsMax) chains.clear();
    chains.set(name, seeds);
    return seeds;
  }

  return {
    /** The head a table's day publishes ahead: SHA-256 of its first seed. */
    head(tableId: string, day: string): string {
      return seedHashOf(seedsOf(tableId, day)[0] ?? '');
    },

    /** Seed `index` (from 1) of a table's day. */
    seed(tableId: string, day: string, index: number): string {
      const seed = seedsOf(tableId, day)[index - 1];
      if (seed === undefined) throw new Error(`tables: no seed ${index} in a day chain`);
      return seed;
    },

    /** A shoe shuffled from its seed under its label. */
    shoe(seedHex: string, label: string, decks: number) {
      const name = `${seedHex}:${label}`;
      const known = shoes.get(name);
      if (known) return known;
      const shoe = shoeOf(seedHex, label, decks);
      if (shoes.size >= cachedShoesMax) shoes.clear();
      shoes.set(name, shoe);
      return shoe;
    },
  };
}

export type TableSeeds = ReturnType<typeof createTableSeeds>;
