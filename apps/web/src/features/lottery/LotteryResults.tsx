import type { LotteryResult } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { useSiteConfig } from '../system/system.api';
import { OpenNumber } from './OpenNumber';
import { ResultSheet } from './ResultSheet';
import { openNumberOf, verifyResult, type Verification } from './verify';
import './results.css';

/** Results shown at first, and how many more each "show more" adds. */
const resultsStep = 10;

/**
 * A game's latest results, newest first: each with its open number, the full sheet by tier
 * and a verifier that recomputes the draw in the browser from the revealed seed.
 */
export function LotteryResults({
  results,
  isPending,
  isError,
  onRetry,
  onBet,
}: {
  results: LotteryResult[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onBet: () => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(resultsStep);
  if (isPending) {
    return (
      <div aria-busy="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton lottery-skeleton__row" />
        ))}
      </div>
    );
  }
  if (isError && results.length === 0) {
    return (
      <EmptyState
        testId="lottery-results-failed"
        art="/art/states/maintenance.svg"
        title={t('lottery.result.loadFailed')}
        text={t('lottery.loadFailedText')}
        action={
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (results.length === 0) {
    return (
      <EmptyState
        testId="lottery-results-empty"
        title={t('lottery.result.none')}
        text={t('lottery.result.noneText')}
        action={
          <button type="button" className="button button--primary" onClick={onBet}>
            {t('lottery.tabs.bet')}
          </button>
        }
      />
    );
  }
  return (
    <div className="lottery-results" data-testid="lottery-results">
      <ol className="lottery-results__list">
        {results.slice(0, shown).map((result, index) => (
          <li key={result.numero}>
            <ResultRow result={result} isInitiallyOpen={index === 0} />
          </li>
        ))}
      </ol>
      {results.length > shown && (
        <button
          type="button"
          className="button lottery-results__more"
          onClick={() => setShown((count) => count + resultsStep)}
        >
          {t('lottery.result.more')}
        </button>
      )}
    </div>
  );
}

function ResultRow({
  result,
  isInitiallyOpen,
}: {
  result: LotteryResult;
  isInitiallyOpen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const id = useId();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const number = openNumberOf(result);
  return (
    <article className="result-row" data-testid="lottery-result" data-numero={result.numero}>
      <button
        type="button"
        className="result-row__head"
        aria-expanded={isOpen}
        aria-controls={`${id}-body`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="result-row__when">
          <span className="result-row__numero tabular">
            {t('lottery.numero', { numero: result.numero })}
          </span>
          <span className="result-row__date">
            {formatDateTime(result.drawsAt, i18n.language, info.timezone)}
          </span>
        </span>
        {number !== null ? (
          <OpenNumber number={number} size="small" />
        ) : (
          <span className="lottery-badge lottery-badge--muted">
            {t(
              result.status === 'cancelled' ? 'lottery.result.cancelled' : 'lottery.result.pending',
            )}
          </span>
        )}
      </button>
      {isOpen && (
        <div id={`${id}-body`} className="result-row__body">
          {result.prizes !== null ? (
            <>
              <ResultSheet sheetFormat={result.sheetFormat} prizes={result.prizes} />
              <Verifier result={result} />
            </>
          ) : (
            <p className="result-row__note">
              {t(
                result.status === 'cancelled'
                  ? 'lottery.result.cancelledText'
                  : 'lottery.result.pendingText',
              )}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

/** Checks a draw in the browser: the seed against its published hash, the sheet redrawn. */
function Verifier({ result }: { result: LotteryResult }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Verification | null>(null);
  const [isTried, setIsTried] = useState(false);
  const isMatch = checked !== null && checked.isHashMatch && checked.isSheetMatch;
  return (
    <section className="verifier" data-testid="lottery-verifier">
      <h3 className="verifier__title">{t('lottery.verify.title')}</h3>
      <p className="verifier__intro">
        {t('lottery.verify.intro', { label: `${result.gameId}:${result.numero}` })}
      </p>
      <dl className="verifier__facts">
        <div>
          <dt>{t('lottery.verify.seed')}</dt>
          <dd className="lottery-mono" data-testid="lottery-seed">
            {result.seed}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.verify.publishedHash')}</dt>
          <dd className="lottery-mono">{result.seedHash}</dd>
        </div>
        {checked && (
          <div>
            <dt>{t('lottery.verify.computedHash')}</dt>
            <dd className="lottery-mono">{checked.computedHash}</dd>
          </div>
        )}
      </dl>
      {!checked ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setChecked(verifyResult(result));
            setIsTried(true);
          }}
          data-testid="lottery-verify"
        >
          {t('lottery.verify.run')}
        </button>
      ) : (
        <div
          className={`verifier__outcome ${isMatch ? 'verifier__outcome--ok' : 'verifier__outcome--bad'}`}
          role="status"
          data-testid="lottery-verify-result"
          data-match={String(isMatch)}
        >
          <p>
            {t(checked.isHashMatch ? 'lottery.verify.hashMatch' : 'lottery.verify.hashNoMatch')}
          </p>
          <p>
            {t(checked.isSheetMatch ? 'lottery.verify.sheetMatch' : 'lottery.verify.sheetNoMatch')}
          </p>
          <p className="verifier__verdict">
            {t(isMatch ? 'lottery.verify.match' : 'lottery.verify.noMatch')}
          </p>
          {!checked.isSheetMatch && (
            <ResultSheet
              sheetFormat={checked.sheet.format}
              prizes={checked.sheet.prizes}
              testId="lottery-sheet-recomputed"
            />
          )}
        </div>
      )}
      {isTried && !checked && (
        <p className="lottery-error" role="alert">
          {t('lottery.verify.unavailable')}
        </p>
      )}
    </section>
  );
}
