import type { DeskPromotion } from '@khela/contracts';

/** Where a published promotion stands: coming soon, running or over. */
type Phase = 'scheduled' | 'running' | 'ended';

/**
 * What a promotion's card says of it at `now`: a draft while unpublished (players do not see
 * it), else coming, running or over by its dates (the server's phaseOf rule). Worked out here,
 * not sent, so the card follows the clock while the desk stays open.
 */
export function shownPhaseOf(
  promotion: Pick<DeskPromotion, 'isPublished' | 'startsAt' | 'endsAt'>,
  now: Date,
): Phase | 'draft' {
  if (!promotion.isPublished) return 'draft';
  if (now < new Date(promotion.startsAt)) return 'scheduled';
  if (promotion.endsAt !== null && now >= new Date(promotion.endsAt)) return 'ended';
  return 'running';
}
