import type { ReferralTier } from '@khela/contracts';

/** The personal link: the site's own register page with the member's code. */
export function referralLinkOf(origin: string, registerPath: string): string {
  return `${origin.replace(/\/+$/, '')}${registerPath}`;
}

/** The next page to fetch after these, or none once the last is in. */
export function nextPageOf(pages: ReadonlyArray<{ totalPages: number }>): number | undefined {
  const last = pages.at(-1);
  if (!last || pages.length >= last.totalPages) return undefined;
  return pages.length + 1;
}

/** A rate in basis points as a percentage for people: 30 → "0.3", 125 → "1.25". */
export function percentOf(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** How many more qualified friends reach the next tier; null at the top (or without tiers). */
export function friendsToNextTier(
  tiers: ReadonlyArray<ReferralTier>,
  qualified: number,
): number | null {
  const next = [...tiers]
    .sort((a, b) => a.inviteesMin - b.inviteesMin)
    .find((tier) => tier.inviteesMin > qualified);
  return next ? next.inviteesMin - qualified : null;
}
