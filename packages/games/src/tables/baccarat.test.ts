import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  baccaratEdge,
  baccaratReturnMilli,
  baccaratWeights,
  dealHand,
} from './baccarat';
import type { Card } from './cards';

const card = (rank: number): Card => ({ rank, suit: 0 });

describe('baccarat', () => {
  it('deals by the third-card rules', () => {
    // Player 2+3 = 5 draws a 4 (9); Banker 10+5 = 5 draws on a Player third of 4–7.
    const shoe = [2, 10, 3, 5, 4, 1].map(card);
    const { hand, next } = dealHand(shoe, 0);
    expect(hand.player.map((c) => c.rank)).toEqual([2, 3, 4]);
    expect(hand.banker.map((c) => c.rank)).toEqual([10, 5, 1]);
    expect([hand.playerTotal, hand.bankerTotal, hand.winner]).toEqual([9, 6, 'player']);
    expect(next).toBe(6);
    // A natural stands: Player 4+4 = 8.
    const natural = dealHand([4, 1, 4, 2, 9, 9].map(card), 0);
    expect(natural.next).toBe(4);
    expect(natural.hand).toMatchObject({ winner: 'player', playerPair: true, bankerPair: false });
    // Banker on 3 draws unless the Player's third is an 8.
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, undefined)).toBe(true);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((p) => bankerDraws(4, p))).toEqual([
      2, 3, 4, 5, 6, 7,
    ]);
  });

  it('pays each bet as the table says', () => {
    const hand = (winner: 'player' | 'banker' | 'tie', bankerTotal = 7) => ({
      winner,
      bankerTotal,
      playerPair: false,
      bankerPair: true,
    });
    expect(baccaratReturnMilli('banker', hand('banker'), 'commission')).toBe(1950);
    expect(baccaratReturnMilli('banker', hand('banker', 6), 'noCommission')).toBe(1500);
    expect(baccaratReturnMilli('banker', hand('banker', 7), 'noCommission')).toBe(2000);
    expect(baccaratReturnMilli('player', hand('tie'), 'commission')).toBe(1000);
    expect(baccaratReturnMilli('tie', hand('tie'), 'commission')).toBe(9000);
    expect(baccaratReturnMilli('bankerPair', hand('player'), 'commission')).toBe(12000);
    expect(baccaratReturnMilli('playerPair', hand('player'), 'commission')).toBe(0);
  });

  it('has the exact house edges of an 8-deck shoe', () => {
    const weights = baccaratWeights();
    expect(weights.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(weights.player + weights.banker + weights.tie).toBe(weights.total);
    const edge = (bet: Parameters<typeof baccaratEdge>[0], variant = 'commission' as const) =>
      Number(baccaratEdge(bet, variant, weights).percent.toFixed(2));
    expect(edge('banker')).toBe(1.06);
    expect(edge('player')).toBe(1.24);
    expect(edge('tie')).toBe(14.36);
    expect(Number(baccaratEdge('banker', 'noCommission', weights).percent.toFixed(2))).toBe(1.46);
    expect(edge('playerPair')).toBe(10.36);
    // The well-known chances: Banker 45.86 %, Player 44.62 %, Tie 9.52 %.
    expect((weights.banker / weights.total) * 100).toBeCloseTo(45.86, 2);
    expect((weights.player / weights.total) * 100).toBeCloseTo(44.62, 2);
    expect((weights.tie / weights.total) * 100).toBeCloseTo(9.52, 2);
  });
});
