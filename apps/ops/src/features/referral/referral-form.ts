import type { ReferralSettings, SaveReferralSettings } from '@khela/contracts';

/** A tier as typed: the friends' count, the reward and the rate in percent. */
export interface TierDraft {
  inviteesMin: string;
  firstDepositReward: string;
  betPercent: string;
}

/** The settings form as typed. */
export interface ReferralDraft {
  isEnabled: boolean;
  qualifyDepositMin: string;
  turnoverMultiple: string;
  /** Empty: rewards never expire. */
  claimDays: string;
  tiers: TierDraft[];
}

/** Basis points as a percentage for the form: 30 → "0.3". */
export function percentOf(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** A typed percentage in basis points (two decimals at most); NaN when it is not one. */
export function basisPointsOf(percent: string): number {
  const text = percent.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** A whole number typed; NaN when it is not one (the server refuses it with its field). */
function wholeOf(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The form as the saved settings fill it (a first tier from 0 when none is saved). */
export function draftOf(settings: ReferralSettings): ReferralDraft {
  const tiers = settings.tiers.length
    ? settings.tiers
    : [{ inviteesMin: 0, firstDepositReward: '0.00', betRate: 0 }];
  return {
    isEnabled: settings.isEnabled,
    qualifyDepositMin: settings.qualifyDepositMin,
    turnoverMultiple: String(settings.turnoverMultiple),
    claimDays: settings.claimDays === null ? '' : String(settings.claimDays),
    tiers: tiers.map((tier) => ({
      inviteesMin: String(tier.inviteesMin),
      firstDepositReward: tier.firstDepositReward,
      betPercent: percentOf(tier.betRate),
    })),
  };
}

/** What the form sends; the server checks the amounts and the table and names what is wrong. */
export function inputOf(draft: ReferralDraft): SaveReferralSettings {
  const claimDays = draft.claimDays.trim();
  return {
    isEnabled: draft.isEnabled,
    qualifyDepositMin: draft.qualifyDepositMin.trim(),
    turnoverMultiple: wholeOf(draft.turnoverMultiple),
    claimDays: claimDays === '' ? null : wholeOf(claimDays),
    tiers: draft.tiers.map((tier) => ({
      inviteesMin: wholeOf(tier.inviteesMin),
      firstDepositReward: tier.firstDepositReward.trim(),
      betRate: basisPointsOf(tier.betPercent),
    })),
  };
}

/** The next tier the form adds: above the last, with its reward and rate to start from. */
export function nextTierOf(tiers: readonly TierDraft[]): TierDraft {
  const last = tiers.at(-1);
  const lastMin = Number(last?.inviteesMin ?? '0');
  return {
    inviteesMin: String((Number.isFinite(lastMin) ? lastMin : 0) + 5),
    firstDepositReward: last?.firstDepositReward ?? '0',
    betPercent: last?.betPercent ?? '0',
  };
}
