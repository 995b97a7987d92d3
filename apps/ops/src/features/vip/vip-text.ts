import { isLanguage, type DeskVipLevel, type SaveVipLevel } from '@khela/contracts';
import {
  formatDecimalString,
  fromWire,
  isCurrencyCode,
  sum,
  toWire,
  type Minor,
} from '@khela/money';
import { percentOfBasisPoints } from './vip-form';

/** A level's name in the operator's language, else in English, else in any it has. */
export function levelName(names: SaveVipLevel['names'], language: string): string {
  const own = isLanguage(language) ? names[language] : undefined;
  return own ?? names.en ?? Object.values(names).find((name) => name !== undefined) ?? '';
}

/** A rate in basis points as the operator reads it ("0.8 %"). */
export function formatPercent(basisPoints: number): string {
  return `${percentOfBasisPoints(basisPoints)} %`;
}

/**
 * The upgrade bonuses of the levels above `fromRank` up to `toRank`, summed exactly (minor
 * units, never floats): the most a member set to `toRank` by hand is given. Null when the
 * currency or an amount cannot be read.
 */
export function upgradeBonusesBetween(
  levels: readonly Pick<DeskVipLevel, 'rank' | 'upgradeBonus'>[],
  fromRank: number,
  toRank: number,
  currency: string,
): string | null {
  if (!isCurrencyCode(currency)) return null;
  const amounts: Minor[] = [];
  for (const level of levels) {
    if (level.rank <= fromRank || level.rank > toRank) continue;
    const parsed = fromWire(level.upgradeBonus, currency);
    if (!parsed.ok) return null;
    amounts.push(parsed.value);
  }
  return toWire(sum(amounts), currency);
}

/** Wire amounts summed exactly (the liability of every bonus kind); null when one is unreadable. */
export function sumAmounts(amounts: readonly string[], currency: string): string | null {
  if (!isCurrencyCode(currency)) return null;
  const parsed = amounts.map((amount) => fromWire(amount, currency));
  const values = parsed.flatMap((each) => (each.ok ? [each.value] : []));
  return values.length === parsed.length ? toWire(sum(values), currency) : null;
}

/** A count grouped for reading ("1,250"), in Latin digits as every number on the desk is. */
export function formatCount(count: number): string {
  return formatDecimalString(String(count));
}
