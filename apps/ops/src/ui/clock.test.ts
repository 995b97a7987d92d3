import { describe, expect, it } from 'vitest';
import { nextInstant } from './clock';

describe('nextInstant', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');

  it('is the earliest instant still to come', () => {
    expect(
      nextInstant(
        ['2026-11-27T12:00:00.000Z', null, '2026-11-27T10:30:00.000Z', undefined, ''],
        now,
      ),
    ).toBe(Date.parse('2026-11-27T10:30:00.000Z'));
  });

  it('is nothing when every instant has passed, or is missing or unreadable', () => {
    expect(nextInstant(['2026-11-27T09:00:00.000Z', '2026-11-27T10:00:00.000Z'], now)).toBe(
      undefined,
    );
    expect(nextInstant([null, undefined, 'not a date'], now)).toBe(undefined);
  });
});
