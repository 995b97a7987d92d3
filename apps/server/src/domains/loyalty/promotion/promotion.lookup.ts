import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { PromotionRepository } from './promotion.repository';
import { needsDeposit, phaseOf } from './promotion.rules';
import type { PromotionRow } from './promotion.view';

/** What every member-facing promotion call looks up first: the promotion, and its deposits. */
export function createPromotionLookup(deps: { repository: PromotionRepository; clock: Clock }) {
  const { repository } = deps;
  return {
    /** A published promotion of the merchant, or not found. */
    async published(context: RequestContext, id: string): Promise<PromotionRow> {
      const promotion = await repository.promotion(context.merchant.id, id);
      if (!promotion || !promotion.isPublished) throw new AppError('not_found');
      return promotion;
    },

    /** A running published promotion of this kind, or promotion_unavailable. */
    requireOpen(promotion: PromotionRow, kinds: readonly PromotionRow['kind'][]): void {
      const isOpen = phaseOf(promotion, deps.clock.now()) === 'running';
      if (!isOpen || !kinds.includes(promotion.kind)) throw new AppError('promotion_unavailable');
    },

    /** What the member's deposits say about a percent bonus. */
    async depositState(merchantId: string, memberId: string, promotion: PromotionRow) {
      if (!needsDeposit(promotion)) return { depositMinor: null, isInProcess: false };
      return repository.depositState(
        merchantId,
        memberId,
        new Date(promotion.startsAt),
        promotion.depositMinMinor ?? '1',
      );
    },
  };
}

export type PromotionLookup = ReturnType<typeof createPromotionLookup>;
