import type { DeskMarket, DeskSelection } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { opsTranslators } from '../../i18n/translators.test-support';
import { formatAmount } from '../../ui/format';
import {
  basisPointsText,
  bookIfWins,
  lineText,
  lineTyped,
  marketStake,
  marketTitle,
  oddsShown,
  scoreText,
  selectionName,
  stakeFactorText,
} from './sportsbook-text';

function selection(id: string, key: string, stake: string, payoutIfWins: string): DeskSelection {
  return {
    id,
    key,
    name: null,
    odds: 2000,
    result: null,
    deadHeat: null,
    bets: 1,
    stake,
    payoutIfWins,
  };
}

const market: Pick<DeskMarket, 'selections'> = {
  selections: [
    selection('1', 'home', '100.00', '210.00'),
    selection('2', 'draw', '50.50', '171.70'),
    selection('3', 'away', '0.00', '0.00'),
  ],
};

describe('odds, lines and margins as traders read them', () => {
  it('shows odds in thousandths as decimals, a third place only when it counts', () => {
    expect(oddsShown(1950)).toBe('1.95');
    expect(oddsShown(2000)).toBe('2.00');
    expect(oddsShown(1875)).toBe('1.875');
    expect(oddsShown(1001)).toBe('1.001');
    expect(oddsShown(1_000_000)).toBe('1000.00');
    expect(oddsShown(999)).toBe('–');
  });

  it('signs a handicap line and leaves a total plain', () => {
    expect(lineText(-250, 'handicap')).toBe('-0.25');
    expect(lineText(500, 'handicap')).toBe('+0.5');
    expect(lineText(0, 'handicap')).toBe('0');
    expect(lineText(2500, 'total')).toBe('2.5');
    expect(lineText(165_500, 'inningsRuns')).toBe('165.5');
    expect(lineText(null, 'matchWinner3')).toBe('');
    expect(lineTyped(-1750)).toBe('-1.75');
  });

  it('shows basis points as a percentage with two places, below zero too', () => {
    expect(basisPointsText(500)).toBe('5.00%');
    expect(basisPointsText(481)).toBe('4.81%');
    expect(basisPointsText(-1667)).toBe('-16.67%');
    expect(basisPointsText(0)).toBe('0.00%');
  });

  it('shows a stake factor as a multiplier of the normal limits', () => {
    expect(stakeFactorText(100)).toBe('×1.00');
    expect(stakeFactorText(10)).toBe('×0.10');
    expect(stakeFactorText(0)).toBe('×0.00');
    expect(stakeFactorText(250)).toBe('×2.50');
  });

  it('shows a score with what the sport adds', () => {
    expect(scoreText({ home: 2, away: 1, detail: "67'" })).toBe("2 – 1 · 67'");
    expect(scoreText({ home: 0, away: 0, detail: null })).toBe('0 – 0');
    expect(scoreText(null)).toBe('');
  });
});

describe('money on a market', () => {
  it('adds the stakes exactly and works out what the book makes if each selection wins', () => {
    expect(marketStake(market)).toBe('150.50');
    expect(Object.fromEntries(bookIfWins(market))).toEqual({
      '1': '-59.50',
      '2': '-21.20',
      '3': '150.50',
    });
  });

  it('groups amounts for reading, the sign kept', () => {
    expect(formatAmount('-12345.50', 'BDT')).toBe('-12,345.50 BDT');
    expect(formatAmount('1000000.00')).toBe('1,000,000.00');
  });
});

describe('names on the console', () => {
  const event = { home: 'Dhaka Dynamites', away: 'Sylhet Strikers' };

  it('names selections by team, by word, by their own name, else by key', async () => {
    const { en, bn, th } = await opsTranslators();
    expect(selectionName({ key: 'home', name: null }, event, en)).toBe('Dhaka Dynamites');
    expect(selectionName({ key: 'away', name: null }, event, en)).toBe('Sylhet Strikers');
    expect(selectionName({ key: 'draw', name: null }, event, en)).toBe('Draw');
    expect(selectionName({ key: 'p:2', name: 'Tamim' }, event, en)).toBe('Tamim');
    expect(selectionName({ key: '2-1', name: null }, event, en)).toBe('2-1');
    for (const t of [en, bn, th]) {
      for (const key of ['draw', 'over', 'under', 'yes', 'no', '1X', '12', 'X2', 'other']) {
        expect(selectionName({ key, name: null }, event, t)).not.toContain('sportsbook.');
      }
    }
  });

  it('names a market by its template, line and period in every language', async () => {
    const { en, bn, th } = await opsTranslators();
    expect(marketTitle({ kind: 'total', line: 2500, period: null }, en)).toBe('Total 2.5');
    expect(marketTitle({ kind: 'handicap', line: -250, period: 1 }, en)).toBe(
      'Handicap -0.25 · Period 1',
    );
    for (const t of [bn, th]) {
      const title = marketTitle({ kind: 'mapWinner', line: null, period: 2 }, t);
      expect(title).not.toContain('sportsbook.');
      expect(title).toContain('2');
    }
  });
});
