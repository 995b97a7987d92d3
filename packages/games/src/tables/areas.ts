import {
  baccaratBets,
  baccaratReturnMilli,
  type BaccaratBet,
  type BaccaratHand,
  type BaccaratVariant,
} from './baccarat';
import { dragonTigerBets, dragonTigerReturnMilli, type DragonTigerWinner } from './dragon-tiger';
import { isRouletteBet, rouletteReturnMilli, type RouletteBet } from './roulette';
import { sicBoOdds, standardSicBoPaytable, type SicBoBet, type SicBoPaytable } from './sic-bo';

/**
 * The bet areas of each table game as they travel (a short text: `banker`, `split:0-2`,
 * `total:4`), parsed into the bets the rules settle, and what an area returns on a round's
 * outcome in thousandths of the stake (stake included: 0 loses, 1000 pushes).
 */

export const tableGames = [
  'baccarat',
  'baccaratNoCommission',
  'dragonTiger',
  'roulette',
  'sicBo',
] as const;
export type TableGame = (typeof tableGames)[number];

/** A round's outcome, as each game settles it. */
export type TableOutcome =
  | {
      game: 'baccarat' | 'baccaratNoCommission';
      hand: Pick<BaccaratHand, 'winner' | 'bankerTotal' | 'playerPair' | 'bankerPair'>;
    }
  | { game: 'dragonTiger'; winner: DragonTigerWinner }
  | { game: 'roulette'; pocket: number }
  | { game: 'sicBo'; dice: [number, number, number] };

const numbersOf = (text: string) => text.split('-').map(Number);
const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const rouletteKinds = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
const rouletteLines = ['straight', 'split', 'street', 'corner', 'sixLine'] as const;

function parseRoulette(text: string): RouletteBet | undefined {
  const [kind = '', rest] = text.split(':');
  if (rest === undefined) {
    if (kind === 'firstFour') return { kind, pockets: [0, 1, 2, 3] };
    return (rouletteKinds as readonly string[]).includes(kind)
      ? ({ kind } as RouletteBet)
      : undefined;
  }
  if (kind === 'column' || kind === 'dozen') {
    const index = Number(rest);
    return isWhole(index, 1, 3) && rest === String(index)
      ? { kind, index: index as 1 | 2 | 3 }
      : undefined;
  }
  if (!(rouletteLines as readonly string[]).includes(kind)) return undefined;
  if (!/^\d{1,2}(-\d{1,2}){0,5}$/.test(rest)) return undefined;
  const bet = { kind, pockets: numbersOf(rest) } as RouletteBet;
  return isRouletteBet(bet) ? bet : undefined;
}

function parseSicBo(text: string): SicBoBet | undefined {
  const [kind = '', rest] = text.split(':');
  if (rest === undefined) {
    return ['big', 'small', 'odd', 'even', 'anyTriple'].includes(kind)
      ? ({ kind } as SicBoBet)
      : undefined;
  }
  if (!/^\d{1,2}(-\d)?$/.test(rest)) return undefined;
  const [first = 0, second] = numbersOf(rest);
  if (kind === 'total')
    return second === undefined && isWhole(first, 4, 17) ? { kind, total: first } : undefined;
  if (kind === 'double' || kind === 'triple' || kind === 'single') {
    return second === undefined && isWhole(first, 1, 6) ? { kind, face: first } : undefined;
  }
  if (kind === 'combination' && second !== undefined && isWhole(first, 1, 6)) {
    return isWhole(second, first + 1, 6) ? { kind, faces: [first, second] } : undefined;
  }
  return undefined;
}

/** An area of a game's table, or undefined when the game has no such area. */
export function parseArea(game: TableGame, text: string): string | undefined {
  if (text.length === 0 || text.length > 32) return undefined;
  switch (game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return (baccaratBets as readonly string[]).includes(text) ? text : undefined;
    case 'dragonTiger':
      return (dragonTigerBets as readonly string[]).includes(text) ? text : undefined;
    case 'roulette':
      return parseRoulette(text) ? text : undefined;
    case 'sicBo':
      return parseSicBo(text) ? text : undefined;
  }
}

/** What an area returns on an outcome, in thousandths of its stake. */
export function areaReturnMilli(
  area: string,
  outcome: TableOutcome,
  paytable: SicBoPaytable = standardSicBoPaytable,
): number {
  switch (outcome.game) {
    case 'baccarat':
    case 'baccaratNoCommission': {
      const variant: BaccaratVariant = outcome.game === 'baccarat' ? 'commission' : 'noCommission';
      return baccaratReturnMilli(area as BaccaratBet, outcome.hand, variant);
    }
    case 'dragonTiger':
      return dragonTigerReturnMilli(area as 'dragon', outcome.winner);
    case 'roulette': {
      const bet = parseRoulette(area);
      return bet ? rouletteReturnMilli(bet, outcome.pocket) : 0;
    }
    case 'sicBo': {
      const bet = parseSicBo(area);
      const odds = bet ? sicBoOdds(bet, outcome.dice, paytable) : null;
      return odds === null ? 0 : Math.round((odds + 1) * 1000);
    }
  }
}

/** A bet's payout in minor units: floor(stake × return / 1000). */
export function tablePayoutMinor(stakeMinor: bigint, returnMilli: number): bigint {
  if (stakeMinor < 0n || !Number.isInteger(returnMilli) || returnMilli < 0)
    throw new Error('stake and return must be whole and not negative');
  return (stakeMinor * BigInt(returnMilli)) / 1000n;
}
