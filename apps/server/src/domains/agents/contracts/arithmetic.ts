/**
 * The arithmetic of agents' contracts (issue 32, ../shared/reference/agents.md): which tier a
 * team's figures reach, an agent's share of a base, whether an offer stays within the upline's
 * own contract, and the difference model that pays a tree. Amounts are minor units; rates are
 * basis points (1 bp = 0.01 %, 10,000 bp = 100 %).
 */

/** The figures a tier can ask for: active members, and amounts of the period in minor units. */
export const contractFigures = ['activeMembers', 'validBet', 'profitLoss', 'hourBet'] as const;
export type ContractFigure = (typeof contractFigures)[number];
export type ContractFigures = Partial<Record<ContractFigure, bigint>>;

/** A tier: the rate earned once every figure it names is at least its minimum. */
export interface ContractTier {
  rateBp: number;
  minimums: ContractFigures;
}

export const fullRateBp = 10_000;

/** Whether the figures meet every minimum of a tier (a figure not given counts as 0). */
function meets(tier: ContractTier, figures: ContractFigures): boolean {
  return contractFigures.every(
    (figure) => (figures[figure] ?? 0n) >= (tier.minimums[figure] ?? 0n),
  );
}

/** The tier of the highest rate the figures reach, or null when they reach none. */
export function tierReached(tiers: readonly ContractTier[], figures: ContractFigures) {
  let best: ContractTier | null = null;
  for (const tier of tiers) {
    if (meets(tier, figures) && (best === null || tier.rateBp > best.rateBp)) best = tier;
  }
  return best;
}

/** The rate the figures reach (0 below every tier). More of any figure never lowers it. */
export function rateAt(tiers: readonly ContractTier[], figures: ContractFigures): number {
  return tierReached(tiers, figures)?.rateBp ?? 0;
}

/**
 * `rateBp` of a base, cut toward zero to the minor unit: a share of a profit never rounds up,
 * and a share of a loss (a dividend's negative period) never grows by the rounding either.
 */
export function shareOf(baseMinor: bigint, rateBp: number): bigint {
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > fullRateBp) {
    throw new RangeError(`a rate is 0 to ${fullRateBp} bp, not ${rateBp}`);
  }
  const magnitude = ((baseMinor < 0n ? -baseMinor : baseMinor) * BigInt(rateBp)) / 10_000n;
  return baseMinor < 0n ? -magnitude : magnitude;
}

/**
 * Whether a contract offered to a downline stays within the upline's own: at the minimums of
 * each offered tier, the upline's tiers already pay at least that tier's rate. An upline's team
 * holds its downline's, so its figures are at least the downline's and (with this) so is its
 * rate: on a base that only grows with the team (valid bet, active members) no upline's share
 * is ever less than what its downlines' contracts take from it.
 */
export function isWithinUpline(
  upline: readonly ContractTier[],
  offered: readonly ContractTier[],
): boolean {
  return offered.every((tier) => rateAt(upline, tier.minimums) >= tier.rateBp);
}

/** An agent's share in one settlement: its contract on its whole team, and its carry. */
export interface ShareOfAgent {
  agentId: string;
  /** The agent's upline in this settlement (null at the top: its contract is the merchant's). */
  uplineId: string | null;
  /** What its contract gives on its whole team (negative: a dividend's losing period). */
  ownMinor: bigint;
  /** A loss carried from its earlier periods (0 or negative). */
  carryInMinor: bigint;
}

export interface Payment {
  ownMinor: bigint;
  /** What its direct downline agents' contracts give, which comes out of its own. */
  downlinesMinor: bigint;
  /** Own − downlines + carry in. */
  netMinor: bigint;
  /** Paid now: the net when positive. */
  payMinor: bigint;
  /** Carried to the next period: the net when negative and the contract carries losses. */
  carryOutMinor: bigint;
}

/**
 * The difference model: each agent is paid its own contract's amount less its direct
 * downlines' amounts, plus its carry (a loss, so negative). Over every agent of a settlement,
 * paid + carried out = the top contracts' amounts + carried in: the merchant pays each branch
 * what its top contract says, once.
 */
export function settleDifferences(
  shares: readonly ShareOfAgent[],
  options: { isCarryingLosses: boolean },
): Map<string, Payment> {
  const downlines = new Map<string, bigint>();
  for (const share of shares) {
    if (share.uplineId === null) continue;
    downlines.set(share.uplineId, (downlines.get(share.uplineId) ?? 0n) + share.ownMinor);
  }
  const payments = new Map<string, Payment>();
  for (const share of shares) {
    const downlinesMinor = downlines.get(share.agentId) ?? 0n;
    const netMinor = share.ownMinor - downlinesMinor + share.carryInMinor;
    payments.set(share.agentId, {
      ownMinor: share.ownMinor,
      downlinesMinor,
      netMinor,
      payMinor: netMinor > 0n ? netMinor : 0n,
      carryOutMinor: netMinor < 0n && options.isCarryingLosses ? netMinor : 0n,
    });
  }
  return payments;
}
