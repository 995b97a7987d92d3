/** Where a scheduled item stands for players now. */
export type PublicationStatus = 'draft' | 'scheduled' | 'live' | 'ended';

/** A draft is never shown; a published item shows from its start until its end. */
export function publicationStatus(
  item: { isPublished: boolean; startsAt?: string | null; endsAt?: string | null },
  now: Date,
): PublicationStatus {
  if (!item.isPublished) return 'draft';
  if (item.startsAt && new Date(item.startsAt) > now) return 'scheduled';
  if (item.endsAt && new Date(item.endsAt) <= now) return 'ended';
  return 'live';
}
