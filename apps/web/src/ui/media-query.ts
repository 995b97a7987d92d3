import { useEffect, useState } from 'react';

/** Whether a media query matches now (followed live, as the window or a setting changes). */
export function useMediaQuery(query: string): boolean {
  const [isMatch, setIsMatch] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => setIsMatch(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return isMatch;
}

/**
 * The width from which the header signs in inline and the game bar opens vendor dropdowns on
 * hover (shell.css): below it those parts are not rendered at all, which a phone then never pays.
 */
export const wideLayoutQuery = '(min-width: 1280px)';
