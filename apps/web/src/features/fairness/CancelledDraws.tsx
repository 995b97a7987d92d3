import type { LotteryCancellation } from '@khela/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Pager } from '../../ui/Pager';
import { ProofChecks, ProofFacts, WouldBeSheet } from '../lottery/LotteryResults';
import { verifyResult } from '../lottery/verify';
import { useFormatDateTime } from '../system/date-time';
import { useCancelledDraws } from './fairness.api';
import { proofStateOf } from './lottery-proof';

/**
 * The merchant's cancelled lottery draws, latest first, a page at a time: each with its
 * reason and who agreed to it, and from its draw time its seed and the sheet it would have
 * drawn, checked here in the browser.
 */
export function CancelledDraws() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const cancelled = useCancelledDraws(page);
  const items = cancelled.data?.items ?? [];
  const totalPages = cancelled.data?.totalPages ?? 1;
  return (
    <section className="cancelled-draws" aria-labelledby="cancelled-draws-title">
      <h3 id="cancelled-draws-title" className="cancelled-draws__title">
        {t('fairness.lottery.cancelledTitle')}
      </h3>
      <p className="fairness__hint">{t('fairness.lottery.cancelledIntro')}</p>
      {cancelled.isPending ? (
        <div className="skeleton fairness__skeleton" aria-busy="true" />
      ) : cancelled.isError && !cancelled.data ? (
        <EmptyState
          testId="cancelled-draws-failed"
          art="/art/states/maintenance.svg"
          title={t('fairness.lottery.loadFailed')}
          action={
            <button type="button" className="button" onClick={() => void cancelled.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          testId="cancelled-draws-empty"
          title={t('fairness.lottery.none')}
          text={t('fairness.lottery.noneText')}
        />
      ) : (
        <ol
          className="cancelled-draws__list"
          aria-busy={cancelled.isFetching}
          data-testid="cancelled-draws"
        >
          {items.map((item) => (
            <li key={`${item.gameId}:${item.numero}`}>
              <CancelledDraw item={item} nowMs={cancelled.dataUpdatedAt} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        className="cancelled-draws__pager"
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        labels={{
          region: t('fairness.lottery.pages'),
          previous: t('fairness.lottery.newer'),
          next: t('fairness.lottery.older'),
          position: t('fairness.lottery.pageOf', {
            page: Math.min(page, totalPages),
            pages: totalPages,
          }),
        }}
      />
    </section>
  );
}

/** One cancelled draw; `nowMs` is when the list was read, which its proof state is as of. */
function CancelledDraw({ item, nowMs }: { item: LotteryCancellation; nowMs: number }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const state = proofStateOf(item, nowMs);
  return (
    <article
      className="cancelled-draw"
      data-testid="cancelled-draw"
      data-numero={item.numero}
      data-state={state}
    >
      <header className="cancelled-draw__head">
        <h4 className="cancelled-draw__game">{item.gameName}</h4>
        <span className="cancelled-draw__numero tabular">
          {t('lottery.numero', { numero: item.numero })}
        </span>
      </header>
      <p
        className={`lottery-badge cancelled-draw__badge${item.isAfterLock ? ' cancelled-draw__badge--after' : ''}`}
        data-testid="cancelled-draw-badge"
        data-operators={item.operatorCount}
      >
        {t(item.isAfterLock ? 'fairness.lottery.afterLock' : 'fairness.lottery.beforeLock')}
      </p>
      <dl className="cancelled-draw__facts">
        <div>
          <dt>{t('fairness.lottery.cancelledAt')}</dt>
          <dd>{formatTime(item.cancelledAt)}</dd>
        </div>
        <div>
          <dt>{t('fairness.lottery.tickets')}</dt>
          <dd className="tabular">{item.ticketCount ?? '—'}</dd>
        </div>
        <div className="cancelled-draw__reason">
          <dt>{t('fairness.lottery.reason')}</dt>
          <dd data-testid="cancelled-draw-reason">{item.cancelReason ?? '—'}</dd>
        </div>
      </dl>
      {state === 'revealed' ? (
        <RevealedProof item={item} />
      ) : (
        <p className="cancelled-draw__wait" data-testid="cancelled-draw-wait">
          {t(state === 'awaiting' ? 'fairness.lottery.revealsAt' : 'fairness.lottery.revealing', {
            time: formatTime(item.drawsAt),
          })}
        </p>
      )}
    </article>
  );
}

/** A revealed cancellation: its seed and commitments, the would-be sheet, and its checks. */
function RevealedProof({ item }: { item: LotteryCancellation }) {
  const { t } = useTranslation();
  const checked = useMemo(() => verifyResult(item), [item]);
  return (
    <div className="cancelled-draw__proof">
      <ProofFacts result={item} computedHash={checked?.computedHash ?? null} />
      {item.voidPrizes && <WouldBeSheet result={item} prizes={item.voidPrizes} />}
      <div className="verifier">
        <h5 className="verifier__title">{t('fairness.lottery.checked')}</h5>
        {checked ? (
          <ProofChecks result={item} checked={checked} />
        ) : (
          <p className="lottery-error" role="alert">
            {t('lottery.verify.unavailable')}
          </p>
        )}
      </div>
    </div>
  );
}
