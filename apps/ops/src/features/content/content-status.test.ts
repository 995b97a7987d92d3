import { describe, expect, it } from 'vitest';
import { publicationStatus } from './content-status';

const now = new Date('2026-11-25T10:00:00Z');

describe('publicationStatus', () => {
  it('tells drafts, scheduled, live and ended items apart', () => {
    expect(publicationStatus({ isPublished: false }, now)).toBe('draft');
    expect(publicationStatus({ isPublished: false, startsAt: '2026-11-20T00:00:00Z' }, now)).toBe(
      'draft',
    );
    expect(publicationStatus({ isPublished: true, startsAt: '2026-11-25T10:00:01Z' }, now)).toBe(
      'scheduled',
    );
    expect(publicationStatus({ isPublished: true, startsAt: '2026-11-25T10:00:00Z' }, now)).toBe(
      'live',
    );
    expect(publicationStatus({ isPublished: true, endsAt: '2026-11-25T10:00:00Z' }, now)).toBe(
      'ended',
    );
    expect(publicationStatus({ isPublished: true, startsAt: null, endsAt: null }, now)).toBe(
      'live',
    );
  });
});
