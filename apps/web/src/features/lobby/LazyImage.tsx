import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNearViewport } from '../../ui/near-viewport';
import { imageAttemptsMax, loadedImages, retryDelayMs } from './lazy-image';
import './lazy-image.css';

type Status = 'waiting' | 'loading' | 'retrying' | 'loaded' | 'failed';

interface ImageState {
  src: string;
  status: Status;
  attempt: number;
}

function startState(src: string): ImageState {
  if (src === '') return { src, status: 'failed', attempt: 1 };
  return { src, status: loadedImages.has(src) ? 'loaded' : 'waiting', attempt: 1 };
}

/**
 * An image that loads when it comes near the viewport, tries three times, then shows the
 * fallback. Its box has a fixed aspect ratio (set by the caller's class), so nothing moves
 * when the picture arrives.
 */
export function LazyImage({
  src,
  alt,
  className,
  fallback,
}: {
  src: string;
  alt: string;
  className?: string;
  /** Shown when every attempt failed or there is no address. */
  fallback: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [stored, setStored] = useState(() => startState(src));
  // A new address starts over (the card now shows another game).
  const state = stored.src === src ? stored : startState(src);
  if (state !== stored) setStored(state);
  const { status, attempt } = state;

  // Each update names the address it is for, so a late callback never touches another one.
  function update(change: Partial<ImageState>) {
    setStored((previous) => (previous.src === src ? { ...previous, ...change } : previous));
  }

  useEffect(() => {
    const box = boxRef.current;
    if (status !== 'waiting' || !box) return;
    return whenNearViewport(box, () => update({ status: 'loading' }));
    // update only closes over src, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, src]);

  useEffect(() => {
    if (status !== 'retrying') return;
    const timer = window.setTimeout(
      () => update({ status: 'loading', attempt: attempt + 1 }),
      retryDelayMs(attempt + 1),
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, attempt, src]);

  function onError() {
    update({ status: attempt >= imageAttemptsMax ? 'failed' : 'retrying' });
  }

  function onLoad() {
    loadedImages.add(src);
    update({ status: 'loaded' });
  }

  return (
    <div ref={boxRef} className={`lazy-image ${className ?? ''}`} data-status={status}>
      {status === 'failed' && <div className="lazy-image__fallback">{fallback}</div>}
      {(status === 'loading' || status === 'loaded') && (
        <img
          key={attempt}
          src={src}
          alt={alt}
          decoding="async"
          draggable={false}
          onLoad={onLoad}
          onError={onError}
        />
      )}
    </div>
  );
}
