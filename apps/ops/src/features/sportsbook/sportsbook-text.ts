import type {
  DeskEvent,
  DeskMarket,
  DeskSelection,
  MarketStatus,
  SportEventStatus,
  SportScore,
  TicketStatus,
} from '@khela/contracts';
import { isLineMarket, sportsOddsText } from '@khela/games';
import type { TFunction } from 'i18next';
import { sumAmounts } from '../tables/table-figures';

/**
 * The console's words and numbers worked out in the browser: lines, margins and stake
 * factors as operators read them, selections named, and what the book makes if each selection
 * wins. Whole-number arithmetic throughout, so no float ever rounds a price or an amount.
 */

/** Odds the console cannot read (below 1.000) show as a dash rather than break the desk. */
const unreadableOdds = '–';

/** Decimal odds kept in thousandths as a trader reads them: 1950 → "1.95", 1875 → "1.875". */
export function oddsShown(thousandths: number): string {
  if (!Number.isSafeInteger(thousandths) || thousandths < 1000) return unreadableOdds;
  return sportsOddsText(thousandths, 'decimal');
}

/** Thousandths as a decimal with no trailing zeros: 2500 → "2.5", -250 → "-0.25", 3000 → "3". */
function thousandthsText(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const fraction = String(magnitude % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const whole = String(Math.trunc(magnitude / 1000));
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/**
 * A market's line as it is read: a handicap signed ("+0.5", "-0.25", "0"), a total plain
 * ("2.5"); empty for a market without one.
 */
export function lineText(line: number | null, kind: DeskMarket['kind']): string {
  if (line === null) return '';
  const text = thousandthsText(line);
  return kind === 'handicap' && line > 0 ? `+${text}` : text;
}

/** A line kept in thousandths as the operator types it back: 2500 → "2.5", -250 → "-0.25". */
export function lineTyped(line: number | null): string {
  return line === null ? '' : thousandthsText(line);
}

/** Basis points as a percentage with two decimals: 520 → "5.20%", -130 → "-1.30%". */
export function basisPointsText(basisPoints: number): string {
  const sign = basisPoints < 0 ? '-' : '';
  const magnitude = Math.abs(basisPoints);
  const cents = String(magnitude % 100).padStart(2, '0');
  return `${sign}${String(Math.trunc(magnitude / 100))}.${cents}%`;
}

/** A stake factor in hundredths as a multiplier: 100 → "×1.00", 10 → "×0.10", 0 → "×0.00". */
export function stakeFactorText(hundredths: number): string {
  const cents = String(hundredths % 100).padStart(2, '0');
  return `×${String(Math.trunc(hundredths / 100))}.${cents}`;
}

/** A score line: "2 – 1", with what the sport adds ("2 – 1 · 67'"); empty before one is set. */
export function scoreText(score: SportScore | null): string {
  if (!score) return '';
  const line = `${String(score.home)} – ${String(score.away)}`;
  return score.detail ? `${line} · ${score.detail}` : line;
}

/** Selection keys the console words itself (the teams' come from the event). */
const wordedKeys = new Set([
  'home',
  'away',
  'draw',
  'over',
  'under',
  'yes',
  'no',
  '1X',
  '12',
  'X2',
  'other',
]);

/**
 * A selection as the trader reads it: its own name (a player, a score) when it has one, the
 * team for home and away (the words "Home" and "Away" where the teams are not at hand), the
 * words for draw, over, yes, 1X…; otherwise its key ("2-1").
 */
export function selectionName(
  selection: Pick<DeskSelection, 'key' | 'name'>,
  event: Pick<DeskEvent, 'home' | 'away'> | null,
  t: TFunction,
): string {
  if (selection.name) return selection.name;
  if (event && selection.key === 'home') return event.home;
  if (event && selection.key === 'away') return event.away;
  if (wordedKeys.has(selection.key)) return t(`sportsbook.selection.${selection.key}`);
  return selection.key;
}

/**
 * A market's name: its template's words, the line where it has one, and the period ("Total
 * 2.5 · period 1"), so two markets of one template on an event are told apart.
 */
export function marketTitle(
  market: Pick<DeskMarket, 'kind' | 'line' | 'period'>,
  t: TFunction,
): string {
  const parts = [t(`sportsbook.kind.${market.kind}`)];
  if (isLineMarket(market.kind) && market.line !== null) {
    parts[0] = `${parts[0] ?? ''} ${lineText(market.line, market.kind)}`;
  }
  if (market.period !== null) parts.push(t('sportsbook.periodShort', { period: market.period }));
  return parts.join(' · ');
}

/** The market's stakes on all its selections together. */
export function marketStake(market: Pick<DeskMarket, 'selections'>): string {
  return sumAmounts(market.selections.map((selection) => selection.stake));
}

/** A wire amount with its sign turned: "12.50" → "-12.50", "-3.00" → "3.00", "0.00" stays. */
function negated(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /^0+(\.0+)?$/.test(amount) ? amount : `-${amount}`;
}

/**
 * What the book makes on the market if each selection wins: its stakes less what that win
 * pays (negative: the book loses). The worst of them is the market's worst case.
 */
export function bookIfWins(market: Pick<DeskMarket, 'selections'>): Map<string, string> {
  const stake = marketStake(market);
  return new Map(
    market.selections.map((selection) => [
      selection.id,
      sumAmounts([stake, negated(selection.payoutIfWins)]),
    ]),
  );
}

/** An event's status as a badge: green in play, amber held, grey when over, red cancelled. */
export const eventBadges: Readonly<Record<SportEventStatus, string>> = {
  scheduled: 'ops-badge ops-badge--disbursed',
  live: 'ops-badge ops-badge--ok',
  suspended: 'ops-badge ops-badge--pending',
  ended: 'ops-badge',
  cancelled: 'ops-badge ops-badge--off',
};

/** A market's status as a badge. */
export const marketBadges: Readonly<Record<MarketStatus, string>> = {
  open: 'ops-badge ops-badge--ok',
  suspended: 'ops-badge ops-badge--pending',
  settled: 'ops-badge',
  void: 'ops-badge ops-badge--off',
};

/** A bet's status as a badge. */
export const ticketBadges: Readonly<Record<TicketStatus, string>> = {
  open: 'ops-badge ops-badge--disbursed',
  won: 'ops-badge ops-badge--ok',
  lost: 'ops-badge',
  void: 'ops-badge',
  cashedOut: 'ops-badge ops-badge--pending',
};
