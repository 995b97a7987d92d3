import { useEffect, useState } from 'react';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion (followed live, as the setting changes). */
export function usePrefersReducedMotion(): boolean {
  const [isReduced, setIsReduced] = useState(() => window.matchMedia(reducedMotionQuery).matches);
  useEffect(() => {
    const query = window.matchMedia(reducedMotionQuery);
    const follow = () => setIsReduced(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return isReduced;
}
