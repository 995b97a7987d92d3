import type {
  PromotionSummary,
  Reward,
  RewardClaimAnswer,
  RewardClaimRequest,
  RewardList,
  VipBonus,
  VipLevel,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { MissionsService } from '../missions/missions.service';
import type { PromotionService } from '../promotion/promotion.service';
import type { RebateService } from '../rebate/rebate.service';
import type { ReferralService } from '../referral/referral.service';
import type { VipService } from '../vip/vip.service';

/** The past rebate claims and VIP bonuses shown among the rewards (the rest are on their pages). */
const pastShown = 5;

const noDates = { createdAt: null, expiresAt: null, claimedAt: null };

function vipReward(bonus: VipBonus, levels: VipLevel[]): Reward {
  const level = levels.find((entry) => entry.rank === bonus.rank);
  return {
    source: 'vip_bonus',
    id: bonus.id,
    kind: bonus.kind,
    name: level?.name ?? '',
    period: bonus.kind === 'upgrade' ? null : bonus.period,
    amount: bonus.amount,
    turnover: bonus.turnover,
    status: bonus.status,
    isClaimedHere: true,
    createdAt: bonus.createdAt,
    expiresAt: bonus.expiresAt,
    claimedAt: bonus.claimedAt,
  };
}

/** A promotion the member may claim now: in place for an instant bonus, on its page for a raffle. */
function promotionReward(promotion: PromotionSummary): Reward {
  const { bonus } = promotion;
  const amount = promotion.kind === 'claim' && bonus.type === 'fixed' ? bonus.amount : null;
  return {
    source: 'promotion',
    id: promotion.id,
    kind: null,
    name: promotion.name,
    period: null,
    amount,
    turnover: null,
    status: 'claimable',
    isClaimedHere: promotion.kind === 'claim',
    ...noDates,
    expiresAt: promotion.endsAt,
  };
}

/** Claimable first, soonest to expire first; then the rest, the latest first. */
function byUrgency(a: Reward, b: Reward): number {
  const isClaimable = (reward: Reward) => (reward.status === 'claimable' ? 0 : 1);
  if (isClaimable(a) !== isClaimable(b)) return isClaimable(a) - isClaimable(b);
  if (a.status === 'claimable') {
    const expiry = (reward: Reward) => (reward.expiresAt ? Date.parse(reward.expiresAt) : Infinity);
    return expiry(a) - expiry(b);
  }
  const latest = (reward: Reward) => Date.parse(reward.claimedAt ?? reward.createdAt ?? '') || 0;
  return latest(b) - latest(a);
}

/**
 * The reward centre: what the member may claim now from VIP (bonuses), manual rebate,
 * promotions (instant bonuses and raffles), missions and referral, in one list with its badge
 * count, and each claim passed to the programme it belongs to (which pays it once through the
 * ledger).
 */
export function createRewardsService(deps: {
  vip: VipService;
  rebate: RebateService;
  promotions: PromotionService;
  missions: MissionsService;
  referral: ReferralService;
}) {
  /**
   * The member's rewards, read side by side, at the VIP level as last evaluated (by the 5-minute
   * job, /vip, or a claim, which evaluates first). `withHistory`: the rebate's and missions'
   * recent claims as well (the badge needs only what is claimable).
   */
  async function rewardsOf(
    context: RequestContext,
    member: SignedInMember,
    withHistory: boolean,
  ): Promise<Reward[]> {
    const history = withHistory ? pastShown : 0;
    const [vip, { preview: rebate, recent: claims }, promotions, missions, referral] =
      await Promise.all([
        deps.vip.centre(context, member, history),
        deps.rebate.centre(context, member, history),
        deps.promotions.list(context, member, undefined),
        deps.missions.rewards(context, member, withHistory),
        deps.referral.rewards(context, member, withHistory),
      ]);
    const rewards = vip.bonuses.map((bonus) => vipReward(bonus, vip.levels));
    if (rebate.block === null) {
      rewards.push({
        source: 'rebate',
        id: 'current',
        kind: null,
        name: rebate.levelName ?? '',
        period: null,
        amount: rebate.total,
        turnover: null,
        status: 'claimable',
        isClaimedHere: true,
        ...noDates,
        expiresAt: null,
      });
    }
    for (const claim of claims) {
      rewards.push({
        source: 'rebate',
        id: claim.id,
        kind: null,
        name: '',
        period: claim.period,
        amount: claim.amount,
        turnover: claim.turnover,
        status: 'claimed',
        isClaimedHere: true,
        ...noDates,
        createdAt: claim.createdAt,
        claimedAt: claim.createdAt,
      });
    }
    const claimable = promotions.promotions.filter((promotion) => promotion.status === 'claim');
    rewards.push(...claimable.map(promotionReward), ...missions, ...referral);
    return rewards.sort(byUrgency);
  }

  return {
    async list(context: RequestContext, member: SignedInMember): Promise<RewardList> {
      const rewards = await rewardsOf(context, member, true);
      return {
        currency: context.merchant.currency,
        rewards,
        claimableCount: rewards.filter((reward) => reward.status === 'claimable').length,
      };
    },

    async count(context: RequestContext, member: SignedInMember) {
      const rewards = await rewardsOf(context, member, false);
      return { count: rewards.filter((reward) => reward.status === 'claimable').length };
    },

    /** Claims one reward through its programme; a retry answers as the first claim. */
    async claim(
      context: RequestContext,
      member: SignedInMember,
      request: RewardClaimRequest,
    ): Promise<RewardClaimAnswer> {
      const { source, id } = request;
      // Every programme but the rebate names its rewards by numeric ids.
      if (source !== 'rebate' && !/^\d{1,18}$/.test(id)) throw new AppError('not_found');
      if (source === 'vip_bonus') {
        const answer = await deps.vip.claim(context, member, id);
        const { amount, turnover } = answer.bonus;
        return { source, id, amount, turnover, balance: answer.balance };
      }
      if (source === 'rebate') {
        const answer = await deps.rebate.claim(context, member, request.requestId);
        const { amount, turnover } = answer.claim;
        return { source, id: answer.claim.id, amount, turnover, balance: answer.balance };
      }
      if (source === 'mission') {
        const answer = await deps.missions.claim(context, member, id, request.requestId);
        const { amount, turnover } = answer.claim;
        return { source, id, amount, turnover, balance: answer.balance };
      }
      if (source === 'referral') {
        const answer = await deps.referral.claim(context, member, id, request.requestId);
        return { source, id, ...answer };
      }
      const credit = await deps.promotions.claim(context, member, id);
      return { source, id, amount: credit.bonus, turnover: credit.turnover, balance: null };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
