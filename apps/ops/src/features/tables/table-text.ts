import type { DeskTable, TableGameName, TableResultWire } from '@khela/contracts';
import { redPockets } from '@khela/games';
import type { TFunction } from 'i18next';

/**
 * The bet-area kinds of each game whose stakes a table may limit apart from its own limits
 * (the server keeps any kind it is sent; these are the ones its games have).
 */
export const areaKindsByGame: Readonly<Record<TableGameName, readonly string[]>> = {
  baccarat: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'],
  baccaratNoCommission: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'],
  dragonTiger: ['dragon', 'tiger', 'tie'],
  cockfight: ['meron', 'wala', 'draw', 'bdd'],
  roulette: [
    'straight',
    'split',
    'street',
    'corner',
    'sixLine',
    'firstFour',
    'red',
    'black',
    'odd',
    'even',
    'low',
    'high',
    'column',
    'dozen',
  ],
  sicBo: [
    'big',
    'small',
    'odd',
    'even',
    'anyTriple',
    'total',
    'double',
    'triple',
    'single',
    'combination',
  ],
  // A crash table has one area, `crash`, whose stakes are the table's own.
  crash: [],
};

/** A table's name in the desk's language, English otherwise, its code last. */
export function tableName(table: Pick<DeskTable, 'names' | 'code'>, language: string): string {
  return table.names[language] || table.names.en || table.code;
}

/** How long a round takes bets and then waits for its result, in words. */
export function scheduleText(
  table: Pick<DeskTable, 'bettingSeconds' | 'resultSeconds'>,
  t: TFunction,
): string {
  return t('tables.scheduleText', { betting: table.bettingSeconds, result: table.resultSeconds });
}

/**
 * A multiplier kept in hundredths as it is read, always with two decimals: 237 → "2.37×",
 * 100000 → "1000.00×". Worked in whole numbers, so no float ever rounds it.
 */
export function multiplierText(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const cents = Math.abs(hundredths % 100);
  return `${String(whole)}.${String(cents).padStart(2, '0')}×`;
}

/** A percentage as it is read: 1 → "1%", 2.5 → "2.5%". */
export function percentText(percent: number): string {
  return `${String(percent)}%`;
}

/**
 * Decimal odds kept in thousandths as they are read, with two decimals or three when the third
 * is not zero: 1800 → "1.80", 9000 → "9.00", 1875 → "1.875". Worked in whole numbers.
 */
export function oddsText(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(Math.abs(thousandths % 1000)).padStart(3, '0');
  return `${String(whole)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}

/**
 * An arena's pricing in words, with the pools' commission, the draw's odds and BDD's where
 * offered; null for other games.
 */
export function cockfightText(table: Pick<DeskTable, 'cockfight'>, t: TFunction): string | null {
  if (!table.cockfight) return null;
  const { pricing, commissionPercent, drawOdds, bddOdds } = table.cockfight;
  const draw = oddsText(drawOdds);
  const text =
    pricing === 'pool'
      ? t('tables.cockfightPoolText', { commission: percentText(commissionPercent), draw })
      : t('tables.cockfightFixedText', { draw });
  return bddOdds === null ? text : t('tables.cockfightBddText', { text, bdd: oddsText(bddOdds) });
}

/** A crash table's house edge and the most a round runs to, in words; null for other games. */
export function crashText(table: Pick<DeskTable, 'crash'>, t: TFunction): string | null {
  if (!table.crash) return null;
  return t('tables.crashText', {
    edge: percentText(table.crash.edgePercent),
    max: multiplierText(table.crash.maxMultiplier),
  });
}

/** Ranks 1 (ace) to 13 (king), and suits 0–3 in the order the shoe is built (s h d c). */
const rankTexts = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitSymbols = ['♠', '♥', '♦', '♣'];
const redSuits = new Set([1, 2]);

type Card = { rank: number; suit: number };

/** A card as it is read: "K♠", with whether its suit is a red one. */
export interface CardFace {
  text: string;
  isRed: boolean;
}

/** A card's face; a card the desk cannot read shows question marks, never throws. */
export function cardFace(card: Card): CardFace {
  const rank = rankTexts[card.rank - 1] ?? '?';
  const suit = suitSymbols[card.suit] ?? '?';
  return { text: `${rank}${suit}`, isRed: redSuits.has(card.suit) };
}

/** Cards as one short text: "K♠ 5♥". */
export function cardsText(cards: readonly Card[]): string {
  return cards.map((card) => cardFace(card).text).join(' ');
}

export type PocketColour = 'green' | 'red' | 'black';

/** A European roulette pocket's colour: zero green, the rest red or black. */
export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return redPockets.includes(pocket) ? 'red' : 'black';
}

export type SicBoSize = 'small' | 'big' | 'triple';

/** Three dice added up. */
export function sicBoTotal(dice: readonly number[]): number {
  return dice.reduce((sum, face) => sum + face, 0);
}

/** Small (4–10) or big (11–17); three of a kind is neither, it is a triple. */
export function sicBoSize(dice: readonly [number, number, number]): SicBoSize {
  const [first, second, third] = dice;
  if (first === second && second === third) return 'triple';
  return sicBoTotal(dice) <= 10 ? 'small' : 'big';
}

/** Baccarat's pairs as words ("player pair"), when the first two cards of a hand match. */
function pairsText(result: { playerPair: boolean; bankerPair: boolean }, t: TFunction): string[] {
  const pairs: string[] = [];
  if (result.playerPair) pairs.push(t('tables.result.playerPair'));
  if (result.bankerPair) pairs.push(t('tables.result.bankerPair'));
  return pairs;
}

/**
 * A round's result in one line of words, for its cell's title and for screen readers:
 * "Banker wins: player 5, banker 7 · Player K♠ 5♥ · Banker 3♦ 4♣", "17 black",
 * "2 · 3 · 6 = 11 (big)", "Bust 2.37×".
 */
export function resultText(result: TableResultWire, t: TFunction): string {
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return [
        t('tables.result.baccarat', {
          winner: t(`tables.result.winner.${result.winner}`),
          player: result.playerTotal,
          banker: result.bankerTotal,
        }),
        t('tables.result.hand', {
          side: t('tables.areas.player'),
          cards: cardsText(result.player),
        }),
        t('tables.result.hand', {
          side: t('tables.areas.banker'),
          cards: cardsText(result.banker),
        }),
        ...pairsText(result, t),
      ].join(' · ');
    case 'dragonTiger':
      return t('tables.result.dragonTiger', {
        winner: t(`tables.result.winner.${result.winner}`),
        dragon: cardFace(result.dragon).text,
        tiger: cardFace(result.tiger).text,
      });
    case 'roulette':
      return t('tables.result.roulette', {
        pocket: result.pocket,
        colour: t(`tables.result.colour.${pocketColour(result.pocket)}`),
      });
    case 'sicBo':
      return t('tables.result.sicBo', {
        dice: result.dice.join(' · '),
        total: sicBoTotal(result.dice),
        size: t(`tables.result.size.${sicBoSize(result.dice)}`),
      });
    case 'crash':
      return t('tables.result.crash', { bust: multiplierText(result.bust) });
    case 'cockfight':
      return t('tables.result.cockfight', {
        winner: t(`tables.result.winner.${result.winner}`),
      });
  }
}
