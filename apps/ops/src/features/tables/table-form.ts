import type { CreateTable, DeskTable, UpdateTable } from '@khela/contracts';
import { isSameAmount } from './table-figures';

/** What the table dialog reads from its fields: every setting of a table but its code and game. */
export type TableSettings = Omit<CreateTable, 'code' | 'game'>;

const languages = ['bn', 'en', 'th'] as const;

/** A crash table's house edge as the server takes it: 0.01 % to 20 %, in basis points. */
const crashEdgeBasisPointsMin = 1;
const crashEdgeBasisPointsMax = 2_000;
/** The most a crash round runs to, in hundredths: 1.01× to 1 000 000×. */
const crashMaxMultiplierMin = 101;
const crashMaxMultiplierMax = 100_000_000;

/** Bengali (০–৯) and Thai (๐–๙) digits, which a phone's keyboard in those languages types. */
const localDigits = /[\u09E6-\u09EF\u0E50-\u0E59]/g;

/** A text's Bengali and Thai digits as ASCII ones. */
function asciiDigits(typed: string): string {
  return typed.replace(localDigits, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x0e50 ? 0x0e50 : 0x09e6));
  });
}

/**
 * A decimal typed with at most two decimals ("1000", "2.5", "1,000.50", "2.5×", "২.৫") in
 * hundredths, read from its digits so no float rounds it; null when it is not one. Commas are
 * taken only as thousands separators: "2,5" is refused rather than read as 25.
 */
export function typedHundredths(typed: string): number | null {
  const bare = asciiDigits(typed.trim()).replace(/\s*[×xX]$/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const whole = Number(match[1]?.replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/**
 * Decimal odds typed with at most three decimals ("1.80", "9", "1.875", "১.৮") in thousandths,
 * read from its digits so no float rounds it; null when it is not one.
 */
export function typedThousandths(typed: string): number | null {
  const bare = asciiDigits(typed.trim());
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(bare);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(3, '0'));
  return whole * 1000 + fraction;
}

/** Decimal odds the server takes: 1.01 to 1 000, in thousandths. */
const oddsMilliMin = 1001;
const oddsMilliMax = 1_000_000;

/** Typed decimal odds (1.01 to 1000, e.g. "1.80") in thousandths; null when out of bounds. */
export function typedOdds(typed: string): number | null {
  const thousandths = typedThousandths(typed);
  if (thousandths === null) return null;
  return thousandths >= oddsMilliMin && thousandths <= oddsMilliMax ? thousandths : null;
}

/** The most a pool's commission may be, in basis points (30 %). */
const commissionBasisPointsMax = 3_000;

/** A typed pool commission in percent (0 to 30, to the hundredth); null when out of bounds. */
export function typedCommissionPercent(typed: string): number | null {
  const basisPoints = typedHundredths(typed.trim().replace(/\s*%$/, ''));
  if (basisPoints === null) return null;
  return basisPoints <= commissionBasisPointsMax ? basisPoints / 100 : null;
}

/** A live video address the server takes: https, ending in .m3u8 (a query after it). */
export const streamUrlPattern = /^https:\/\/[^\s"'<>]+\.m3u8(\?[^\s"'<>]*)?$/;

/** A typed live video address: null for none (empty), undefined when it is not one. */
export function typedStreamUrl(typed: string): string | null | undefined {
  const address = typed.trim();
  if (address === '') return null;
  return address.length <= 500 && streamUrlPattern.test(address) ? address : undefined;
}

/** A typed house edge in percent (0.01 to 20, to the hundredth); null when out of bounds. */
export function typedEdgePercent(typed: string): number | null {
  const basisPoints = typedHundredths(typed.trim().replace(/\s*%$/, ''));
  if (basisPoints === null) return null;
  return basisPoints >= crashEdgeBasisPointsMin && basisPoints <= crashEdgeBasisPointsMax
    ? basisPoints / 100
    : null;
}

/** A typed multiplier (1.01 to 1 000 000) in hundredths; null when out of bounds. */
export function typedMaxMultiplier(typed: string): number | null {
  const hundredths = typedHundredths(typed);
  if (hundredths === null) return null;
  return hundredths >= crashMaxMultiplierMin && hundredths <= crashMaxMultiplierMax
    ? hundredths
    : null;
}

/** A multiplier in hundredths as the operator types it: 100000 → "1000", 250 → "2.5". */
export function multiplierTyped(hundredths: number): string {
  return String(hundredths / 100);
}

function isSameLimits(typed: TableSettings['areaLimits'], saved: DeskTable['areaLimits']) {
  const kinds = Object.keys(typed);
  if (kinds.length !== Object.keys(saved).length) return false;
  return kinds.every((kind) => {
    const own = saved[kind];
    const limit = typed[kind];
    return (
      own !== undefined &&
      limit !== undefined &&
      isSameAmount(limit.minStake, own.minStake) &&
      isSameAmount(limit.maxStake, own.maxStake)
    );
  });
}

/**
 * The settings of an edit that differ from the table's, and only those: the action log then
 * records what was changed, and an edit that changed nothing sends nothing (empty).
 */
export function changedSettings(table: DeskTable, settings: TableSettings): UpdateTable {
  const changes: UpdateTable = {};
  if (languages.some((language) => settings.names[language] !== (table.names[language] ?? ''))) {
    changes.names = settings.names;
  }
  if (settings.bettingSeconds !== table.bettingSeconds) {
    changes.bettingSeconds = settings.bettingSeconds;
  }
  if (settings.resultSeconds !== table.resultSeconds) {
    changes.resultSeconds = settings.resultSeconds;
  }
  for (const field of ['minStake', 'maxStake', 'maxRoundPayout'] as const) {
    if (!isSameAmount(settings[field], table[field])) changes[field] = settings[field];
  }
  if (!isSameLimits(settings.areaLimits, table.areaLimits)) {
    changes.areaLimits = settings.areaLimits;
  }
  const { crashEdgePercent, crashMaxMultiplier } = settings;
  if (table.crash && crashEdgePercent !== undefined) {
    if (crashEdgePercent !== table.crash.edgePercent) changes.crashEdgePercent = crashEdgePercent;
  }
  if (table.crash && crashMaxMultiplier !== undefined) {
    if (crashMaxMultiplier !== table.crash.maxMultiplier) {
      changes.crashMaxMultiplier = crashMaxMultiplier;
    }
  }
  changedCockfight(table, settings, changes);
  return changes;
}

/** An arena's pricing, commission, draw and BDD odds and video that differ from its own. */
function changedCockfight(table: DeskTable, settings: TableSettings, changes: UpdateTable) {
  const saved = table.cockfight;
  if (!saved) return;
  const { pricing, commissionPercent, drawOdds, bddOdds, streamUrl } = settings;
  if (pricing !== undefined && pricing !== saved.pricing) changes.pricing = pricing;
  if (commissionPercent !== undefined && commissionPercent !== saved.commissionPercent) {
    changes.commissionPercent = commissionPercent;
  }
  if (drawOdds !== undefined && drawOdds !== saved.drawOdds) changes.drawOdds = drawOdds;
  if (bddOdds !== undefined && bddOdds !== saved.bddOdds) changes.bddOdds = bddOdds;
  if (streamUrl !== undefined && streamUrl !== saved.streamUrl) changes.streamUrl = streamUrl;
}
