import { describe, expect, it } from 'vitest';
import { shownPhaseOf } from './promotion-phase';

describe('shownPhaseOf', () => {
  it('calls an unpublished promotion a draft whatever its dates, a published one by its dates', () => {
    expect(shownPhaseOf({ isPublished: false, phase: 'running' })).toBe('draft');
    expect(shownPhaseOf({ isPublished: false, phase: 'scheduled' })).toBe('draft');
    expect(shownPhaseOf({ isPublished: true, phase: 'running' })).toBe('running');
    expect(shownPhaseOf({ isPublished: true, phase: 'ended' })).toBe('ended');
  });
});
