import type { TableResultWire } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { baccaratAreas } from './areas';
import { ballTurn, dieTurn, revealPlan, stillPlan, winningAreas } from './reveal';

const card = (rank: number, suit = 0) => ({ rank, suit });
const threeCards: TableResultWire = {
  game: 'baccarat',
  player: [card(2), card(3), card(1)],
  banker: [card(10), card(13), card(9, 1)],
  playerTotal: 6,
  bankerTotal: 9,
  winner: 'banker',
  playerPair: false,
  bankerPair: false,
};

describe('a reveal', () => {
  it('deals four cards face down, turns them, then each third card, Player’s first', () => {
    const plan = revealPlan(threeCards, 60_000);
    expect(plan.cards.map((item) => `${item.side}${item.place}`)).toEqual([
      'player0',
      'banker0',
      'player1',
      'banker1',
      'player2',
      'banker2',
    ]);
    const [p0, b0, p1, b1, p2, b2] = plan.cards;
    // Every card is down before the first is turned.
    expect(Math.max(p0!.dealAtMs, b0!.dealAtMs, p1!.dealAtMs, b1!.dealAtMs)).toBeLessThan(
      p0!.flipAtMs,
    );
    expect(p0!.flipAtMs).toBeLessThan(p1!.flipAtMs);
    expect(p1!.flipAtMs).toBeLessThan(b0!.flipAtMs);
    expect(b1!.flipAtMs).toBeLessThan(p2!.dealAtMs);
    expect(p2!.flipAtMs).toBeLessThan(b2!.dealAtMs);
    expect(plan.doneAtMs).toBeGreaterThan(b2!.flipAtMs);
  });

  it('is quickened to end well before the next round, and never slowed', () => {
    const natural = revealPlan(threeCards, 60_000);
    const quick = revealPlan(threeCards, 3_000);
    expect(quick.doneAtMs).toBeLessThan(natural.doneAtMs);
    expect(quick.doneAtMs).toBeLessThanOrEqual(3_000 * 0.65 + 1);
    expect(revealPlan(threeCards, 600_000).doneAtMs).toBe(natural.doneAtMs);
  });

  it('shows a result that arrived too late to be dealt at once', () => {
    expect(revealPlan(threeCards, 300).doneAtMs).toBe(0);
    expect(revealPlan({ game: 'roulette', pocket: 3 }, 500).motionMs).toBe(0);
  });

  it('shows a result at once when it was drawn before the page opened', () => {
    const plan = stillPlan(threeCards);
    expect(plan.doneAtMs).toBe(0);
    expect(plan.cards.every((item) => item.flipAtMs === 0)).toBe(true);
  });

  it('spins the wheel and tumbles the dice for a while, then shows them', () => {
    const wheel = revealPlan({ game: 'roulette', pocket: 17 }, 60_000);
    expect(wheel.motionMs).toBeGreaterThan(3_000);
    expect(wheel.doneAtMs).toBeGreaterThan(wheel.motionMs);
    const dice = revealPlan({ game: 'sicBo', dice: [1, 2, 3] }, 60_000);
    expect(dice.motionMs).toBeLessThan(wheel.motionMs);
  });

  it('lights the areas the result pays, not those it pushes', () => {
    expect([...winningAreas(threeCards, baccaratAreas)]).toEqual(['banker']);
    const tie: TableResultWire = {
      game: 'dragonTiger',
      dragon: card(5),
      tiger: card(5, 2),
      winner: 'tie',
    };
    expect([...winningAreas(tie, ['dragon', 'tie', 'tiger'])]).toEqual(['tie']);
    const pocket: TableResultWire = { game: 'roulette', pocket: 0 };
    expect([...winningAreas(pocket, ['straight:0', 'split:0-1', 'red', 'firstFour'])]).toEqual([
      'straight:0',
      'split:0-1',
      'firstFour',
    ]);
  });

  it('spins the ball backwards whole turns into its pocket', () => {
    const { fromDeg, toDeg } = ballTurn({ fromIndex: 5, toIndex: 2, pockets: 37, turns: 3 });
    expect(fromDeg).toBeCloseTo((5 * 360) / 37);
    expect(fromDeg - toDeg).toBeGreaterThanOrEqual(3 * 360);
    expect((((toDeg % 360) + 360) % 360) - (2 * 360) / 37).toBeCloseTo(0);
  });

  it('turns each die face to the top', () => {
    const turns = [1, 2, 3, 4, 5, 6].map((face) => JSON.stringify(dieTurn(face)));
    expect(new Set(turns).size).toBe(6);
  });
});
