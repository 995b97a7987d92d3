import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNearViewport } from './near-viewport';

/**
 * Its children once its place comes near the screen, an empty box of `boxClassName` until
 * then: what is below the fold (a footer's vendor strip, the placeholder of a list still
 * loading) costs a phone nothing while it reads the top of the page, and much of it, a
 * placeholder whose content arrives first, never has to be built at all.
 */
export function WhenNear({
  boxClassName,
  children,
}: {
  boxClassName: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || isNear) return;
    // The observer answers after the frame the box is first drawn in; asking the layout now
    // instead would make the browser lay out the page in the middle of this commit.
    return whenNearViewport(element, () => setIsNear(true));
  }, [isNear]);
  return isNear ? children : <div ref={box} className={boxClassName} aria-hidden="true" />;
}
