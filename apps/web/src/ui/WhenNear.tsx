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
 * then: what is below the fold (the footer's vendor strip) costs a phone nothing while it reads
 * the top of the page.
 */
export function WhenNear({
  boxClassName,
  children,
}: {
  boxClassName: string;
  children: ReactNode;
}) {
  const [box, isNear] = useHasBeenNear<HTMLDivElement>();
  return isNear ? children : <div ref={box} className={boxClassName} aria-hidden="true" />;
}
