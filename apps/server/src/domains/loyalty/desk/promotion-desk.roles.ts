import { roleTable } from '@khela/contracts';

/** Who opens the desk: writers and reviewers. */
export const promotionDeskRoles = [
  ...new Set([...roleTable.promotionEdit, ...roleTable.promotionReview]),
];
