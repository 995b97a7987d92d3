import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft, type TablePhase } from './clock';

/**
 * The time left to bet, read from the server's clock (the offset the table keeps), as a ring
 * on the felt or a bar under the header. It ticks on its own, so the table does not redraw.
 */

const tickMs = 250;

function useLeft(phase: TablePhase, offsetMs: number): { msLeft: number; fraction: number } {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (phase.kind !== 'betting' && phase.kind !== 'waiting') return;
    const timer = window.setInterval(() => setNowMs(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [phase.kind]);
  if (phase.kind === 'betting') {
    const msLeft = Math.max(0, new Date(phase.round.closesAt).getTime() - (nowMs + offsetMs));
    return { msLeft, fraction: Math.min(1, msLeft / phase.windowMs) };
  }
  if (phase.kind === 'waiting') {
    const msLeft = Math.max(0, new Date(phase.round.opensAt).getTime() - (nowMs + offsetMs));
    return { msLeft, fraction: 0 };
  }
  return { msLeft: 0, fraction: 0 };
}

const urgency = (fraction: number) => (fraction > 0.5 ? 'calm' : fraction > 0.2 ? 'soon' : 'now');

/** The ring on the felt: seconds left to bet inside, draining as they go. */
export function CountdownRing({ phase, offsetMs }: { phase: TablePhase; offsetMs: number }) {
  const { t } = useTranslation();
  const { msLeft, fraction } = useLeft(phase, offsetMs);
  const circumference = 2 * Math.PI * 26;
  const isBetting = phase.kind === 'betting';
  return (
    <div
      className={`tbl-ring tbl-ring--${isBetting ? urgency(fraction) : 'idle'}`}
      data-testid="countdown-ring"
      aria-hidden="true"
    >
      <svg viewBox="0 0 60 60" className="tbl-ring__svg">
        <circle cx="30" cy="30" r="26" className="tbl-ring__track" />
        <circle
          cx="30"
          cy="30"
          r="26"
          className="tbl-ring__left"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform="rotate(-90 30 30)"
        />
      </svg>
      <span className="tbl-ring__text">
        {phase.kind === 'betting' || phase.kind === 'waiting' ? (
          <>
            <strong className="tabular">{secondsLeft(msLeft)}</strong>
            <small>{isBetting ? t('tables.countdown.seconds') : t('tables.countdown.next')}</small>
          </>
        ) : (
          <small>
            {phase.kind === 'paused' ? t('tables.countdown.paused') : t('tables.countdown.closed')}
          </small>
        )}
      </span>
    </div>
  );
}

/** The bar under the header: the round, what the table is doing, the time left. */
export function CountdownBar({ phase, offsetMs }: { phase: TablePhase; offsetMs: number }) {
  const { t } = useTranslation();
  const { msLeft, fraction } = useLeft(phase, offsetMs);
  const round = phase.kind === 'paused' ? null : phase.round;
  const text = t(`tables.phase.${phase.kind}`);
  const isTicking = phase.kind === 'betting' || phase.kind === 'waiting';
  return (
    <div
      className={`tbl-status tbl-status--${phase.kind}`}
      data-testid="table-status"
      data-phase={phase.kind}
    >
      <div className="tbl-status__line">
        <span className="tbl-status__round tabular" data-testid="round-number">
          {round ? t('tables.round.number', { number: round.number }) : ''}
        </span>
        <span className="tbl-status__text" role="status">
          {text}
        </span>
        <span className="tbl-status__seconds tabular" aria-hidden="true" data-testid="seconds-left">
          {isTicking ? t('tables.countdown.secondsLeft', { seconds: secondsLeft(msLeft) }) : ''}
        </span>
      </div>
      <div className="tbl-status__bar" aria-hidden="true">
        <span
          className={`tbl-status__fill tbl-status__fill--${urgency(fraction)}`}
          style={{ transform: `scaleX(${fraction})` }}
        />
      </div>
    </div>
  );
}
