import type { TableBet, TableResultWire } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { formatMultiplier } from './crash/crash-round';
import { isRed } from './roulette-layout';

/** A card's rank as it is printed on the card. */
export function rankText(rank: number): string {
  return ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1] ?? '?';
}

/** Who or what won a result, in a few words: "Banker wins", "Tie", "17 Red", "Big 15". */
export function winnerText(t: TFunction, result: TableResultWire): string {
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission':
    case 'dragonTiger':
      return result.winner === 'tie'
        ? t('tables.result.tie')
        : t('tables.result.wins', { name: t(`tables.area.${result.winner}`) });
    case 'roulette': {
      const colour = result.pocket === 0 ? 'zero' : isRed(result.pocket) ? 'red' : 'black';
      return t(`tables.result.pocket.${colour}`, { pocket: result.pocket });
    }
    case 'sicBo': {
      const [a, b, c] = result.dice;
      const total = a + b + c;
      if (a === b && b === c) return t('tables.result.triple', { face: a });
      return t(total >= 11 ? 'tables.result.big' : 'tables.result.small', { total });
    }
    case 'crash':
      return t('tables.crash.bustedAt', { multiplier: formatMultiplier(result.bust) });
    case 'cockfight':
      if (result.winner === 'draw') return t('tables.area.draw');
      if (result.winner === 'bdd') return t('tables.cockfight.status.won.bdd');
      return t('tables.result.wins', { name: t(`tables.area.${result.winner}`) });
  }
}

/** The details under the winner: each side's total or card, or the dice. */
export function detailText(t: TFunction, result: TableResultWire): string {
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return t('tables.result.totals', { player: result.playerTotal, banker: result.bankerTotal });
    case 'dragonTiger':
      return t('tables.result.duel', {
        dragon: rankText(result.dragon.rank),
        tiger: rankText(result.tiger.rank),
      });
    case 'roulette':
      return '';
    case 'sicBo':
      return t('tables.result.dice', {
        first: result.dice[0],
        second: result.dice[1],
        third: result.dice[2],
        total: result.dice[0] + result.dice[1] + result.dice[2],
      });
    case 'crash':
    case 'cockfight':
      return '';
  }
}

/** A crash bet's automatic cash-out and where it got out: "Auto 2.00× · Cashed out at 1.50×". */
export function crashBetText(t: TFunction, bet: Pick<TableBet, 'target' | 'cashout'>): string {
  const parts: string[] = [];
  if (bet.target !== null && bet.target !== undefined)
    parts.push(t('tables.crash.bet.auto', { multiplier: formatMultiplier(bet.target) }));
  if (bet.cashout !== null && bet.cashout !== undefined)
    parts.push(t('tables.crash.bet.cashout', { multiplier: formatMultiplier(bet.cashout) }));
  return parts.join(' · ');
}
