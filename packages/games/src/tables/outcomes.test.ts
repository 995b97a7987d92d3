import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roulettePocket, shoeOf, sicBoDice } from './outcomes';

const seed = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159';

/** The first float of HMAC(seed text, `label:0`), as any Stake verifier reads it. */
function firstFloat(label: string): number {
  const bytes = createHmac('sha256', seed).update(`${label}:0`).digest();
  return bytes[0]! / 256 + bytes[1]! / 256 ** 2 + bytes[2]! / 256 ** 3 + bytes[3]! / 256 ** 4;
}

describe('table outcomes from a seed', () => {
  it('draw a pocket and dice as floor(f × n)', () => {
    expect(roulettePocket(seed, 'EUR1:7')).toBe(Math.floor(firstFloat('EUR1:7') * 37));
    const dice = sicBoDice(seed, 'SB1:7');
    expect(dice[0]).toBe(Math.floor(firstFloat('SB1:7') * 6) + 1);
    expect(dice.every((die) => die >= 1 && die <= 6)).toBe(true);
  });

  it('come up about equally often', () => {
    const counts = Array(37).fill(0) as number[];
    for (let round = 0; round < 37_000; round += 1)
      counts[roulettePocket(seed, `R:${round}`)]! += 1;
    const chiSquare = counts.reduce((sum, count) => sum + (count - 1000) ** 2 / 1000, 0);
    // 36 degrees of freedom: 67.99 is the 0.1 % critical value.
    expect(chiSquare).toBeLessThan(67.99);
  });

  it('shuffle a whole shoe and place its cut card 14 to 16 from the end', () => {
    const { cards, cutAt } = shoeOf(seed, 'BAC1:shoe:1');
    expect(cards).toHaveLength(416);
    expect(416 - cutAt).toBeGreaterThanOrEqual(14);
    expect(416 - cutAt).toBeLessThanOrEqual(16);
    expect(shoeOf(seed, 'BAC1:shoe:1')).toEqual({ cards, cutAt });
    expect(shoeOf(seed, 'BAC1:shoe:2').cards).not.toEqual(cards);
  });
});
