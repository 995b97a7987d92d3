import type { TableRoundView, TableSnapshot } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  closingMarginMs,
  estimateOffset,
  isNewer,
  latestResultRound,
  msToNextChange,
  offsetSample,
  offsetSamplesMax,
  phaseOf,
  secondsLeft,
  withSample,
} from './clock';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 29, 12) + ms).toISOString();
const t0 = Date.UTC(2026, 10, 29, 12);

function round(values: Partial<TableRoundView> = {}): TableRoundView {
  return {
    id: '7',
    number: '20261129-0007',
    status: 'open',
    opensAt: at(0),
    closesAt: at(15_000),
    seedHash: 'a'.repeat(64),
    totals: [],
    players: 0,
    result: null,
    ...values,
  };
}

function snapshot(values: Partial<TableSnapshot> = {}): TableSnapshot {
  return {
    serverTime: at(0),
    status: 'active',
    round: round(),
    previous: null,
    results: [],
    shoe: null,
    ...values,
  };
}

describe('the server clock', () => {
  it('takes each sample as server time less the time it arrived here', () => {
    expect(offsetSample(at(5_000), t0 + 3_000)).toBe(2_000);
    expect(offsetSample(at(0), t0 + 250)).toBe(-250);
  });

  it('trusts the largest recent sample: a late or stale snapshot never pulls it back', () => {
    let samples: number[] = [];
    samples = withSample(samples, offsetSample(at(10_000), t0 + 10_040)); // 40 ms on the way
    samples = withSample(samples, offsetSample(at(4_000), t0 + 10_100)); // a stream's old state
    expect(estimateOffset(samples)).toBe(-40);
    expect(estimateOffset([])).toBe(0);
  });

  it('keeps only the recent samples', () => {
    let samples: number[] = [];
    samples = withSample(samples, 5_000);
    for (let index = 0; index < offsetSamplesMax; index += 1) samples = withSample(samples, 10);
    expect(samples).toHaveLength(offsetSamplesMax);
    expect(estimateOffset(samples)).toBe(10);
  });

  it('counts down from the server’s time, in whole seconds rounded up', () => {
    const phase = phaseOf(snapshot(), t0 + 3_200);
    expect(phase).toMatchObject({ kind: 'betting', msLeft: 11_800, windowMs: 15_000 });
    expect(secondsLeft(11_800)).toBe(12);
    expect(secondsLeft(12_000)).toBe(12);
    expect(secondsLeft(-40)).toBe(0);
  });

  it('closes betting a moment before the window ends, and after it', () => {
    expect(phaseOf(snapshot(), t0 + 15_000 - closingMarginMs - 1).kind).toBe('betting');
    expect(phaseOf(snapshot(), t0 + 15_000 - closingMarginMs).kind).toBe('closed');
    expect(phaseOf(snapshot(), t0 + 20_000).kind).toBe('closed');
  });

  it('waits for a round whose window is not open yet', () => {
    const next = snapshot({ round: round({ opensAt: at(9_000), closesAt: at(24_000) }) });
    expect(phaseOf(next, t0 + 6_500)).toMatchObject({ kind: 'waiting', msLeft: 2_500 });
  });

  it('is closed once the round is, and paused without a round or when paused', () => {
    expect(phaseOf(snapshot({ round: round({ status: 'settled' }) }), t0).kind).toBe('closed');
    expect(phaseOf(snapshot({ round: null }), t0).kind).toBe('paused');
    expect(phaseOf(snapshot({ status: 'paused' }), t0 + 1_000).kind).toBe('paused');
  });

  it('knows when the clock alone moves the phase on', () => {
    const next = snapshot({ round: round({ opensAt: at(9_000), closesAt: at(24_000) }) });
    expect(msToNextChange(next, t0 + 6_500)).toBe(2_500);
    expect(msToNextChange(next, t0 + 9_000)).toBe(15_000 - closingMarginMs);
    expect(msToNextChange(next, t0 + 24_000)).toBeNull();
    expect(msToNextChange(snapshot({ round: round({ status: 'closed' }) }), t0)).toBeNull();
  });

  it('takes snapshots in the server’s order', () => {
    expect(isNewer(snapshot({ serverTime: at(5) }), undefined)).toBe(true);
    expect(isNewer(snapshot({ serverTime: at(5) }), snapshot({ serverTime: at(5) }))).toBe(true);
    expect(isNewer(snapshot({ serverTime: at(4) }), snapshot({ serverTime: at(5) }))).toBe(false);
  });

  it('finds the newest result: the round’s once drawn, else the one before', () => {
    const drawn = round({ id: '6', status: 'settled', result: { game: 'roulette', pocket: 17 } });
    expect(latestResultRound(snapshot({ previous: drawn }))?.id).toBe('6');
    const now = round({ id: '8', status: 'resolved', result: { game: 'roulette', pocket: 2 } });
    expect(latestResultRound(snapshot({ round: now, previous: drawn }))?.id).toBe('8');
    expect(latestResultRound(snapshot())).toBeNull();
  });
});
