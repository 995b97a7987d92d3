import type { TableSnapshot } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  fightBetOf,
  fightLabelOf,
  fightResults,
  fightSides,
  fightStageOf,
  formatOdds,
} from './cockfight-fight';

type Round = NonNullable<TableSnapshot['round']>;
type Rule = NonNullable<TableSnapshot['cockfight']>;

function round(status: Round['status'], winner?: 'meron' | 'wala' | 'draw'): Round {
  return {
    id: '42',
    number: '20260101-0007',
    status,
    opensAt: '2026-01-01T00:00:00Z',
    closesAt: '2026-01-02T00:00:00Z',
    seedHash: null,
    label: 'Fight 7',
    totals: [],
    players: 0,
    result: winner ? { game: 'cockfight', winner } : null,
  };
}

const fixed: Rule = {
  pricing: 'fixed',
  commissionPercent: 0,
  streamUrl: null,
  label: 'Fight 7',
  odds: { meron: 1800, wala: 2100, draw: 9000, bdd: null },
  pools: { meron: '10.00', wala: '0.00', draw: '0.00', bdd: '0.00' },
  closedSides: [],
};
const pool: Rule = {
  ...fixed,
  pricing: 'pool',
  commissionPercent: 5,
  odds: { meron: 1950, wala: null, draw: 9000, bdd: null },
};

function snapshot(values: Partial<TableSnapshot>): TableSnapshot {
  return {
    serverTime: '2026-01-01T00:00:01Z',
    status: 'active',
    round: null,
    previous: null,
    results: [],
    shoe: null,
    cockfight: fixed,
    ...values,
  };
}

describe('fightStageOf', () => {
  it('reads each status of the fight', () => {
    expect(fightStageOf(snapshot({})).kind).toBe('none');
    expect(fightStageOf(snapshot({ round: round('open') })).kind).toBe('betting');
    expect(fightStageOf(snapshot({ round: round('closed') })).kind).toBe('fighting');
    expect(fightStageOf(snapshot({ round: round('resolved', 'wala') }))).toMatchObject({
      kind: 'declared',
      winner: 'wala',
      isOver: false,
    });
    expect(fightStageOf(snapshot({ round: round('settled', 'meron') }))).toMatchObject({
      kind: 'declared',
      winner: 'meron',
      isOver: true,
    });
    expect(fightStageOf(snapshot({ round: round('refunded') }))).toMatchObject({
      kind: 'cancelled',
      isOver: true,
    });
  });

  it('keeps a declared fight without its winner as still on', () => {
    expect(fightStageOf(snapshot({ round: round('resolved') })).kind).toBe('fighting');
  });
});

describe('formatOdds and the label', () => {
  it('shows thousandths with two decimals, rounding down', () => {
    expect(formatOdds(1900)).toBe('1.90');
    expect(formatOdds(9000)).toBe('9.00');
    expect(formatOdds(1_234_567)).toBe('1234.56');
    expect(formatOdds(1005)).toBe('1.00');
  });

  it('names the fight from the arena, else the round', () => {
    expect(fightLabelOf(snapshot({ round: round('open') }))).toBe('Fight 7');
    expect(fightLabelOf(snapshot({ cockfight: { ...fixed, label: null } }))).toBeNull();
  });
});

const betting = fightStageOf(snapshot({ round: round('open') }));

describe('fightBetOf', () => {
  it('carries the odds shown on a fixed fight, and on any Draw', () => {
    expect(fightBetOf(betting, fixed, 'meron')).toEqual({
      kind: 'ready',
      area: 'meron',
      odds: 1800,
    });
    expect(fightBetOf(betting, pool, 'draw')).toEqual({ kind: 'ready', area: 'draw', odds: 9000 });
  });

  it('sends no odds for a pool side, even one nobody backed', () => {
    expect(fightBetOf(betting, pool, 'meron')).toEqual({
      kind: 'ready',
      area: 'meron',
      odds: undefined,
    });
    expect(fightBetOf(betting, pool, 'wala')).toMatchObject({ kind: 'ready', odds: undefined });
  });

  it('refuses a closed side, a fight not betting, and a priced side without odds', () => {
    expect(fightBetOf(betting, { ...fixed, closedSides: ['wala'] }, 'wala')).toEqual({
      kind: 'refused',
      reason: 'closedSide',
    });
    const closed = fightStageOf(snapshot({ round: round('closed') }));
    expect(fightBetOf(closed, fixed, 'meron')).toMatchObject({ reason: 'notBetting' });
    expect(fightBetOf(betting, null, 'meron')).toMatchObject({ reason: 'notBetting' });
    const noDraw = { ...fixed, odds: { ...fixed.odds, draw: null } };
    expect(fightBetOf(betting, noDraw, 'draw')).toMatchObject({ reason: 'noOdds' });
  });
});

describe('fightSides and fightResults', () => {
  it('lists Meron, Wala and Draw with odds, stakes, closed marks and pool estimates', () => {
    const sides = fightSides({ ...pool, closedSides: ['meron'] });
    expect(sides.map((side) => side.side)).toEqual(['meron', 'wala', 'draw']);
    expect(sides[0]).toEqual({
      side: 'meron',
      odds: 1950,
      pool: '10.00',
      isClosed: true,
      isEstimate: true,
    });
    expect(sides[2]?.isEstimate).toBe(false);
  });

  it('adds BDD where the fight offers it, a side bet at its odds even in a pool fight', () => {
    const offered = { ...pool, odds: { ...pool.odds, bdd: 51_000 } };
    const sides = fightSides(offered);
    expect(sides.map((side) => side.side)).toEqual(['meron', 'wala', 'draw', 'bdd']);
    expect(sides[3]).toMatchObject({ odds: 51_000, isEstimate: false });
    expect(fightBetOf(betting, offered, 'bdd')).toEqual({
      kind: 'ready',
      area: 'bdd',
      odds: 51_000,
    });
    expect(fightBetOf(betting, pool, 'bdd')).toMatchObject({ reason: 'noOdds' });
  });

  it('keeps only fights in the strip, oldest first', () => {
    const results = fightResults(
      snapshot({
        results: [
          { number: '1', result: { game: 'cockfight', winner: 'meron' } },
          { number: '2', result: { game: 'crash', bust: 120 } },
          { number: '3', result: { game: 'cockfight', winner: 'draw' } },
        ],
      }),
    );
    expect(results).toEqual([
      { number: '1', winner: 'meron' },
      { number: '3', winner: 'draw' },
    ]);
  });
});
