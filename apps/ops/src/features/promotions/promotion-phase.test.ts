import { describe, expect, it } from 'vitest';
import { shownPhaseOf } from './promotion-phase';

describe('shownPhaseOf', () => {
  const dates = { startsAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-11-28T10:00:00.000Z' };
  const at = (iso: string) => new Date(iso);

  it('calls an unpublished promotion a draft whatever its dates', () => {
    expect(shownPhaseOf({ isPublished: false, ...dates }, at('2026-11-27T12:00:00Z'))).toBe(
      'draft',
    );
  });

  it('words a published one by its dates: the start counts as running, the end as over', () => {
    const published = { isPublished: true, ...dates };
    expect(shownPhaseOf(published, at('2026-11-27T09:59:59Z'))).toBe('scheduled');
    expect(shownPhaseOf(published, at('2026-11-27T10:00:00Z'))).toBe('running');
    expect(shownPhaseOf(published, at('2026-11-28T10:00:00Z'))).toBe('ended');
    expect(shownPhaseOf({ ...published, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe(
      'running',
    );
  });
});
