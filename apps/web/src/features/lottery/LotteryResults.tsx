import type { LotteryResult } from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { isVerified } from '../fairness/lottery-proof';
import { useFormatDateTime } from '../system/date-time';
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
          ) : result.status === 'cancelled' ? (
            <CancelledBody result={result} />
          ) : (
            <p className="result-row__note">{t('lottery.result.pendingText')}</p>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * A cancelled period: why, and from its draw time the sheet it would have drawn, checked like
 * any draw — a cancellation cannot hide a result.
 */
function CancelledBody({ result }: { result: LotteryResult }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <>
      <p className="result-row__note">{t('lottery.result.cancelledText')}</p>
      {result.cancelReason !== null && (
        <p className="result-row__reason" data-testid="lottery-cancel-reason">
          <span className="result-row__label">{t('lottery.result.reason')}</span>{' '}
          {result.cancelReason}
        </p>
      )}
      {result.voidPrizes !== null ? (
        <>
          <WouldBeSheet result={result} prizes={result.voidPrizes} />
          <Verifier result={result} />
        </>
      ) : (
        <p className="result-row__note">
          {t('lottery.result.revealsAt', { time: formatTime(result.drawsAt) })}
        </p>
      )}
    </>
  );
}

/** The sheet a cancelled period would have drawn, set apart and labelled as such. */
export function WouldBeSheet({
  result,
  prizes,
}: {
  result: Pick<LotteryResult, 'sheetFormat'>;
  prizes: NonNullable<LotteryResult['voidPrizes']>;
}) {
  const { t } = useTranslation();
  return (
    <figure className="would-be-sheet">
      <figcaption className="would-be-sheet__caption">{t('lottery.result.wouldBe')}</figcaption>
      <ResultSheet sheetFormat={result.sheetFormat} prizes={prizes} testId="lottery-void-sheet" />
    </figure>
  );
}

/** Checks a draw in the browser: the seed against its commitments, the sheet redrawn. */
function Verifier({ result }: { result: LotteryResult }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Verification | null>(null);
  const [isTried, setIsTried] = useState(false);
  const label = `${result.gameId}:${result.numero}`;
  return (
    <section className="verifier" data-testid="lottery-verifier">
      <h3 className="verifier__title">{t('lottery.verify.title')}</h3>
      <p className="verifier__intro">
        {t(result.scheme === 2 ? 'lottery.verify.introChain' : 'lottery.verify.intro', { label })}
      </p>
      <ProofFacts result={result} computedHash={checked?.computedHash ?? null} />
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
        <ProofChecks result={result} checked={checked} />
      )}
      {isTried && !checked && (
        <p className="lottery-error" role="alert">
          {t('lottery.verify.unavailable')}
        </p>
      )}
    </section>
  );
}

/**
 * What a draw is checked from: its seed, what committed it before betting (the seed's hash, or
 * in scheme 2 the previous seed of its day chain and the chain's head), and its tickets' digest.
 */
export function ProofFacts({
  result,
  computedHash = null,
}: {
  result: LotteryResult;
  computedHash?: string | null;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { chain } = result;
  const isChained = result.scheme === 2;
  return (
    <dl className="verifier__facts">
      <Fact label={t('lottery.verify.seed')} value={result.seed} testId="lottery-seed" />
      <Fact
        label={t(isChained ? 'lottery.verify.previousSeed' : 'lottery.verify.publishedHash')}
        value={result.seedHash}
      />
      {chain && (
        <>
          <Fact
            label={t('lottery.verify.chain')}
            value={t('lottery.verify.chainPlace', {
              day: chain.day,
              index: chain.index,
              length: chain.length,
            })}
            isMono={false}
            testId="lottery-chain"
          />
          <Fact
            label={t('lottery.verify.chainHead', { time: formatTime(chain.publishedAt) })}
            value={chain.head}
          />
        </>
      )}
      {isChained && <Fact label={t('lottery.verify.ticketsDigest')} value={result.ticketsDigest} />}
      {result.ticketCount !== null && (
        <Fact
          label={t('lottery.verify.ticketCount')}
          value={String(result.ticketCount)}
          isMono={false}
          testId="lottery-ticket-count"
        />
      )}
      <Fact label={t('lottery.verify.computedHash')} value={computedHash} />
    </dl>
  );
}

/** One fact of a proof; nothing while its value is unknown. */
function Fact({
  label,
  value,
  isMono = true,
  testId,
}: {
  label: string;
  value: string | null;
  isMono?: boolean;
  testId?: string;
}) {
  if (value === null) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd className={isMono ? 'lottery-mono' : 'tabular'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * What the browser found, a line a check (the seed's hash, its day chain, the sheet), then the
 * verdict; the sheet it drew itself when it differs from the published one.
 */
export function ProofChecks({
  result,
  checked,
}: {
  result: Pick<LotteryResult, 'prizes' | 'chain' | 'scheme'>;
  checked: Verification;
}) {
  const { t } = useTranslation();
  const isMatch = isVerified(checked);
  const hashKey = result.scheme === 2 ? 'lottery.verify.previousSeed' : 'lottery.verify.hash';
  const sheetKey = result.prizes === null ? 'lottery.verify.voidSheet' : 'lottery.verify.sheet';
  const hashings = { count: result.chain?.index ?? 0 };
  return (
    <div
      className={`verifier__outcome ${isMatch ? 'verifier__outcome--ok' : 'verifier__outcome--bad'}`}
      role="status"
      data-testid="lottery-verify-result"
      data-match={String(isMatch)}
    >
      {checked.isHashMatch !== null && (
        <p data-testid="lottery-check-hash" data-match={String(checked.isHashMatch)}>
          {t(checked.isHashMatch ? `${hashKey}Match` : `${hashKey}NoMatch`)}
        </p>
      )}
      {checked.isChainMatch !== null && (
        <p data-testid="lottery-check-chain" data-match={String(checked.isChainMatch)}>
          {t(
            checked.isChainMatch ? 'lottery.verify.chainMatch' : 'lottery.verify.chainNoMatch',
            hashings,
          )}
        </p>
      )}
      <p data-testid="lottery-check-sheet" data-match={String(checked.isSheetMatch)}>
        {t(checked.isSheetMatch ? `${sheetKey}Match` : `${sheetKey}NoMatch`)}
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
  );
}
