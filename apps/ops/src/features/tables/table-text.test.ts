import type { TableResultWire } from '@khela/contracts';
import { tableGameNames } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsTranslators } from '../../i18n/translators.test-support';
import {
  areaKindsByGame,
  cardFace,
  cockfightText,
  crashText,
  multiplierText,
  oddsText,
  percentText,
  pocketColour,
  resultText,
  scheduleText,
  sicBoSize,
  tableName,
} from './table-text';

let translators: Record<string, TFunction> = {};
beforeAll(async () => {
  translators = await opsTranslators();
});

const baccarat: TableResultWire = {
  game: 'baccarat',
  player: [
    { rank: 13, suit: 0 },
    { rank: 5, suit: 1 },
  ],
  banker: [
    { rank: 3, suit: 2 },
    { rank: 4, suit: 3 },
  ],
  playerTotal: 5,
  bankerTotal: 7,
  winner: 'banker',
  playerPair: false,
  bankerPair: true,
};

const results: TableResultWire[] = [
  baccarat,
  { ...baccarat, game: 'baccaratNoCommission', winner: 'tie', bankerTotal: 5, bankerPair: false },
  {
    game: 'dragonTiger',
    dragon: { rank: 1, suit: 1 },
    tiger: { rank: 12, suit: 3 },
    winner: 'tiger',
  },
  { game: 'roulette', pocket: 0 },
  { game: 'sicBo', dice: [2, 3, 6] },
  { game: 'crash', bust: 237 },
];

describe('cards, pockets and dice', () => {
  it('writes a card as rank and suit, the hearts and diamonds red', () => {
    expect(cardFace({ rank: 13, suit: 0 })).toEqual({ text: 'K♠', isRed: false });
    expect(cardFace({ rank: 1, suit: 1 })).toEqual({ text: 'A♥', isRed: true });
    expect(cardFace({ rank: 10, suit: 2 })).toEqual({ text: '10♦', isRed: true });
    expect(cardFace({ rank: 11, suit: 3 })).toEqual({ text: 'J♣', isRed: false });
    // A card the desk cannot read shows as unknown rather than breaking the row.
    expect(cardFace({ rank: 14, suit: 7 }).text).toBe('??');
  });

  it('colours roulette pockets as the European wheel does', () => {
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
    expect(pocketColour(19)).toBe('red');
    expect(pocketColour(36)).toBe('red');
    expect(pocketColour(35)).toBe('black');
  });

  it('calls three dice small to 10, big from 11, and three of a kind a triple', () => {
    expect(sicBoSize([1, 3, 6])).toBe('small');
    expect(sicBoSize([2, 3, 6])).toBe('big');
    expect(sicBoSize([3, 3, 3])).toBe('triple');
    expect(sicBoSize([6, 6, 6])).toBe('triple');
  });
});

describe('a round result in words', () => {
  it('reads each game in English', () => {
    const t = translators.en!;
    expect(resultText(baccarat, t)).toBe(
      'Banker wins: player 5, banker 7 · Player K♠ 5♥ · Banker 3♦ 4♣ · Banker pair',
    );
    expect(resultText(results[2]!, t)).toBe('Tiger wins: dragon A♥, tiger Q♣');
    expect(resultText({ game: 'roulette', pocket: 17 }, t)).toBe('17 Black');
    expect(resultText({ game: 'roulette', pocket: 0 }, t)).toBe('0 Green');
    expect(resultText({ game: 'sicBo', dice: [2, 3, 6] }, t)).toBe('2 · 3 · 6 = 11 (Big)');
    expect(resultText({ game: 'sicBo', dice: [4, 4, 4] }, t)).toBe('4 · 4 · 4 = 12 (Triple)');
    expect(resultText({ game: 'crash', bust: 237 }, t)).toBe('Bust 2.37×');
    // A round that busts at once, and one that ran to a table's most.
    expect(resultText({ game: 'crash', bust: 100 }, t)).toBe('Bust 1.00×');
    expect(resultText({ game: 'crash', bust: 100_000 }, t)).toBe('Bust 1000.00×');
  });

  it('reads every game in Bengali and Thai with no key left untranslated', () => {
    for (const language of ['bn', 'th']) {
      const t = translators[language]!;
      for (const result of results) {
        const words = resultText(result, t);
        expect(words, `${language} ${result.game}`).not.toContain('tables.');
        expect(words).not.toBe(resultText(result, translators.en!));
      }
    }
  });
});

describe('tables in words', () => {
  it("names a table in the desk's language, English otherwise, its code last", () => {
    const names = { en: 'Auto Roulette', bn: 'অটো রুলেট' };
    expect(tableName({ names, code: 'auto-roulette' }, 'bn')).toBe('অটো রুলেট');
    expect(tableName({ names, code: 'auto-roulette' }, 'th')).toBe('Auto Roulette');
    expect(tableName({ names: {}, code: 'auto-roulette' }, 'th')).toBe('auto-roulette');
  });

  it('says how long a round takes bets and waits for its result', () => {
    expect(scheduleText({ bettingSeconds: 15, resultSeconds: 9 }, translators.en!)).toBe(
      '15 s of betting, result 9 s later',
    );
  });

  it('writes multipliers from hundredths with two decimals, and percentages', () => {
    expect(multiplierText(237)).toBe('2.37×');
    expect(multiplierText(250)).toBe('2.50×');
    expect(multiplierText(101)).toBe('1.01×');
    expect(multiplierText(100_000)).toBe('1000.00×');
    expect(multiplierText(100_000_000)).toBe('1000000.00×');
    expect(percentText(1)).toBe('1%');
    expect(percentText(2.5)).toBe('2.5%');
    expect(percentText(0.07)).toBe('0.07%');
  });

  it("gives a crash table's house edge and most, and nothing for other games", () => {
    const crash = { edgePercent: 2, maxMultiplier: 50_000 };
    expect(crashText({ crash }, translators.en!)).toBe(
      'House edge 2%, a round runs to 500.00× at most',
    );
    for (const language of ['bn', 'th']) {
      const words = crashText({ crash }, translators[language]!);
      expect(words, language).toContain('2%');
      expect(words, language).toContain('500.00×');
      expect(words, language).not.toContain('tables.');
    }
    expect(crashText({ crash: null }, translators.en!)).toBeNull();
  });

  it('gives a crash table no area kinds of its own: its one area takes the table limits', () => {
    expect(areaKindsByGame.crash).toEqual([]);
  });

  it('names every game and each of its bet-area kinds in bn, en and th', () => {
    for (const language of ['en', 'bn', 'th']) {
      const t = translators[language]!;
      for (const game of tableGameNames) {
        expect(t(`tables.games.${game}`), `${language} ${game}`).not.toContain('tables.');
        for (const kind of areaKindsByGame[game]) {
          expect(t(`tables.areas.${kind}`), `${language} ${kind}`).not.toContain('tables.');
        }
      }
    }
  });
});

describe('an arena’s odds and pricing', () => {
  it('reads odds in thousandths with two decimals, three when the third counts', () => {
    expect(oddsText(1800)).toBe('1.80');
    expect(oddsText(9000)).toBe('9.00');
    expect(oddsText(1875)).toBe('1.875');
    expect(oddsText(1_000_000)).toBe('1000.00');
    expect(oddsText(1001)).toBe('1.001');
  });

  it('words the pricing in each language; nothing for other games', () => {
    const fixed = {
      cockfight: {
        pricing: 'fixed' as const,
        commissionPercent: 10,
        drawOdds: 9000,
        bddOdds: null,
        streamUrl: null,
      },
    };
    const pool = {
      cockfight: { ...fixed.cockfight, pricing: 'pool' as const, commissionPercent: 7.5 },
    };
    expect(cockfightText(fixed, translators.en!)).toBe('Fixed odds set per fight, Draw pays 9.00');
    expect(cockfightText(pool, translators.en!)).toBe(
      'Pari-mutuel pools, 7.5% commission, Draw pays 9.00',
    );
    for (const language of ['bn', 'th']) {
      expect(cockfightText(pool, translators[language]!)).toContain('7.5%');
    }
    expect(
      cockfightText({ cockfight: { ...fixed.cockfight, bddOdds: 51_000 } }, translators.en!),
    ).toBe('Fixed odds set per fight, Draw pays 9.00, BDD pays 51.00');
    expect(cockfightText({ cockfight: null }, translators.en!)).toBeNull();
  });
});
