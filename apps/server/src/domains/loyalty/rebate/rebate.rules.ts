import { catalogueGameTypes, type CatalogueGameType } from '@khela/contracts';

/** Basis points: a rate of 100 is 1 % of valid bets. */
const basisPointsWhole = 10_000n;

export interface RebateLineValues {
  gameType: CatalogueGameType;
  betMinor: bigint;
  rate: number;
  amountMinor: bigint;
}

const isGameType = (value: string): value is CatalogueGameType =>
  (catalogueGameTypes as readonly string[]).includes(value);

/**
 * A rebate's lines: per game type with valid bets, the level's rate of them, rounded down to
 * the minor unit (never more than the rate gives); a type without a rate pays nothing and is
 * still shown. Lines come in the catalogue's order of game types.
 */
export function rebateLines(
  bets: Array<{ gameType: string; betMinor: string | bigint }>,
  rates: Record<string, number>,
): RebateLineValues[] {
  const betOf = new Map<string, bigint>();
  for (const bet of bets) {
    if (!isGameType(bet.gameType)) continue;
    betOf.set(bet.gameType, (betOf.get(bet.gameType) ?? 0n) + BigInt(bet.betMinor));
  }
  return catalogueGameTypes.flatMap((gameType) => {
    const betMinor = betOf.get(gameType) ?? 0n;
    if (betMinor <= 0n) return [];
    const rate = Math.max(0, Math.trunc(rates[gameType] ?? 0));
    return [
      { gameType, betMinor, rate, amountMinor: (betMinor * BigInt(rate)) / basisPointsWhole },
    ];
  });
}

/** The sum of a rebate's lines. */
export function rebateTotal(lines: Array<{ amountMinor: bigint }>): bigint {
  return lines.reduce((sum, line) => sum + line.amountMinor, 0n);
}

/** Whether a level pays any rebate at all. */
export function hasRebateRate(rates: Record<string, number> | undefined): boolean {
  return Object.values(rates ?? {}).some((rate) => rate > 0);
}
