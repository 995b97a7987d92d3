import { describe, expect, it } from 'vitest';
import { cardOf, orderedShoe, shuffledShoe } from './cards';
import { dragonTigerEdge, dragonTigerReturnMilli, dragonTigerWinner } from './dragon-tiger';
import {
  coveredPockets,
  isRouletteBet,
  rouletteEdge,
  rouletteOdds,
  type RouletteBet,
} from './roulette';
import { allDice, sicBoEdge, sicBoOdds, standardSicBoPaytable } from './sic-bo';

const percent = (edge: { percent: number }) => Number(edge.percent.toFixed(2));

describe('shoes', () => {
  it('hold every card of every deck once, in any shuffle', () => {
    const shoe = orderedShoe(8);
    expect(shoe).toHaveLength(416);
    expect(cardOf(0)).toEqual({ rank: 1, suit: 0 });
    expect(cardOf(51)).toEqual({ rank: 13, suit: 3 });
    const shuffled = shuffledShoe(
      8,
      Array.from({ length: 416 }, (_, at) => (at * 0.618) % 1),
    );
    const count = (cards: typeof shoe) =>
      cards
        .map((card) => `${card.rank}:${card.suit}`)
        .sort()
        .join();
    expect(count(shuffled)).toBe(count(shoe));
  });
});

describe('dragon tiger', () => {
  it('ranks ace low and loses half on a tie', () => {
    expect(dragonTigerWinner({ rank: 1, suit: 0 }, { rank: 13, suit: 1 })).toBe('tiger');
    expect(dragonTigerWinner({ rank: 7, suit: 0 }, { rank: 7, suit: 3 })).toBe('tie');
    expect(dragonTigerReturnMilli('dragon', 'tie')).toBe(500);
    expect(dragonTigerReturnMilli('tie', 'tie')).toBe(9000);
  });

  it('has the exact edges of an 8-deck shoe', () => {
    expect(percent(dragonTigerEdge('dragon'))).toBe(3.73);
    expect(percent(dragonTigerEdge('tiger'))).toBe(3.73);
    expect(percent(dragonTigerEdge('tie'))).toBe(32.77);
    expect(percent(dragonTigerEdge('tie', 11))).toBe(10.36);
    // P(tie) = 31/415 exactly: the Dragon's edge is half of it.
    const { numerator, denominator } = dragonTigerEdge('dragon');
    expect(numerator * 830n).toBe(denominator * 31n);
  });
});

describe('european roulette', () => {
  const bets: RouletteBet[] = [
    { kind: 'straight', pockets: [17] },
    { kind: 'split', pockets: [0, 2] },
    { kind: 'street', pockets: [13, 14, 15] },
    { kind: 'corner', pockets: [8, 9, 11, 12] },
    { kind: 'firstFour', pockets: [0, 1, 2, 3] },
    { kind: 'sixLine', pockets: [31, 32, 33, 34, 35, 36] },
    { kind: 'column', index: 2 },
    { kind: 'dozen', index: 3 },
    { kind: 'red' },
    { kind: 'odd' },
    { kind: 'high' },
  ];

  it('pays each bet by the pockets it covers, with 1/37 to the house', () => {
    expect(bets.map(rouletteOdds)).toEqual([35, 17, 11, 8, 8, 5, 2, 2, 1, 1, 1]);
    for (const bet of bets) {
      expect(isRouletteBet(bet), JSON.stringify(bet)).toBe(true);
      const { numerator, denominator } = rouletteEdge(bet);
      expect(numerator * 37n).toBe(denominator);
    }
    expect(percent(rouletteEdge({ kind: 'red' }, true))).toBe(1.35);
    expect(coveredPockets({ kind: 'black' })).toHaveLength(18);
    expect(coveredPockets({ kind: 'column', index: 3 })).toContain(36);
  });

  it('refuses pockets that do not form the bet named', () => {
    expect(isRouletteBet({ kind: 'split', pockets: [3, 4] })).toBe(false);
    expect(isRouletteBet({ kind: 'corner', pockets: [3, 4, 6, 7] })).toBe(false);
    expect(isRouletteBet({ kind: 'street', pockets: [2, 3, 4] })).toBe(false);
    expect(isRouletteBet({ kind: 'straight', pockets: [37] })).toBe(false);
  });
});

describe('sic bo', () => {
  it('has the edges of the reference paytable', () => {
    expect(allDice()).toHaveLength(216);
    expect(percent(sicBoEdge({ kind: 'big' }))).toBe(2.78);
    expect(percent(sicBoEdge({ kind: 'small' }))).toBe(2.78);
    expect(percent(sicBoEdge({ kind: 'double', face: 4 }))).toBe(18.52);
    expect(percent(sicBoEdge({ kind: 'anyTriple' }))).toBe(13.89);
    expect(percent(sicBoEdge({ kind: 'triple', face: 6 }))).toBe(16.2);
    expect(percent(sicBoEdge({ kind: 'total', total: 4 }))).toBe(15.28);
    expect(percent(sicBoEdge({ kind: 'total', total: 17 }))).toBe(15.28);
  });

  it('loses big and small on a triple, and pays a single by its matches', () => {
    expect(sicBoOdds({ kind: 'big' }, [4, 4, 4], standardSicBoPaytable)).toBeNull();
    expect(sicBoOdds({ kind: 'single', face: 5 }, [5, 5, 2], standardSicBoPaytable)).toBe(2);
    expect(
      sicBoOdds({ kind: 'combination', faces: [1, 2] }, [2, 6, 1], standardSicBoPaytable),
    ).toBe(5);
  });
});
