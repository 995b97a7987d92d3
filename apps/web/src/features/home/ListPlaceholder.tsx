import type { ReactNode } from 'react';

/**
 * A loading list's place on home: its skeleton once its section has come near the screen, an
 * empty box of `boxClassName` before (see useHasBeenNear). Below a phone's first screen most
 * lists arrive before anyone scrolls to them, and the skeleton cards nobody saw are then never
 * built nor removed. A section that has been near shows the skeleton at once from then on (a
 * tab or a language whose list is still loading).
 */
export function ListPlaceholder({
  isSectionNear,
  boxClassName,
  children,
}: {
  isSectionNear: boolean;
  boxClassName: string;
  children: ReactNode;
}) {
  return isSectionNear ? children : <div className={boxClassName} aria-hidden="true" />;
}
