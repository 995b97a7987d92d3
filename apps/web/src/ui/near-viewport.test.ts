import { describe, expect, it } from 'vitest';
import { observerRootMargin } from './near-viewport';

describe('near the viewport', () => {
  it('preloads 30% of the viewport beyond each edge (1.3 viewports)', () => {
    expect(observerRootMargin).toBe('30% 0px');
  });
});
