import { describe, expect, it } from 'vitest';
import { seededFloatSource } from './prng';

describe('seeded float source', () => {
  it('repeats for a seed and differs between seeds', () => {
    const first = Array.from({ length: 8 }, seededFloatSource(42));
    expect(Array.from({ length: 8 }, seededFloatSource(42))).toEqual(first);
    expect(Array.from({ length: 8 }, seededFloatSource(43))).not.toEqual(first);
    expect(Array.from({ length: 8 }, seededFloatSource(2 ** 32 + 42))).not.toEqual(first);
  });

  it('gives floats in [0, 1) spread evenly over ten bins', () => {
    const nextFloat = seededFloatSource(7);
    const bins = new Array<number>(10).fill(0);
    const draws = 100_000;
    let outside = 0;
    for (let index = 0; index < draws; index += 1) {
      const float = nextFloat();
      if (!(float >= 0 && float < 1)) outside += 1;
      const bin = Math.floor(float * 10);
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    // Each bin holds 10,000 ± 95 (one standard deviation); six deviations is a broken generator.
    for (const count of bins) expect(Math.abs(count - draws / 10)).toBeLessThan(570);
  });

  it('refuses a seed that is not a whole number', () => {
    expect(() => seededFloatSource(1.5)).toThrow();
  });
});
