import { describe, expect, it } from 'vitest';
import { cancelledRefreshMs, isVerified, proofStateOf, shortHex } from './lottery-proof';

const nowMs = Date.parse('2026-11-29T12:00:00.000Z');
const at = (offsetMs: number) => new Date(nowMs + offsetMs).toISOString();
const seed = 'ab'.repeat(32);
const prizes = [{ tier: 'result', numbers: ['12345'] }];

function cancelled(drawsInMs: number, isRevealed = false) {
  return {
    drawsAt: at(drawsInMs),
    seed: isRevealed ? seed : null,
    voidPrizes: isRevealed ? prizes : null,
  };
}

describe('a cancelled period’s proof', () => {
  it('is revealed once its seed and would-be sheet are public, else waits for its draw time', () => {
    expect(proofStateOf(cancelled(-60_000, true), nowMs)).toBe('revealed');
    expect(proofStateOf(cancelled(60_000), nowMs)).toBe('awaiting');
    expect(proofStateOf(cancelled(0), nowMs)).toBe('revealing');
    expect(proofStateOf(cancelled(-60_000), nowMs)).toBe('revealing');
    // A seed without its sheet is not a proof yet.
    expect(proofStateOf({ ...cancelled(-60_000), seed }, nowMs)).toBe('revealing');
  });
});

describe('asking the cancelled list again', () => {
  it('does not when nothing is waiting, or only reveals far away or long overdue', () => {
    expect(cancelledRefreshMs([], nowMs)).toBe(false);
    expect(cancelledRefreshMs([cancelled(-60_000, true)], nowMs)).toBe(false);
    expect(cancelledRefreshMs([cancelled(11 * 60_000)], nowMs)).toBe(false);
    expect(cancelledRefreshMs([cancelled(-6 * 60_000)], nowMs)).toBe(false);
  });

  it('asks just after the nearest reveal, and often once one is due', () => {
    expect(cancelledRefreshMs([cancelled(90_000), cancelled(30_000)], nowMs)).toBe(35_000);
    expect(cancelledRefreshMs([cancelled(90_000), cancelled(-10_000)], nowMs)).toBe(15_000);
    expect(cancelledRefreshMs([cancelled(2_000)], nowMs)).toBe(7_000);
  });
});

describe('a browser check’s verdict', () => {
  const checks = { isHashMatch: true, isChainMatch: true, isSheetMatch: true };

  it('verifies when the sheet and every commitment there is hold', () => {
    expect(isVerified(checks)).toBe(true);
    expect(isVerified({ ...checks, isHashMatch: null })).toBe(true);
    expect(isVerified({ ...checks, isChainMatch: null })).toBe(true);
  });

  it('does not when any check fails or there is no commitment to check', () => {
    expect(isVerified({ ...checks, isSheetMatch: false })).toBe(false);
    expect(isVerified({ ...checks, isHashMatch: false })).toBe(false);
    expect(isVerified({ ...checks, isChainMatch: false })).toBe(false);
    expect(isVerified({ isHashMatch: null, isChainMatch: null, isSheetMatch: true })).toBe(false);
  });
});

describe('a short hex value', () => {
  it('keeps its first characters', () => {
    expect(shortHex('0123456789abcdef')).toBe('0123456789ab…');
    expect(shortHex('0123', 12)).toBe('0123');
  });
});
