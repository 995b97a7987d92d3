import type { MarketKind, SportCode } from '@khela/contracts';
import { esportCodes } from '@khela/contracts';

/** The translate function as the naming needs it (i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What a market's name is built from. */
export interface MarketShape {
  kind: MarketKind;
  /** Thousandths of a unit (-250 = -0.25), or null. */
  line: number | null;
  period: number | null;
}

/** The two sides of an event, which name the home and away selections. */
export interface EventSides {
  sport: SportCode;
  home: string;
  away: string;
}

/** What a period of each sport is called: innings, half, quarter, set, game or map. */
type PeriodUnit = 'innings' | 'half' | 'quarter' | 'set' | 'game' | 'map';

const periodUnits: Record<SportCode, PeriodUnit> = {
  cricket: 'innings',
  football: 'half',
  kabaddi: 'half',
  efootball: 'half',
  basketball: 'quarter',
  tennis: 'set',
  volleyball: 'set',
  badminton: 'game',
  tableTennis: 'game',
  cs2: 'map',
  dota2: 'map',
  lol: 'map',
  valorant: 'map',
};

/** What a total counts in each sport. */
type TotalUnit = 'Goals' | 'Runs' | 'Points' | 'Games' | 'Maps';

const totalUnits: Record<SportCode, TotalUnit> = {
  cricket: 'Runs',
  football: 'Goals',
  efootball: 'Goals',
  kabaddi: 'Points',
  basketball: 'Points',
  volleyball: 'Points',
  badminton: 'Points',
  tableTennis: 'Points',
  tennis: 'Games',
  cs2: 'Maps',
  dota2: 'Maps',
  lol: 'Maps',
  valorant: 'Maps',
};

const minusSign = '\u2212';

/**
 * A line in thousandths as people read it: 2500 → "2.5", -250 → "−0.25", 160500 → "160.5".
 * `isSigned` puts a plus on a positive handicap ("+0.5"); totals carry no sign.
 */
export function lineText(line: number, isSigned = false): string {
  const magnitude = Math.abs(line);
  const whole = Math.floor(magnitude / 1000);
  const fraction = String(magnitude % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const text = fraction === '' ? String(whole) : `${whole}.${fraction}`;
  if (line < 0) return `${minusSign}${text}`;
  return isSigned && line > 0 ? `+${text}` : text;
}

/** A period of the sport with its ordinal: "1st innings", "2nd half", "Map 2". */
export function periodName(t: Translate, sport: SportCode, period: number): string {
  return t(`sportsbook.period.${periodUnits[sport]}`, { count: period, ordinal: true });
}

function handicapKey(sport: SportCode): string {
  if (sport === 'football' || sport === 'efootball') return 'sportsbook.market.handicapAsian';
  if (esportCodes.includes(sport)) return 'sportsbook.market.handicapMaps';
  return 'sportsbook.market.handicap';
}

/** The name of a market's template alone, before its period: "Asian handicap −0.25". */
function templateName(t: Translate, market: MarketShape, sport: SportCode): string {
  const line = market.line === null ? '' : lineText(market.line, market.kind === 'handicap');
  switch (market.kind) {
    case 'handicap':
      return t(handicapKey(sport), { line });
    case 'total':
      return t(`sportsbook.market.total${totalUnits[sport]}`, { line });
    case 'inningsRuns':
    case 'totalSixes':
      return t(`sportsbook.market.${market.kind}`, { line });
    default:
      return t(`sportsbook.market.${market.kind}`);
  }
}

/**
 * A market's name from its kind, line and period, in the player's language: "Asian handicap
 * −0.25", "Total goals 2.5", "1st innings runs 160.5", "Map 2 winner", "Match result · 1st half".
 */
export function marketName(t: Translate, market: MarketShape, sport: SportCode): string {
  if (market.period === null) return templateName(t, market, sport);
  const period = periodName(t, sport, market.period);
  if (market.kind === 'mapWinner') return t('sportsbook.market.mapWinnerOf', { period });
  if (market.kind === 'inningsRuns') {
    const line = market.line === null ? '' : lineText(market.line);
    return t('sportsbook.market.inningsRunsOf', { period, line });
  }
  return t('sportsbook.market.withPeriod', { market: templateName(t, market, sport), period });
}

/** What a selection is, as the book's wire names it. */
export interface SelectionShape {
  key: string;
  name: string | null;
}

/**
 * A selection's name: its own when the book gives one (a player, a score), else from its key —
 * home and away become the team names (a handicap side adds its line), over and under the
 * total's line, and the rest their translated words.
 */
export function selectionName(
  t: Translate,
  market: MarketShape,
  selection: SelectionShape,
  event: EventSides,
): string {
  if (selection.name) return selection.name;
  const { key } = selection;
  const line = market.line;
  if (key === 'home' || key === 'away') {
    const team = key === 'home' ? event.home : event.away;
    if (market.kind !== 'handicap' || line === null) return team;
    return `${team} ${lineText(key === 'home' ? line : -line, true)}`;
  }
  if (key === 'over' || key === 'under') {
    return t(`sportsbook.selection.${key}`, { line: line === null ? '' : lineText(line) });
  }
  if (key === 'draw' || key === 'yes' || key === 'no' || key === 'other') {
    return t(`sportsbook.selection.${key}`);
  }
  if (key === '1X' || key === '12' || key === 'X2') {
    return t(`sportsbook.selection.chance${key}`, { home: event.home, away: event.away });
  }
  const player = /^p:(\d+)$/.exec(key);
  if (player) return t('sportsbook.selection.player', { number: player[1] });
  // A correct score's key is the score itself ("2-1").
  return key.replace(/^(\d+)-(\d+)$/, '$1–$2');
}

/**
 * The short label on an odds button of a card (1, X, 2, over, under…); the event page gives
 * each selection its whole name instead.
 */
export function selectionShortName(
  t: Translate,
  market: MarketShape,
  selection: SelectionShape,
  event: EventSides,
): string {
  if (market.kind === 'matchWinner3' || market.kind === 'matchWinner2') {
    if (selection.key === 'home') return t('sportsbook.selection.short1');
    if (selection.key === 'draw') return t('sportsbook.selection.shortX');
    if (selection.key === 'away') return t('sportsbook.selection.short2');
  }
  return selectionName(t, market, selection, event);
}

/** Markets in the order of the event page: the main market first, then by kind and period. */
export function marketOrder<T extends MarketShape & { id: string }>(
  markets: readonly T[],
  mainMarketId: string | null,
): T[] {
  const kindRank = (kind: MarketKind) => marketKindOrder.indexOf(kind);
  return [...markets].sort((left, right) => {
    if (left.id === mainMarketId) return -1;
    if (right.id === mainMarketId) return 1;
    return (
      kindRank(left.kind) - kindRank(right.kind) ||
      (left.period ?? 0) - (right.period ?? 0) ||
      (left.line ?? 0) - (right.line ?? 0)
    );
  });
}

const marketKindOrder: readonly MarketKind[] = [
  'matchWinner3',
  'matchWinner2',
  'mapWinner',
  'doubleChance',
  'drawNoBet',
  'handicap',
  'total',
  'inningsRuns',
  'totalSixes',
  'bothTeamsToScore',
  'topBatsman',
  'correctScore',
];
