import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { errorText } from '../account/form-helpers';
import { useSliderAnswer, useSliderChallenge } from './human-check.api';
import './slider-puzzle.css';

type Status = 'ready' | 'dragging' | 'checking' | 'failed' | 'passed';

/** How long a result stays on screen before the next puzzle, or before the check closes. */
const resultPauseMs = 700;

/**
 * The slider puzzle (the human check): drag the handle — or use the arrow keys — until the
 * piece sits in its hole, then let go. The drag is sent as samples; the server decides.
 */
export function SliderPuzzle({ onPassed }: { onPassed: (ticket: string) => void }) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [left, setLeft] = useState(0);
  const [answerStatus, setStatus] = useState<Status>('ready');
  const [message, setMessage] = useState<string | null>(null);
  const trail = useRef<[number, number][]>([]);
  const startMs = useRef(0);
  const pointerStartX = useRef(0);

  // Every round is a new puzzle, never served from a cache.
  const query = useSliderChallenge(round);
  const answer = useSliderAnswer();
  const challenge = query.isFetching ? undefined : query.data;
  const status = query.isError ? 'failed' : challenge ? answerStatus : 'loading';

  function load() {
    setLeft(0);
    setStatus('ready');
    setMessage(null);
    setRound((current) => current + 1);
  }

  const maxLeft = challenge ? challenge.width - challenge.pieceSize : 0;

  function record(next: number) {
    const clamped = Math.max(0, Math.min(maxLeft, next));
    if (trail.current.length === 0) startMs.current = performance.now();
    trail.current.push([
      Math.round(clamped * 100) / 100,
      Math.round(performance.now() - startMs.current),
    ]);
    setLeft(clamped);
    return clamped;
  }

  async function release(finalLeft: number) {
    if (!challenge) return;
    setStatus('checking');
    try {
      const pass = await answer.mutateAsync({
        id: challenge.id,
        left: finalLeft,
        trail: trail.current.slice(-1000),
      });
      setStatus('passed');
      setMessage(t('human.passed'));
      window.setTimeout(() => onPassed(pass.ticket), resultPauseMs);
    } catch (failure) {
      setStatus('failed');
      setMessage(errorText(failure, t));
      window.setTimeout(load, resultPauseMs);
    } finally {
      trail.current = [];
    }
  }

  const isMovable = status === 'ready' || status === 'dragging';

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!isMovable) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointerStartX.current = event.clientX - left;
    setMessage(null);
    setStatus('dragging');
    trail.current = [];
    record(left);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (status !== 'dragging') return;
    record(event.clientX - pointerStartX.current);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (status !== 'dragging') return;
    void release(record(event.clientX - pointerStartX.current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!isMovable) return;
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      setStatus('dragging');
      record(left + (event.key === 'ArrowRight' ? step : -step));
    } else if ((event.key === 'Enter' || event.key === ' ') && trail.current.length > 0) {
      event.preventDefault();
      void release(record(left));
    }
  }

  const width = challenge?.width ?? 300;
  const height = challenge?.height ?? 160;
  const pieceSize = challenge?.pieceSize ?? 50;
  return (
    <div
      className="slider-puzzle"
      style={{ width }}
      data-testid="slider-puzzle"
      data-status={status}
    >
      <div className="slider-puzzle__picture" style={{ width, height }}>
        {challenge && (
          <>
            <img
              src={`data:image/png;base64,${challenge.background}`}
              width={width}
              height={height}
              alt=""
              draggable={false}
            />
            <img
              className="slider-puzzle__piece"
              src={`data:image/png;base64,${challenge.piece}`}
              width={pieceSize}
              height={pieceSize}
              style={{ top: challenge.top, transform: `translateX(${left}px)` }}
              alt=""
              draggable={false}
            />
          </>
        )}
        <button
          type="button"
          className="slider-puzzle__refresh"
          onClick={load}
          disabled={!isMovable && status !== 'failed'}
          aria-label={t('human.refresh')}
        >
          <Icon name="refresh" size={18} />
        </button>
      </div>
      <div className="slider-puzzle__track">
        <div className="slider-puzzle__fill" style={{ width: left + pieceSize / 2 }} />
        <span className="slider-puzzle__hint" aria-hidden={left > 0}>
          {t('human.hint')}
        </span>
        <div
          className="slider-puzzle__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('human.handle')}
          aria-valuemin={0}
          aria-valuemax={maxLeft}
          aria-valuenow={Math.round(left)}
          style={{ width: pieceSize, transform: `translateX(${left}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="slider-handle"
        >
          <Icon name="chevron-right" size={20} />
        </div>
      </div>
      <p
        className={`slider-puzzle__message slider-puzzle__message--${status}`}
        role="status"
        data-testid="slider-message"
      >
        {query.isError
          ? errorText(query.error, t)
          : (message ?? (status === 'loading' ? t('human.loading') : t('human.instruction')))}
      </p>
    </div>
  );
}
