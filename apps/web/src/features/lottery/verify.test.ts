import type { LotteryResult } from '@khela/contracts';
import { drawSheet, hashServerSeed } from '@khela/games';
import { describe, expect, it } from 'vitest';
import { elottOutcome, openNumberDigits, openNumberOf, verifyResult } from './verify';

const seed = '5f'.repeat(32);

function result(values: Partial<LotteryResult> = {}): LotteryResult {
  return {
    gameId: 'VN_MB',
    numero: '20261126',
    drawsAt: '2026-11-26T11:15:00.000Z',
    status: 'settled',
    sheetFormat: 'vn-north',
    prizes: drawSheet('vn-north', seed, 'VN_MB', '20261126', 1).prizes,
    seed,
    seedHash: hashServerSeed(seed, 1),
    ...values,
  };
}

describe('verifying a draw in the browser', () => {
  it('matches a result drawn from its revealed seed', () => {
    const checked = verifyResult(result());
    expect(checked).toMatchObject({ isHashMatch: true, isSheetMatch: true });
    expect(checked?.computedHash).toMatch(/^[0-9a-f]{64}$/);
    // The northern sheet: 27 numbers in 8 tiers.
    expect(checked?.sheet.prizes.flatMap((tier) => tier.numbers)).toHaveLength(27);
  });

  it('tells a hash that is not the published one', () => {
    expect(verifyResult(result({ seedHash: 'ab'.repeat(32) }))).toMatchObject({
      isHashMatch: false,
      isSheetMatch: true,
    });
  });

  it('tells a sheet that is not the one the seed draws', () => {
    const prizes = result().prizes!.map((tier) => ({ ...tier, numbers: [...tier.numbers] }));
    prizes[7]!.numbers[3] = prizes[7]!.numbers[3] === '00' ? '01' : '00';
    expect(verifyResult(result({ prizes }))).toMatchObject({
      isHashMatch: true,
      isSheetMatch: false,
    });
    // Another game's or another period's sheet does not match either.
    expect(verifyResult(result({ numero: '20261127' }))?.isSheetMatch).toBe(false);
    expect(verifyResult(result({ prizes: prizes.slice(0, 7) }))?.isSheetMatch).toBe(false);
  });

  it('has nothing to check before the draw or for a cancelled period', () => {
    expect(verifyResult(result({ seed: null }))).toBeNull();
    expect(verifyResult(result({ prizes: null, status: 'cancelled' }))).toBeNull();
    expect(verifyResult(result({ seed: 'not hex' }))).toBeNull();
  });
});

describe('the open-number display', () => {
  it('lays a number into 6 places, right-aligned, without made-up zeros', () => {
    expect(openNumberDigits('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(openNumberDigits('04217')).toEqual([null, '0', '4', '2', '1', '7']);
    expect(openNumberDigits('07', 3)).toEqual([null, '0', '7']);
  });

  it('shows the special prize of a result', () => {
    expect(openNumberOf({ prizes: [{ tier: 'result', numbers: ['55021'] }] })).toBe('55021');
    expect(openNumberOf({ prizes: null })).toBeNull();
  });
});

describe('an elott result', () => {
  it('reads sum, big/small and odd/even as the settlement does', () => {
    expect(elottOutcome('99995')).toEqual({ sum: 41, size: 'big', parity: 'odd' });
    expect(elottOutcome('12345')).toEqual({ sum: 15, size: 'small', parity: 'odd' });
    // 23 is the first big sum.
    expect(elottOutcome('99500')).toEqual({ sum: 23, size: 'big', parity: 'odd' });
    expect(elottOutcome('99400')).toEqual({ sum: 22, size: 'small', parity: 'even' });
  });
});
