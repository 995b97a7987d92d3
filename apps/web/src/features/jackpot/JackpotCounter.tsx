import { jackpotStepHome, jackpotStepRng, jackpotTickMs, type JackpotView } from '@khela/contracts';
import { currencyOf, fromWire, type CurrencyCode } from '@khela/money';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../system/date-time';
import { AppLink } from '../../ui/AppLink';
import { formatAmount } from '../../ui/format';
import { usePrefersReducedMotion } from '../../ui/reduced-motion';
import { useJackpot } from './jackpot.api';
import { RunningNumber } from './RunningNumber';
import { displayCounterMinor, nextPoolRun, poolCounterMinor, type PoolRun } from './running-number';
import './jackpot.css';

/** Where the counter is shown: the display counter's step differs (spec §4). */
export type JackpotPlace = 'home' | 'rng';

const steps: Record<JackpotPlace, number> = { home: jackpotStepHome, rng: jackpotStepRng };

function minorOf(wire: string, currency: string): bigint {
  const parsed = fromWire(wire, currency as CurrencyCode);
  return parsed.ok ? parsed.value : 0n;
}

/**
 * What the counter shows at an instant, for the latest answer: the pool running up to its new
 * amount from what it showed, or the display counter growing by its step every tick (by the
 * server's clock: `receivedAtMs` is when the answer came).
 */
function useCounterValue(
  view: JackpotView,
  receivedAtMs: number,
  place: JackpotPlace,
  isReduced: boolean,
) {
  const run = useRef<PoolRun | null>(null);
  const target = minorOf(view.amount, view.currency);
  const isPool = view.mode === 'pool';
  useEffect(() => {
    if (isPool) run.current = nextPoolRun(run.current, target, Date.now(), isReduced);
  }, [isPool, target, isReduced]);
  const serverOffsetMs = new Date(view.serverTime).getTime() - receivedAtMs;
  const startedAtMs = new Date(view.startedAt).getTime();
  const stepMinor = minorOf(String(steps[place]), view.currency);
  return useCallback(
    (nowMs: number) => {
      if (isPool) return run.current ? poolCounterMinor(run.current, nowMs, isReduced) : target;
      return displayCounterMinor({
        startMinor: target,
        startedAtMs,
        nowMs: nowMs + serverOffsetMs,
        stepMinor,
        tickMs: jackpotTickMs,
        isStepped: isReduced,
      });
    },
    [isPool, target, startedAtMs, serverOffsetMs, stepMinor, isReduced],
  );
}

function Counter({
  view,
  receivedAtMs,
  place,
}: {
  view: JackpotView;
  receivedAtMs: number;
  place: JackpotPlace;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const isReduced = usePrefersReducedMotion();
  const valueAt = useCounterValue(view, receivedAtMs, place, isReduced);
  const symbol = currencyOf(view.currency as CurrencyCode).symbol;
  return (
    <>
      <p className="jackpot__amount" data-target={view.amount} data-mode={view.mode}>
        <span className="jackpot__currency">{symbol}</span>
        <RunningNumber valueAt={valueAt} currency={view.currency} testId="jackpot-amount" />
      </p>
      <p className="jackpot__note">
        {view.mode === 'pool' && view.oddsOneIn !== null ? (
          <>
            {t('jackpot.odds', { odds: formatAmount(String(view.oddsOneIn)) })}{' '}
            {view.nextOdds && (
              <span data-testid="jackpot-next-odds">
                {t('jackpot.nextOdds', {
                  odds: formatAmount(String(view.nextOdds.oddsOneIn)),
                  when: formatTime(view.nextOdds.takesEffectAt),
                })}{' '}
              </span>
            )}
            <AppLink to="/fairness" className="jackpot__verify">
              {t('jackpot.verify')}
            </AppLink>
          </>
        ) : (
          t('jackpot.displayNote')
        )}
      </p>
      <p className="jackpot__last" data-testid="jackpot-last-win">
        {view.lastWin &&
          t('jackpot.lastWin', {
            name: view.lastWin.customerName,
            amount: `${symbol}${formatAmount(view.lastWin.amount)}`,
            game: view.lastWin.gameName,
          })}
      </p>
    </>
  );
}

/**
 * The jackpot widget (spec §2 Home, §4): a large running number in tabular numerals in a box
 * whose size never depends on the data, so nothing on the page moves while it loads or runs.
 */
export function JackpotCounter({ place }: { place: JackpotPlace }) {
  const { t } = useTranslation();
  const { data, dataUpdatedAt } = useJackpot();
  return (
    <section
      className={`jackpot jackpot--${place}`}
      data-testid="jackpot"
      aria-label={t('jackpot.title')}
    >
      <span className="jackpot__shine" aria-hidden="true" />
      <img
        className="jackpot__art"
        src="/art/jackpot/crown.svg"
        alt=""
        width={72}
        height={56}
        aria-hidden="true"
      />
      <h2 className="jackpot__title">{t('jackpot.title')}</h2>
      {data ? (
        <Counter view={data} receivedAtMs={dataUpdatedAt} place={place} />
      ) : (
        <>
          <p className="jackpot__amount">
            <span className="skeleton jackpot__skeleton" />
          </p>
          <p className="jackpot__note" />
          <p className="jackpot__last" />
        </>
      )}
      {place === 'home' && (
        <AppLink to="/rng" className="button button--accent jackpot__play">
          {t('jackpot.play')}
        </AppLink>
      )}
    </section>
  );
}
