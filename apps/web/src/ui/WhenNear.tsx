import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { whenNearViewport } from './near-viewport';

/**
 * Whether the element given the returned ref has come near the screen since it mounted; once
 * it has, it stays so. The observer answers after the frame the element is first drawn in:
 * asking the layout at once would make the browser lay out the page in the middle of a commit.
 */
export function useHasBeenNear<T extends Element>(): [RefObject<T | null>, boolean] {
  const element = useRef<T>(null);
  const [hasBeenNear, setHasBeenNear] = useState(false);
  useEffect(() => {
    if (!element.current || hasBeenNear) return;
    return whenNearViewport(element.current, () => setHasBeenNear(true));
  }, [hasBeenNear]);
  return [element, hasBeenNear];
}

/**
 * Its children once its place comes near the screen, an empty box of `boxClassName` until
 * then: what is below the fold costs a phone nothing while it reads the top of the page (the
 * footer's vendor strip), and a placeholder whose content arrives first is never built at all
 * (home's loading lists).
 */
export function WhenNear({
  boxClassName,
  isNear: isPlaceNear,
  children,
}: {
  boxClassName: string;
  /**
   * Whether the place is near, when the section around it is watched instead: a section that
   * has been near stays so while the lists in it come and go (another tab, another language),
   * and theirs show at once. Without it the box watches itself.
   */
  isNear?: boolean;
  children: ReactNode;
}) {
  const [box, isBoxNear] = useHasBeenNear<HTMLDivElement>();
  if (isPlaceNear ?? isBoxNear) return children;
  return (
    <div
      ref={isPlaceNear === undefined ? box : undefined}
      className={boxClassName}
      aria-hidden="true"
    />
  );
}
