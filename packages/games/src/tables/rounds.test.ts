import { describe, expect, it } from 'vitest';
import { orderedShoe } from './cards';
import { redPockets } from './roulette';
import {
  dealtResult,
  drawnResult,
  outcomeClasses,
  outcomeOf,
  payoutByClass,
  roundLabel,
  roundNumber,
  shoeLabel,
  usesShoe,
} from './rounds';

describe('a shared round', () => {
  it('is numbered by its day and place, and labelled by its table', () => {
    expect(roundNumber('20261129', 42)).toBe('20261129-0042');
    expect(roundLabel('auto-roulette', '20261129-0042')).toBe('auto-roulette:20261129-0042');
    expect(shoeLabel('auto-baccarat', '20261129-0001')).toBe('auto-baccarat:shoe:20261129-0001');
    expect(usesShoe('baccarat')).toBe(true);
    expect(usesShoe('dragonTiger')).toBe(true);
    expect(usesShoe('roulette')).toBe(false);
  });

  it('counts its cap over every result the game can settle differently on', () => {
    expect(outcomeClasses('baccarat')).toHaveLength(24);
    expect(outcomeClasses('dragonTiger')).toHaveLength(3);
    expect(outcomeClasses('roulette')).toHaveLength(37);
    expect(outcomeClasses('sicBo')).toHaveLength(216);
  });

  it('prices a bet on each of them: red pays double on the 18 red pockets only', () => {
    const payouts = payoutByClass('roulette', 'red', 1_000n);
    payouts.forEach((payout, pocket) =>
      expect(payout).toBe(redPockets.includes(pocket) ? 2_000n : 0n),
    );
    // Banker wins with six: half the stake more in the no-commission game.
    const classes = outcomeClasses('baccaratNoCommission');
    const bankerSix = classes.findIndex(
      (outcome) =>
        'hand' in outcome && outcome.hand.winner === 'banker' && outcome.hand.bankerTotal === 6,
    );
    expect(payoutByClass('baccaratNoCommission', 'banker', 1_000n)[bankerSix]).toBe(1_500n);
  });

  it('deals dragon tiger two cards at a time and draws roulette and sic bo from the seed', () => {
    const shoe = orderedShoe(8);
    const dealt = dealtResult('dragonTiger', shoe, 0);
    expect(dealt).toEqual({
      result: { game: 'dragonTiger', dragon: shoe[0], tiger: shoe[1], winner: 'tiger' },
      next: 2,
    });
    expect(outcomeOf(dealt.result)).toEqual({ game: 'dragonTiger', winner: 'tiger' });
    const seed = 'ab'.repeat(32);
    const spun = drawnResult('roulette', seed, 'auto-roulette:20261129-0001');
    expect(spun).toEqual(drawnResult('roulette', seed, 'auto-roulette:20261129-0001'));
    expect(spun.game === 'roulette' && spun.pocket).toBeGreaterThanOrEqual(0);
    const thrown = drawnResult('sicBo', seed, 'auto-sic-bo:20261129-0001');
    expect(thrown.game === 'sicBo' && thrown.dice.every((die) => die >= 1 && die <= 6)).toBe(true);
  });
});
