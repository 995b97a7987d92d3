import type { MarketView } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptOdds,
  emptySlip,
  isChangeAccepted,
  legAvailability,
  legOddsMove,
  multipleState,
  refreshLegs,
  removeLeg,
  removeLegs,
  setLegStake,
  setMultipleStake,
  slipBets,
  slipLegsMax,
  slipTotals,
  stakeMinorOf,
  toggleLeg,
  type Slip,
  type SlipPick,
} from './slip';

function pick(values: Partial<SlipPick> & { selectionId: string }): SlipPick {
  return {
    marketId: `m${values.selectionId}`,
    eventId: `e${values.selectionId}`,
    sport: 'football',
    home: 'Dhaka',
    away: 'Chattogram',
    marketKind: 'matchWinner3',
    line: null,
    period: null,
    selectionKey: 'home',
    selectionName: null,
    odds: 2000,
    marketStatus: 'open',
    eventStatus: 'scheduled',
    delaySeconds: null,
    ...values,
  };
}

function slipOf(...picks: SlipPick[]): Slip {
  return picks.reduce((slip, item) => toggleLeg(slip, item).slip, emptySlip);
}

describe('the slip', () => {
  it('adds a pick, and takes it off on a second tap', () => {
    const added = toggleLeg(emptySlip, pick({ selectionId: '1' }));
    expect(added.outcome).toBe('added');
    expect(added.slip.legs).toHaveLength(1);
    expect(added.slip.legs[0]).toMatchObject({ takenOdds: 2000, stake: '' });
    const removed = toggleLeg(added.slip, pick({ selectionId: '1' }));
    expect(removed.outcome).toBe('removed');
    expect(removed.slip.legs).toEqual([]);
  });

  it('keeps one pick per market: another selection of it replaces the first, keeping its stake', () => {
    const slip = setLegStake(slipOf(pick({ selectionId: '1', marketId: 'm' })), '1', '50');
    const { slip: next, outcome } = toggleLeg(
      slip,
      pick({ selectionId: '2', marketId: 'm', selectionKey: 'draw', odds: 3400 }),
    );
    expect(outcome).toBe('replaced');
    expect(next.legs).toHaveLength(1);
    expect(next.legs[0]).toMatchObject({
      selectionId: '2',
      odds: 3400,
      takenOdds: 3400,
      stake: '50',
    });
  });

  it('refuses a pick once full', () => {
    const full = slipOf(
      ...Array.from({ length: slipLegsMax }, (_, index) =>
        pick({ selectionId: String(index + 1) }),
      ),
    );
    const { slip, outcome } = toggleLeg(full, pick({ selectionId: '999' }));
    expect(outcome).toBe('full');
    expect(slip).toBe(full);
  });

  it('forgets the multiple stake when fewer than two legs remain', () => {
    const slip = setMultipleStake(
      slipOf(pick({ selectionId: '1' }), pick({ selectionId: '2' })),
      '10',
    );
    expect(removeLeg(slip, '1').multipleStake).toBe('');
    const three = setMultipleStake(
      slipOf(pick({ selectionId: '1' }), pick({ selectionId: '2' }), pick({ selectionId: '3' })),
      '10',
    );
    expect(removeLeg(three, '1').multipleStake).toBe('10');
    expect(removeLegs(three, new Set(['1', '2'])).legs.map((leg) => leg.selectionId)).toEqual([
      '3',
    ]);
  });
});

describe('the multiple', () => {
  it('needs two legs, of different events, within the most legs', () => {
    expect(multipleState(slipOf(pick({ selectionId: '1' })), 10)).toEqual({ kind: 'none' });
    const sameEvent = slipOf(
      pick({ selectionId: '1', eventId: 'e' }),
      pick({ selectionId: '2', eventId: 'e' }),
    );
    expect(multipleState(sameEvent, 10)).toEqual({ kind: 'sameEvent' });
    const two = slipOf(
      pick({ selectionId: '1', odds: 1500 }),
      pick({ selectionId: '2', odds: 2500 }),
    );
    expect(multipleState(two, 10)).toEqual({ kind: 'ok', odds: 3750 });
    expect(multipleState(two, 1)).toEqual({ kind: 'tooMany', legsMax: 1 });
  });

  it('is placed only when staked and allowed', () => {
    const sameEvent = setMultipleStake(
      slipOf(pick({ selectionId: '1', eventId: 'e' }), pick({ selectionId: '2', eventId: 'e' })),
      '10',
    );
    expect(slipBets(sameEvent, 'BDT', 10)).toEqual([]);
  });
});

describe('stakes, returns and totals', () => {
  it('reads typed stakes in minor units, refusing what is no positive amount', () => {
    expect(stakeMinorOf('10', 'BDT')).toBe(1000n);
    expect(stakeMinorOf('1,250.5', 'BDT')).toBe(125050n);
    expect(stakeMinorOf('', 'BDT')).toBeNull();
    expect(stakeMinorOf('0', 'BDT')).toBeNull();
    expect(stakeMinorOf('abc', 'BDT')).toBeNull();
    expect(stakeMinorOf('1.234', 'BDT')).toBeNull();
  });

  it('sums every staked single and the multiple, returns at the current prices', () => {
    let slip = slipOf(
      pick({ selectionId: '1', odds: 1950 }),
      pick({ selectionId: '2', odds: 2100 }),
    );
    slip = setLegStake(slip, '1', '100');
    slip = setMultipleStake(slip, '10');
    const bets = slipBets(slip, 'BDT', 10);
    expect(bets.map((bet) => [bet.lineKey, bet.stakeMinor, bet.returnMinor])).toEqual([
      ['1', 10000n, 19500n],
      ['multiple', 1000n, 4095n],
    ]);
    expect(slipTotals(bets)).toEqual({ stakeMinor: 11000n, returnMinor: 23595n });
  });

  it('totals nothing for an empty slip', () => {
    expect(slipTotals(slipBets(emptySlip, 'BDT', 10))).toEqual({ stakeMinor: 0n, returnMinor: 0n });
  });
});

function market(values: Partial<MarketView> & { id: string }): MarketView {
  return {
    kind: 'matchWinner3',
    line: null,
    period: null,
    status: 'open',
    version: 2,
    selections: [],
    ...values,
  };
}

describe('news of an event', () => {
  const slip = slipOf(pick({ selectionId: '1', marketId: 'm1', eventId: 'e1', odds: 2000 }));

  it('moves a leg to its new price and status, keeping the price the player took', () => {
    const next = refreshLegs(slip, {
      eventId: 'e1',
      status: 'live',
      markets: [
        market({
          id: 'm1',
          status: 'suspended',
          selections: [
            { id: '1', key: 'home', name: null, odds: 1800, result: null, deadHeat: null },
          ],
        }),
      ],
      delaySeconds: 5,
    });
    expect(next.legs[0]).toMatchObject({
      odds: 1800,
      takenOdds: 2000,
      marketStatus: 'suspended',
      eventStatus: 'live',
      delaySeconds: 5,
    });
    expect(legAvailability(next.legs[0]!)).toBe('suspended');
    expect(legOddsMove(next.legs[0]!)).toBe('down');
    expect(legOddsMove(acceptOdds(next).legs[0]!)).toBeNull();
  });

  it('closes a leg whose selection its market no longer has', () => {
    const next = refreshLegs(slip, {
      eventId: 'e1',
      status: 'live',
      markets: [market({ id: 'm1' })],
    });
    expect(legAvailability(next.legs[0]!)).toBe('closed');
  });

  it('returns the same slip when nothing changed or the event is another', () => {
    expect(refreshLegs(slip, { eventId: 'e2', status: 'live', markets: [] })).toBe(slip);
    expect(refreshLegs(slip, { eventId: 'e1', status: 'scheduled', markets: [] })).toBe(slip);
  });
});

describe('price changes against the policy', () => {
  const [leg] = slipOf(pick({ selectionId: '1', odds: 2000 })).legs;
  const up = { ...leg!, odds: 2100 };
  const down = { ...leg!, odds: 1900 };

  it('any: every change is taken', () => {
    expect(isChangeAccepted(up, 'any')).toBe(true);
    expect(isChangeAccepted(down, 'any')).toBe(true);
  });

  it('higher: only a rise is taken', () => {
    expect(isChangeAccepted(up, 'higher')).toBe(true);
    expect(isChangeAccepted(down, 'higher')).toBe(false);
    expect(legOddsMove(up)).toBe('up');
  });

  it('none: no change is taken', () => {
    expect(isChangeAccepted(up, 'none')).toBe(false);
    expect(isChangeAccepted(leg!, 'none')).toBe(true);
  });
});
