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

/** An ISO instant as a datetime-local field's value, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offsetMs = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString().slice(0, 16);
}

/** A datetime-local field's value as an ISO instant; empty is none. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
