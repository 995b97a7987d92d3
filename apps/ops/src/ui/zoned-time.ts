import { isFixedOffsetZone, zoneOffsetMs as offsetAt } from '@khela/games';
import { createContext, useContext } from 'react';

/**
 * Times in a merchant's zone. The site shows a merchant's players its times in the merchant's
 * zone, so its desks show and take schedules in that zone too, wherever the operator sits: a
 * banner set to start at 09:00 starts at 09:00 on the site's clock.
 */

/** A datetime-local field's value: a wall time to the minute (seconds, when given, dropped). */
const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const dayMs = 86_400_000;

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (Asia/Dhaka: 6 h). */
export function zoneOffsetMs(timeZone: string, atMs: number): number {
  return offsetAt(timeZone, new Date(atMs));
}

/** An ISO instant as a datetime-local field shows it in the zone; none is empty. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const atMs = new Date(iso).getTime();
  if (Number.isNaN(atMs)) return '';
  return new Date(atMs + zoneOffsetMs(timeZone, atMs)).toISOString().slice(0, 16);
}

/**
 * A datetime-local field's wall time in the zone as an ISO instant; empty or unreadable is
 * none. Where the zone's clock changes, a wall time it shows twice is the first of the two, and
 * one it skips is read on the offset before the change (02:30 on a night 02:00 becomes 03:00
 * is 03:30), as JavaScript's own Temporal does.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = wallTimePattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wallMs = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wallMs)) return null;
  // A zone changes its offset at most once in two days: the offsets a day either side are the
  // only ones that can apply.
  const offsetBefore = zoneOffsetMs(timeZone, wallMs - dayMs);
  const offsetAfter = zoneOffsetMs(timeZone, wallMs + dayMs);
  const shown = [wallMs - offsetBefore, wallMs - offsetAfter].filter(
    (atMs) => atMs + zoneOffsetMs(timeZone, atMs) === wallMs,
  );
  const atMs = shown.length > 0 ? Math.min(...shown) : wallMs - offsetBefore;
  return new Date(atMs).toISOString();
}

/**
 * A date field's instant on saving: the one it was opened with while it still shows that (so an
 * untouched time keeps its seconds, and the second of a repeated hour stays the second), else
 * the wall time it shows, read in the zone.
 */
export function instantOfField(
  value: string,
  timeZone: string,
  original: string | null | undefined,
): string | null {
  if (original && value === toZonedInput(original, timeZone)) return original;
  return fromZonedInput(value, timeZone);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** One offset formatter per zone ("GMT+6"), reused. */
function offsetFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone as operators read it: its name, and its offset when the zone keeps one all year
 * ("Asia/Dhaka, GMT+6"). A zone with summer time is named alone: one offset would be wrong for
 * half the dates typed.
 */
export function zoneLabel(timeZone: string): string {
  if (!isFixedOffsetZone(timeZone)) return timeZone;
  const offset = offsetFormatterOf(timeZone)
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone}, ${offset}` : timeZone;
}

/** The browser's own zone: the desks' zone while no merchant's is known. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone of the merchant a desk works on, for the schedules under it. */
export const DeskTimeZone = createContext<string | undefined>(undefined);

/** The zone a desk's times are shown and typed in: its merchant's, else the browser's. */
export function useDeskTimeZone(): string {
  return useContext(DeskTimeZone) ?? browserTimeZone();
}
