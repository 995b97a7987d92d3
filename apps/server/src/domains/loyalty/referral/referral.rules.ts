/** Basis points: a rate of 100 is 1 % of valid bets. */
const basisPointsWhole = 10_000n;

/** The letters of a personal code: no 0/O, 1/I/L, so a code read aloud or typed survives. */
export const referralCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A personal code's length: 31^8 ≈ 8.5 × 10^11 codes, guessed by no one. */
export const referralCodeLength = 8;

/** A personal code from random bytes (one byte per letter, at least `referralCodeLength`). */
export function referralCodeOf(bytes: Uint8Array): string {
  if (bytes.length < referralCodeLength) throw new Error('referral: too few random bytes');
  let code = '';
  for (let index = 0; index < referralCodeLength; index += 1) {
    code += referralCodeAlphabet[(bytes[index] ?? 0) % referralCodeAlphabet.length];
  }
  return code;
}

/** A tier as the rules read it: from `inviteesMin` qualified friends on. */
export interface TierValues {
  inviteesMin: number;
  firstDepositMinor: bigint;
  betRate: number;
}

/**
 * The index of the tier a referrer with `qualified` friends is at: the largest minimum reached;
 * -1 when none is (tiers in any order).
 */
export function tierIndexOf(tiers: ReadonlyArray<{ inviteesMin: number }>, qualified: number) {
  let found = -1;
  tiers.forEach((tier, index) => {
    const best = tiers[found];
    if (tier.inviteesMin <= qualified && (!best || tier.inviteesMin > best.inviteesMin)) {
      found = index;
    }
  });
  return found;
}

/**
 * What a day's valid bets earn at a rate in basis points: rounded down to the minor unit, so
 * never more than the rate gives; nothing for no bets or a rate of 0.
 */
export function betRewardMinor(betMinor: bigint, rate: number): bigint {
  if (betMinor <= 0n || rate <= 0) return 0n;
  return (betMinor * BigInt(Math.trunc(rate))) / basisPointsWhole;
}

/**
 * Why a tier table cannot be saved, as a field path and reason, or null: the first tier starts
 * at 0 friends and no two start at the same count.
 */
export function tierTableProblem(
  tiers: ReadonlyArray<{ inviteesMin: number }>,
): { path: string; reason: 'first_not_zero' | 'repeated' } | null {
  const seen = new Set<number>();
  for (const [index, tier] of tiers.entries()) {
    if (seen.has(tier.inviteesMin))
      return { path: `tiers.${index}.inviteesMin`, reason: 'repeated' };
    seen.add(tier.inviteesMin);
  }
  if (!seen.has(0)) return { path: 'tiers.0.inviteesMin', reason: 'first_not_zero' };
  return null;
}

/** A stored reward's status as the member sees it: a claimable one past its time is expired. */
export function rewardStatusAt(
  row: { status: 'withheld' | 'claimable' | 'claimed' | 'rejected'; expiresAt: Date | null },
  now: Date,
): 'withheld' | 'claimable' | 'claimed' | 'expired' | 'rejected' {
  if (row.status === 'claimable' && row.expiresAt !== null && row.expiresAt <= now) {
    return 'expired';
  }
  return row.status;
}
