import type { RebatePreview } from '@khela/contracts';
import { fromWire, isCurrencyCode, minor, toWire } from '@khela/money';

/**
 * What the rebate page says of a preview: not offered here, no level with a rate, claimed this
 * period (and when the next claim opens), below the minimum, or ready to claim.
 */
export type RebateState =
  | { kind: 'off' }
  | { kind: 'noLevel' }
  | { kind: 'claimed'; nextClaimAt: string | null }
  | { kind: 'belowMinimum'; minClaim: string; hasBets: boolean }
  | { kind: 'ready' };

/** The state of a preview; a merchant that offers no rebate wins over any other reason. */
export function rebateStateOf(preview: RebatePreview): RebateState {
  if (!preview.isOffered) return { kind: 'off' };
  switch (preview.block) {
    case 'off':
      return { kind: 'off' };
    case 'no_level':
      return { kind: 'noLevel' };
    case 'claimed':
      return { kind: 'claimed', nextClaimAt: preview.nextClaimAt };
    case 'below_minimum':
      return {
        kind: 'belowMinimum',
        minClaim: preview.minClaim,
        hasBets: preview.lines.length > 0,
      };
    case null:
      return { kind: 'ready' };
  }
}

/** A claim's period read for people: a day ("2026-12-01") or an ISO week ("2026-W49"). */
export type RebatePeriodText =
  { kind: 'day'; day: string } | { kind: 'week'; year: number; week: number };

/** Reads a claim's period; anything else is null (shown as it came). */
export function rebatePeriodOf(period: string): RebatePeriodText | null {
  if (/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(period)) {
    return { kind: 'day', day: period };
  }
  const week = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/.exec(period);
  if (week) return { kind: 'week', year: Number(week[1]), week: Number(week[2]) };
  return null;
}

/** The page of the claims to ask for next, or undefined once every page is in. */
export function nextClaimsPage(
  pages: readonly { list: readonly unknown[]; totalPages: number }[],
): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.list.length === 0 || pages.length >= last.totalPages) return undefined;
  return pages.length + 1;
}

/**
 * What must be wagered before a rebate can be withdrawn: its amount times the merchant's
 * multiple, in minor units (never a float on money); a malformed amount counts as nothing.
 */
export function turnoverOf(amount: string, multiple: number, currency: string): string {
  const code = isCurrencyCode(currency) ? currency : 'USD';
  const parsed = fromWire(amount, code);
  const amountMinor = parsed.ok ? parsed.value : 0n;
  return toWire(minor(amountMinor * BigInt(Math.max(0, Math.trunc(multiple)))), code);
}
