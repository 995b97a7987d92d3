import { useMediaQuery } from './media-query';

/** Whether the visitor asked for less motion (followed live, as the setting changes). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
