import type { LotteryResult } from '@khela/contracts';
import { chainHead, chainSeeds, drawSheet, hashServerSeed, ticketsDigest } from '@khela/games';
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
    voidPrizes: null,
    seed,
    seedHash: hashServerSeed(seed, 1),
    scheme: 1,
    chain: null,
    ticketsDigest: null,
    ticketCount: null,
    cancelReason: null,
    ...values,
  };
}

/** A result of scheme 2: the seed third of its day's chain, drawn with its tickets' digest. */
function chained(values: Partial<LotteryResult> = {}): LotteryResult {
  const seeds = chainSeeds(seed, 5);
  const digest = ticketsDigest(['b'.repeat(64), 'c'.repeat(64)]);
  return result({
    numero: '20261126-0003',
    sheetFormat: 'elott-5',
    prizes: drawSheet('elott-5', seeds[2]!, 'VN_MB', '20261126-0003', 2, digest).prizes,
    seed: seeds[2]!,
    seedHash: seeds[1]!,
    scheme: 2,
    chain: {
      day: '20261126',
      index: 3,
      length: 5,
      head: chainHead(seed, 5),
      publishedAt: '2026-11-25T12:00:00.000Z',
    },
    ticketsDigest: digest,
    ticketCount: 2,
    ...values,
  });
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

  it('has nothing to check before the draw or a cancelled period before its draw time', () => {
    expect(verifyResult(result({ seed: null }))).toBeNull();
    expect(verifyResult(result({ prizes: null, status: 'cancelled' }))).toBeNull();
    expect(verifyResult(result({ seed: 'not hex' }))).toBeNull();
    expect(verifyResult(chained({ ticketsDigest: null }))).toBeNull();
  });

  it('checks a chained draw against its day chain, its commitment and its tickets', () => {
    expect(verifyResult(chained())).toMatchObject({
      isHashMatch: true,
      isChainMatch: true,
      isSheetMatch: true,
    });
    const other = chained({ chain: { ...chained().chain!, index: 2 } });
    expect(verifyResult(other)?.isChainMatch).toBe(false);
    // Other tickets would have drawn another sheet.
    const digest = ticketsDigest(['b'.repeat(64)]);
    expect(verifyResult(chained({ ticketsDigest: digest }))?.isSheetMatch).toBe(false);
    // Before its predecessor is revealed, a period's only commitment is the head.
    expect(verifyResult(chained({ seedHash: null }))).toMatchObject({
      isHashMatch: null,
      isChainMatch: true,
    });
  });

  it('checks a cancelled period against the sheet it would have drawn', () => {
    const { prizes } = chained();
    const checked = verifyResult(
      chained({ status: 'cancelled', prizes: null, voidPrizes: prizes }),
    );
    expect(checked).toMatchObject({ isChainMatch: true, isSheetMatch: true });
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
