import type { DeskPromotion } from '@khela/contracts';

/** What a promotion's card says of it: a draft while unpublished (players do not see it). */
export function shownPhaseOf(
  promotion: Pick<DeskPromotion, 'isPublished' | 'phase'>,
): DeskPromotion['phase'] | 'draft' {
  return promotion.isPublished ? promotion.phase : 'draft';
}
