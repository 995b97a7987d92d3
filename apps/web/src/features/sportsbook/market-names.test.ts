import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import th from './i18n/th.json';
import {
  lineText,
  marketName,
  marketOrder,
  selectionName,
  selectionShortName,
  type Translate,
} from './market-names';

const texts = i18next.createInstance();
const translateIn =
  (language: string): Translate =>
  (key, values) =>
    texts.getFixedT(language)(key, values);

beforeAll(async () => {
  await texts.init({
    lng: 'en',
    resources: { en: { translation: en }, bn: { translation: bn }, th: { translation: th } },
    interpolation: { escapeValue: false },
  });
});

const sides = { sport: 'football' as const, home: 'Abahani', away: 'Mohammedan' };

describe('lines', () => {
  it('read as people write them', () => {
    expect(lineText(2500)).toBe('2.5');
    expect(lineText(-250, true)).toBe('\u22120.25');
    expect(lineText(750, true)).toBe('+0.75');
    expect(lineText(0, true)).toBe('0');
    expect(lineText(160500)).toBe('160.5');
    expect(lineText(3000)).toBe('3');
  });
});

describe('market names', () => {
  const t = () => translateIn('en');

  it('are built from kind, line and period', () => {
    expect(marketName(t(), { kind: 'handicap', line: -250, period: null }, 'football')).toBe(
      'Asian handicap \u22120.25',
    );
    expect(marketName(t(), { kind: 'total', line: 2500, period: null }, 'football')).toBe(
      'Total goals 2.5',
    );
    expect(marketName(t(), { kind: 'inningsRuns', line: 160500, period: 1 }, 'cricket')).toBe(
      '1st innings runs 160.5',
    );
    expect(marketName(t(), { kind: 'mapWinner', line: null, period: 2 }, 'cs2')).toBe(
      'Map 2 winner',
    );
    expect(marketName(t(), { kind: 'total', line: 2500, period: null }, 'dota2')).toBe(
      'Total maps 2.5',
    );
    expect(marketName(t(), { kind: 'handicap', line: 1500, period: null }, 'valorant')).toBe(
      'Map handicap +1.5',
    );
    expect(marketName(t(), { kind: 'matchWinner3', line: null, period: 2 }, 'football')).toBe(
      'Match result · 2nd half',
    );
    expect(marketName(t(), { kind: 'total', line: 85500, period: 3 }, 'basketball')).toBe(
      'Total points 85.5 · 3rd quarter',
    );
  });

  it('are written in Bengali and Thai, ordinals included', () => {
    expect(
      marketName(translateIn('bn'), { kind: 'inningsRuns', line: 160500, period: 2 }, 'cricket'),
    ).toBe('2য় ইনিংস-এর রান 160.5');
    expect(marketName(translateIn('bn'), { kind: 'mapWinner', line: null, period: 2 }, 'cs2')).toBe(
      'ম্যাপ 2 বিজয়ী',
    );
    expect(marketName(translateIn('th'), { kind: 'mapWinner', line: null, period: 2 }, 'cs2')).toBe(
      'ผู้ชนะแมพที่ 2',
    );
  });

  it('name every market kind in every language, never as a key', () => {
    const kinds = [
      'matchWinner3',
      'matchWinner2',
      'doubleChance',
      'drawNoBet',
      'handicap',
      'total',
      'bothTeamsToScore',
      'correctScore',
      'inningsRuns',
      'totalSixes',
      'topBatsman',
      'mapWinner',
    ] as const;
    for (const language of ['bn', 'en', 'th']) {
      for (const kind of kinds) {
        const name = marketName(
          translateIn(language),
          { kind, line: 1500, period: null },
          'cricket',
        );
        expect(name, `${language} ${kind}`).not.toContain('sportsbook.');
      }
    }
  });
});

describe('selection names', () => {
  const t = () => translateIn('en');
  const handicap = { kind: 'handicap' as const, line: -250, period: null };
  const total = { kind: 'total' as const, line: 2500, period: null };
  const result = { kind: 'matchWinner3' as const, line: null, period: null };

  it('name home and away by the teams, a handicap side with its own line', () => {
    expect(selectionName(t(), result, { key: 'home', name: null }, sides)).toBe('Abahani');
    expect(selectionName(t(), handicap, { key: 'home', name: null }, sides)).toBe(
      'Abahani \u22120.25',
    );
    expect(selectionName(t(), handicap, { key: 'away', name: null }, sides)).toBe(
      'Mohammedan +0.25',
    );
  });

  it('word the other keys', () => {
    expect(selectionName(t(), result, { key: 'draw', name: null }, sides)).toBe('Draw');
    expect(selectionName(t(), total, { key: 'over', name: null }, sides)).toBe('Over 2.5');
    expect(selectionName(t(), total, { key: 'under', name: null }, sides)).toBe('Under 2.5');
    const chance = { kind: 'doubleChance' as const, line: null, period: null };
    expect(selectionName(t(), chance, { key: '1X', name: null }, sides)).toBe('Abahani or draw');
    expect(selectionName(t(), chance, { key: '12', name: null }, sides)).toBe(
      'Abahani or Mohammedan',
    );
    expect(selectionName(t(), chance, { key: 'X2', name: null }, sides)).toBe('Draw or Mohammedan');
    const btts = { kind: 'bothTeamsToScore' as const, line: null, period: null };
    expect(selectionName(t(), btts, { key: 'yes', name: null }, sides)).toBe('Yes');
    const score = { kind: 'correctScore' as const, line: null, period: null };
    expect(selectionName(t(), score, { key: '2-1', name: null }, sides)).toBe('2–1');
    expect(selectionName(t(), score, { key: 'other', name: null }, sides)).toBe('Any other score');
  });

  it('prefer the name the book gives', () => {
    const batsman = { kind: 'topBatsman' as const, line: null, period: null };
    expect(selectionName(t(), batsman, { key: 'p:3', name: 'Shakib' }, sides)).toBe('Shakib');
    expect(selectionName(t(), batsman, { key: 'p:3', name: null }, sides)).toBe('Player 3');
  });

  it('are short on a card: 1, X, 2', () => {
    expect(selectionShortName(t(), result, { key: 'home', name: null }, sides)).toBe('1');
    expect(selectionShortName(t(), result, { key: 'draw', name: null }, sides)).toBe('X');
    expect(selectionShortName(t(), total, { key: 'over', name: null }, sides)).toBe('Over 2.5');
  });
});

describe('market order', () => {
  it('puts the main market first, then by kind, period and line', () => {
    const markets = [
      { id: 'a', kind: 'total' as const, line: 3500, period: null },
      { id: 'b', kind: 'total' as const, line: 2500, period: null },
      { id: 'c', kind: 'handicap' as const, line: 0, period: null },
      { id: 'main', kind: 'matchWinner3' as const, line: null, period: null },
      { id: 'd', kind: 'matchWinner3' as const, line: null, period: 1 },
    ];
    expect(marketOrder(markets, 'main').map((market) => market.id)).toEqual([
      'main',
      'd',
      'c',
      'b',
      'a',
    ]);
  });
});
