import type { TableRoundView, TableSnapshot } from '@khela/contracts';
import { crashBustAfterMs, crashMultiplierAt } from '@khela/games';
import { describe, expect, it } from 'vitest';
import { closingMarginMs } from '../clock';
import {
  betReturnAt,
  bustTier,
  cashoutMinor,
  crashStageAt,
  curveRunOf,
  formatMultiplier,
  shownMultiplier,
  stageKey,
} from './crash-round';

const t0 = Date.parse('2026-11-29T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function round(values: Partial<TableRoundView> & { id: string }): TableRoundView {
  return {
    number: `20261129-${values.id.padStart(4, '0')}`,
    status: 'open',
    opensAt: iso(t0),
    closesAt: iso(t0 + 5_000),
    seedHash: 'ab'.repeat(32),
    totals: [],
    players: 0,
    result: null,
    ...values,
  };
}

function snapshot(values: Partial<TableSnapshot>): TableSnapshot {
  return {
    serverTime: iso(t0),
    status: 'active',
    round: null,
    previous: null,
    results: [],
    shoe: null,
    crash: { growthPerMs: 0.00006, maxMultiplier: 100_000, edgePercent: 1, bets: [] },
    ...values,
  };
}

describe('the crash stage', () => {
  const busted = round({
    id: '1',
    status: 'settled',
    opensAt: iso(t0 - 20_000),
    closesAt: iso(t0 - 15_000),
    result: { game: 'crash', bust: 237 },
  });

  it('takes bets in the window, and closes the button a moment before the window does', () => {
    const state = snapshot({ round: round({ id: '2' }), previous: busted });
    const stage = crashStageAt(state, t0 + 1_000);
    expect(stage).toMatchObject({ kind: 'betting', windowMs: 5_000, isClosing: false });
    expect(stage.kind === 'betting' && stage.last?.bust).toBe(237);
    expect(crashStageAt(state, t0 + 5_000 - closingMarginMs)).toMatchObject({ isClosing: true });
    expect(stageKey(crashStageAt(state, t0 + 5_000 - closingMarginMs))).toBe('betting:2:closing');
  });

  it('waits for a next round not open yet, showing the last bust', () => {
    const next = round({ id: '2', opensAt: iso(t0 + 3_000), closesAt: iso(t0 + 8_000) });
    const stage = crashStageAt(snapshot({ round: next, previous: busted }), t0);
    expect(stage).toMatchObject({ kind: 'waiting', opensAtMs: t0 + 3_000 });
    expect(curveRunOf(stage)).toEqual({ startMs: t0 - 15_000, bust: 237 });
  });

  it('runs from the close: by the clock at once, and while the server says closed', () => {
    const open = snapshot({ round: round({ id: '2' }) });
    expect(crashStageAt(open, t0 + 5_000)).toMatchObject({ kind: 'running', startMs: t0 + 5_000 });
    const closed = snapshot({ round: round({ id: '2', status: 'closed' }) });
    expect(crashStageAt(closed, t0 + 9_000)).toMatchObject({ kind: 'running' });
    // A next round made while one still runs does not hide the run.
    const both = snapshot({
      round: round({ id: '3', opensAt: iso(t0 + 60_000) }),
      previous: round({ id: '2', status: 'closed' }),
    });
    expect(crashStageAt(both, t0 + 9_000)).toMatchObject({ kind: 'running', round: { id: '2' } });
  });

  it('shows the bust once the round has one, and a cancelled round as cancelled', () => {
    const resolved = round({ id: '2', status: 'resolved', result: { game: 'crash', bust: 100 } });
    expect(crashStageAt(snapshot({ round: resolved }), t0 + 6_000)).toMatchObject({
      kind: 'busted',
      bust: 100,
    });
    const cancelled = round({ id: '2', status: 'cancelled' });
    expect(crashStageAt(snapshot({ round: cancelled }), t0).kind).toBe('cancelled');
    expect(crashStageAt(snapshot({}), t0).kind).toBe('paused');
    expect(crashStageAt(snapshot({ status: 'paused', round: round({ id: '2' }) }), t0).kind).toBe(
      'paused',
    );
  });
});

describe('the multiplier shown', () => {
  it('follows the server’s curve, stops at the table’s most, and at the bust once known', () => {
    const run = { startMs: t0, bust: null };
    expect(shownMultiplier(run, t0 - 50, 100_000)).toBe(100);
    expect(shownMultiplier(run, t0 + 11_553, 100_000)).toBe(crashMultiplierAt(11_553));
    expect(shownMultiplier(run, t0 + 11_553, 150)).toBe(150);
    expect(shownMultiplier({ startMs: t0, bust: 180 }, t0 + 60_000, 100_000)).toBe(180);
    // The bust's instant on the curve is where the curve first reaches it.
    expect(crashMultiplierAt(crashBustAfterMs(237))).toBeGreaterThanOrEqual(237);
  });

  it('is written with two decimals, grouped, and coloured by its size', () => {
    expect(formatMultiplier(100)).toBe('1.00×');
    expect(formatMultiplier(237)).toBe('2.37×');
    expect(formatMultiplier(100_000)).toBe('1,000.00×');
    expect([199, 200, 999, 1_000].map(bustTier)).toEqual(['low', 'high', 'high', 'huge']);
  });

  it('pays the stake times where a bet got out, rounded down to the minor unit', () => {
    expect(cashoutMinor(1_000n, 101)).toBe(1_010n);
    expect(cashoutMinor(333n, 150)).toBe(499n);
    expect(cashoutMinor(1_000n, 0)).toBe(0n);
  });
});

describe('where a bet gets to', () => {
  const max = 100_000;
  it('is its cash-out, its target once reached, the most, or nothing at the bust', () => {
    expect(betReturnAt({ cashout: 150, target: 200 }, 120, false, max)).toBe(150);
    expect(betReturnAt({ cashout: null, target: 200 }, 199, false, max)).toBeNull();
    expect(betReturnAt({ cashout: null, target: 200 }, 210, false, max)).toBe(200);
    expect(betReturnAt({ cashout: null, target: 200 }, 199, true, max)).toBe(0);
    expect(betReturnAt({ cashout: null, target: 200 }, 200, true, max)).toBe(200);
    expect(betReturnAt({ cashout: null, target: null }, 500, true, 500)).toBe(500);
    expect(betReturnAt({ cashout: null, target: null }, null, false, max)).toBeNull();
  });
});
