import type { OperatorRole } from '@khela/contracts';

/** Who writes promotions: the content desk and the managers. */
export const promotionEditRoles = [
  'owner',
  'admin',
  'content',
] as const satisfies readonly OperatorRole[];
/** Who reviews applications: bonuses are money, so finance and the managers. */
export const promotionReviewRoles = [
  'owner',
  'admin',
  'finance',
] as const satisfies readonly OperatorRole[];
/** Who opens the desk: writers and reviewers. */
export const promotionDeskRoles = [...new Set([...promotionEditRoles, ...promotionReviewRoles])];
