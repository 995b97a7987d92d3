import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaReturnMilli, parseArea, tablePayoutMinor, type TableOutcome } from './areas';
import { coveredPockets, rouletteOdds } from './roulette';

const rouletteAreas = [
  'straight:0',
  'straight:36',
  'split:0-1',
  'split:14-17',
  'street:13-14-15',
  'corner:8-9-11-12',
  'firstFour',
  'sixLine:1-2-3-4-5-6',
  'column:1',
  'dozen:2',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

describe('table bet areas', () => {
  it('parse the areas each game has, and nothing else', () => {
    for (const area of rouletteAreas) expect(parseArea('roulette', area), area).toBe(area);
    for (const bad of ['split:3-4', 'straight:37', 'street:2-3-4', 'dozen:4', 'column:01', 'x']) {
      expect(parseArea('roulette', bad), bad).toBeUndefined();
    }
    expect(parseArea('sicBo', 'total:4')).toBe('total:4');
    expect(parseArea('sicBo', 'combination:2-5')).toBe('combination:2-5');
    for (const bad of ['total:3', 'total:18', 'double:7', 'combination:5-2', 'combination:3-3']) {
      expect(parseArea('sicBo', bad), bad).toBeUndefined();
    }
    expect(parseArea('baccarat', 'bankerPair')).toBe('bankerPair');
    expect(parseArea('dragonTiger', 'banker')).toBeUndefined();
    expect(parseArea('baccarat', '')).toBeUndefined();
  });

  it('pay stake × (odds + 1) on a winning roulette area and nothing on a losing one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rouletteAreas),
        fc.integer({ min: 0, max: 36 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (area, pocket, stake) => {
          const outcome: TableOutcome = { game: 'roulette', pocket };
          const returned = areaReturnMilli(area, outcome);
          const [kind = '', rest] = area.split(':');
          const bet =
            kind === 'firstFour'
              ? { kind, pockets: [0, 1, 2, 3] }
              : rest === undefined
                ? { kind }
                : kind === 'column' || kind === 'dozen'
                  ? { kind, index: Number(rest) }
                  : { kind, pockets: rest.split('-').map(Number) };
          const wins = coveredPockets(bet as never).includes(pocket);
          const odds = rouletteOdds(bet as never);
          expect(tablePayoutMinor(stake, returned)).toBe(wins ? stake * BigInt(odds + 1) : 0n);
        },
      ),
    );
  });

  it('return 36 units over the 37 pockets for every roulette area: the house keeps 1/37', () => {
    for (const area of rouletteAreas) {
      let total = 0;
      for (let pocket = 0; pocket < 37; pocket += 1) {
        total += areaReturnMilli(area, { game: 'roulette', pocket });
      }
      expect(total, area).toBe(36_000);
    }
  });

  it('never pays a negative amount, and pushes the main baccarat bets on a tie', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('player', 'banker', 'tie', 'playerPair', 'bankerPair'),
        fc.constantFrom('player', 'banker', 'tie') as fc.Arbitrary<'player' | 'banker' | 'tie'>,
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (area, winner, bankerTotal, pair, stake) => {
          const hand = { winner, bankerTotal, playerPair: pair, bankerPair: !pair };
          const payout = tablePayoutMinor(stake, areaReturnMilli(area, { game: 'baccarat', hand }));
          expect(payout >= 0n).toBe(true);
          if (winner === 'tie' && (area === 'player' || area === 'banker')) {
            expect(payout).toBe(stake);
          }
        },
      ),
    );
  });
});
