import type { TableGameName } from '@khela/contracts';
import { baccaratReturnMilli, dragonTigerReturnMilli, type BaccaratBet } from '@khela/games';
import type { TFunction } from 'i18next';
import { sicBoSections } from './sic-bo-layout';

/**
 * The bet areas of each game as the player reads them: names through the texts, odds from the
 * rules the tables settle with (packages/games).
 */

/** The baccarat table's areas: the pairs and the tie above, Player and Banker below. */
export const baccaratAreas = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'] as const;
export const dragonTigerAreas = ['dragon', 'tie', 'tiger'] as const;

/** Whether a game deals cards from a shoe. */
export function isCardGame(game: TableGameName): boolean {
  return game === 'baccarat' || game === 'baccaratNoCommission' || game === 'dragonTiger';
}

/** Odds as x:1 with at most two decimals ("0.95:1", "35:1"). */
function oddsFromReturn(returnMilli: number): string {
  const odds = (returnMilli - 1000) / 1000;
  return `${Number.isInteger(odds) ? odds : odds.toFixed(2).replace(/0$/, '')}:1`;
}

/** How many pockets a roulette area covers. */
export function rouletteCoverage(area: string): number {
  const [kind = '', rest = ''] = area.split(':');
  if (kind === 'dozen' || kind === 'column') return 12;
  if (kind === 'firstFour') return 4;
  if (!rest) return 18;
  return rest.split('-').length;
}

const sicBoOdds = new Map(
  sicBoSections().flatMap((section) => section.areas.map((item) => [item.area, item.odds])),
);

/** What an area pays, as x:1 (banker of no-commission baccarat: 1:1, a six 1:2). */
export function oddsText(game: TableGameName, area: string): string {
  switch (game) {
    case 'baccarat':
    case 'baccaratNoCommission': {
      const winner = area === 'banker' || area === 'tie' ? area : 'player';
      const hand = { winner, bankerTotal: 7, playerPair: true, bankerPair: true } as const;
      const variant = game === 'baccarat' ? 'commission' : 'noCommission';
      return oddsFromReturn(baccaratReturnMilli(area as BaccaratBet, hand, variant));
    }
    case 'dragonTiger':
      return oddsFromReturn(dragonTigerReturnMilli(area as 'dragon', area as 'dragon'));
    case 'roulette':
      return `${36 / rouletteCoverage(area) - 1}:1`;
    case 'sicBo':
      return `${sicBoOdds.get(area) ?? 0}:1`;
    case 'crash':
    case 'cockfight':
      // A crash bet pays where it cashes out, a fight's at the odds it was taken at.
      return '';
  }
}

/** An area's name for the player: "Banker", "Split 14–17", "Total 9", "Double 3". */
export function areaName(t: TFunction, area: string): string {
  const [kind = '', rest] = area.split(':');
  if (rest === undefined) return t(`tables.area.${kind}`);
  const numbers = rest.split('-');
  switch (kind) {
    case 'straight':
      return t('tables.area.straight', { number: rest });
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine':
      return t(`tables.area.${kind}`, { numbers: numbers.join('–') });
    case 'column':
      return t('tables.area.column', { index: rest });
    case 'dozen': {
      const index = Number(rest);
      return t('tables.area.dozen', { from: 12 * (index - 1) + 1, to: 12 * index });
    }
    case 'total':
      return t('tables.area.total', { total: rest });
    case 'double':
    case 'triple':
    case 'single':
      return t(`tables.area.${kind}`, { face: rest });
    case 'combination':
      return t('tables.area.combination', { first: numbers[0], second: numbers[1] });
    default:
      return area;
  }
}

/** A table's stake limits of an area: its kind's own where the table sets them. */
export function limitsOfArea<T>(
  limits: { min: T; max: T; areas: Record<string, { min: T; max: T }> },
  area: string,
) {
  const kind = area.split(':')[0] ?? area;
  return limits.areas[kind] ?? { min: limits.min, max: limits.max };
}
