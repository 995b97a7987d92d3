// Seeded randomness and the few distributions the feed simulator prices with. The programme must
// replay exactly from its seed, so nothing here reads Math.random or the clock.

/** A seeded source of numbers: the same seed gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  normal(mean: number, deviation: number): number;
  /** A Poisson draw (Knuth's method: the simulator only asks for small means). */
  poisson(mean: number): number;
  /** A weighted pick: weights need not sum to one. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** A 32-bit hash of the parts (FNV-1a, then a murmur finaliser to spread nearby inputs). */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const character of parts.join(':')) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for a simulation (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    normal: (mean, deviation) => {
      const u = Math.max(next(), 1e-12);
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items.at(-1);
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
  };
  return random;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const polynomial =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - polynomial * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(N = count) for a Poisson variable of this mean. */
export function poissonProbability(count: number, mean: number): number {
  let probability = Math.exp(-mean);
  for (let index = 1; index <= count; index += 1) probability *= mean / index;
  return probability;
}

/** P(X = value) for every integer value of a normal variable, rounded, within five deviations. */
export function discreteNormal(mean: number, deviation: number): [value: number, p: number][] {
  const spread = Math.max(deviation, 0.05);
  const low = Math.floor(mean - 5 * spread);
  const high = Math.ceil(mean + 5 * spread);
  const cells: [number, number][] = [];
  for (let value = low; value <= high; value += 1) {
    const p = normalCdf((value + 0.5 - mean) / spread) - normalCdf((value - 0.5 - mean) / spread);
    if (p > 1e-7) cells.push([value, p]);
  }
  return cells;
}

/** The value kept between the bounds. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
