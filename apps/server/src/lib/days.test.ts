import { describe, expect, it } from 'vitest';
import { dateIn, dayOf, startOfDay } from './days';

describe('days of a merchant calendar', () => {
  it('reads only real dates', () => {
    expect(dayOf('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(dayOf('2026-02-31')).toBeNull();
    expect(dayOf('26-2-1')).toBeNull();
  });

  it('starts a Dhaka day six hours before midnight UTC, a Bangkok day seven', () => {
    const day = dayOf('2026-11-22');
    if (!day) throw new Error('no day');
    expect(startOfDay(day, 'Asia/Dhaka').toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(startOfDay(day, 'Asia/Bangkok').toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfDay(day, 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
  });

  it('names the date an instant falls on in a zone', () => {
    const instant = new Date('2026-11-21T19:30:00Z');
    expect(dateIn(instant, 'Asia/Dhaka')).toBe('2026-11-22');
    expect(dateIn(instant, 'UTC')).toBe('2026-11-21');
  });
});
