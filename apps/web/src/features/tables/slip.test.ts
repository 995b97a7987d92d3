import { describe, expect, it } from 'vitest';
import {
  addStep,
  confirmedStakes,
  doublingStep,
  emptySlip,
  isEmptySlip,
  placeChip,
  repeatingStep,
  slipBets,
  slipTotal,
  stakesOf,
  stepRefusal,
  undoStep,
} from './slip';
import { chipFace, formatMinor, minorToWire, shortAmount, wireToMinor } from './table-money';

const build = (...chips: [string, bigint][]) =>
  chips.reduce((slip, [area, stake]) => placeChip(slip, area, stake), emptySlip);

describe('a slip', () => {
  it('merges chips by area, in the order areas were first used', () => {
    const slip = build(['banker', 1000n], ['tie', 500n], ['banker', 5000n]);
    expect([...stakesOf(slip)]).toEqual([
      ['banker', 6000n],
      ['tie', 500n],
    ]);
    expect(slipTotal(slip)).toBe(6500n);
  });

  it('undoes the last step whole, and nothing when empty', () => {
    const slip = build(['player', 1000n], ['player', 1000n]);
    const doubled = addStep(slip, doublingStep(slip));
    expect(slipTotal(doubled)).toBe(4000n);
    expect(slipTotal(undoStep(doubled))).toBe(2000n);
    expect(slipTotal(undoStep(undoStep(undoStep(doubled))))).toBe(0n);
    expect(undoStep(emptySlip)).toBe(emptySlip);
  });

  it('doubles every area at once; doubling an empty slip adds nothing', () => {
    const slip = build(['red', 1000n], ['straight:7', 1000n], ['red', 500n]);
    const doubled = addStep(slip, doublingStep(slip));
    expect([...stakesOf(doubled)]).toEqual([
      ['red', 3000n],
      ['straight:7', 2000n],
    ]);
    expect(doubled.steps).toHaveLength(4);
    expect(addStep(emptySlip, doublingStep(emptySlip))).toBe(emptySlip);
  });

  it('repeats the last confirmed slip as one step', () => {
    const last = [
      { area: 'big', stakeMinor: 1000n },
      { area: 'total:9', stakeMinor: 500n },
      { area: 'big', stakeMinor: 1000n },
    ];
    const slip = addStep(build(['small', 1000n]), repeatingStep(last));
    expect([...stakesOf(slip)]).toEqual([
      ['small', 1000n],
      ['big', 2000n],
      ['total:9', 500n],
    ]);
    expect(isEmptySlip(undoStep(undoStep(slip)))).toBe(true);
  });

  it('ignores chips of nothing', () => {
    expect(placeChip(emptySlip, 'tie', 0n)).toBe(emptySlip);
  });

  it('refuses a step over an area maximum (counting confirmed bets) or the balance', () => {
    const slip = build(['tie', 3000n]);
    const values = {
      slip,
      confirmed: new Map([['tie', 1000n]]),
      maxOf: (area: string) => (area === 'tie' ? 5000n : 5_000_000n),
      balanceMinor: 10_000n,
    };
    expect(stepRefusal({ ...values, step: [{ area: 'tie', stakeMinor: 1000n }] })).toBeNull();
    expect(stepRefusal({ ...values, step: [{ area: 'tie', stakeMinor: 1001n }] })).toEqual({
      kind: 'areaMax',
      area: 'tie',
      maxMinor: 5000n,
    });
    expect(stepRefusal({ ...values, step: [{ area: 'banker', stakeMinor: 7000n }] })).toBeNull();
    expect(stepRefusal({ ...values, step: [{ area: 'banker', stakeMinor: 7001n }] })).toEqual({
      kind: 'balance',
    });
  });

  it('refuses more than 60 areas on a slip', () => {
    let slip = emptySlip;
    for (let number = 0; number < 60; number += 1) slip = placeChip(slip, `n${number}`, 1n);
    const refusal = stepRefusal({
      slip,
      step: [{ area: 'n60', stakeMinor: 1n }],
      confirmed: new Map(),
      maxOf: () => 100n,
      balanceMinor: 1000n,
    });
    expect(refusal).toEqual({ kind: 'tooManyAreas' });
  });

  it('goes to the server as one bet per area, stakes in wire decimals', () => {
    const slip = build(['banker', 1000n], ['banker', 50n], ['player', 100_000n]);
    expect(slipBets(slip, 'BDT')).toEqual([
      { area: 'banker', stake: '10.50' },
      { area: 'player', stake: '1000.00' },
    ]);
    expect(slipBets(build(['red', 5000n]), 'VND')).toEqual([{ area: 'red', stake: '5000' }]);
  });

  it('adds a round’s confirmed slips by area', () => {
    const merged = confirmedStakes([
      [{ area: 'dragon', stakeMinor: 1000n }],
      [
        { area: 'dragon', stakeMinor: 500n },
        { area: 'tie', stakeMinor: 1000n },
      ],
    ]);
    expect([...merged]).toEqual([
      ['dragon', 1500n],
      ['tie', 1000n],
    ]);
  });
});

describe('table amounts', () => {
  it('read and write wire decimals exactly', () => {
    expect(wireToMinor('12.34', 'BDT')).toBe(1234n);
    expect(wireToMinor('0.10', 'BDT')).toBe(10n);
    expect(minorToWire(1050n, 'BDT')).toBe('10.50');
    expect(formatMinor(123_456_789n, 'BDT')).toBe('1,234,567.89');
    expect(() => wireToMinor('1.234', 'BDT')).toThrow(RangeError);
  });

  it('write chips short in whole thousands and millions', () => {
    expect(chipFace(1000n, 'BDT')).toEqual({ amount: '10', scale: 'one' });
    expect(chipFace(100_000n, 'BDT')).toEqual({ amount: '1', scale: 'thousand' });
    expect(chipFace(500_000n, 'BDT')).toEqual({ amount: '5', scale: 'thousand' });
    expect(chipFace(150_000n, 'BDT')).toEqual({ amount: '1500', scale: 'one' });
    expect(chipFace(100_000_000n, 'BDT')).toEqual({ amount: '1', scale: 'million' });
    expect(chipFace(250n, 'BDT')).toEqual({ amount: '2.50', scale: 'one' });
  });

  it('write a crowded layout’s pools in few characters, rounding down', () => {
    expect(shortAmount(95_099n, 'BDT')).toEqual({ amount: '950', scale: 'one' });
    expect(shortAmount(123_456n, 'BDT')).toEqual({ amount: '1.2', scale: 'thousand' });
    expect(shortAmount(200_000n, 'BDT')).toEqual({ amount: '2', scale: 'thousand' });
    expect(shortAmount(1_599_900n, 'BDT')).toEqual({ amount: '15', scale: 'thousand' });
    expect(shortAmount(345_000_000n, 'BDT')).toEqual({ amount: '3.4', scale: 'million' });
  });
});
