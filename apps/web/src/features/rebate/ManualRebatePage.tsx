import type { RebatePreview } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FeatureTexts } from '../../i18n/FeatureTexts';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { rebateBundles } from './i18n';
import { useRebatePreview } from './rebate.api';
import { rebateStateOf } from './rebate.rules';
import { RebateHistory } from './RebateHistory';
import { RebateLines } from './RebateLines';
import { ClaimNotice, RebateSummary, useRebateClaimFlow } from './RebateSummary';
import './rebate.css';

/** The page's frame while its texts or figures load: the boxes of what comes, so nothing jumps. */
function RebateSkeleton() {
  return (
    <div className="rebate" aria-busy="true" data-testid="rebate-skeleton">
      <div className="skeleton rebate-skeleton__summary" />
      <div className="skeleton rebate-skeleton__lines" />
      <div className="skeleton rebate-skeleton__lines" />
    </div>
  );
}

/** A load that failed: the server's own words when it gave any, and a way to try again. */
function RebateLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('errors.network');
  return (
    <EmptyState
      testId="rebate-load-failed"
      art="/art/states/offline.svg"
      title={t('rebate.loadFailed')}
      text={message}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The rules in a few lines: the rate, how often, the minimum, the wagering, the minute's wait. */
function RebateRules({ preview }: { preview: RebatePreview }) {
  const { t } = useTranslation();
  const { turnoverMultiple: count, currency } = preview;
  return (
    <section className="rebate-section rebate-rules" aria-labelledby="rebate-rules-title">
      <h3 id="rebate-rules-title" className="rebate-section__title">
        {t('rebate.rules.title')}
      </h3>
      <ul className="rebate-rules__list">
        <li>{t('rebate.rules.rate')}</li>
        <li>{t(`rebate.rules.period.${preview.period}`)}</li>
        <li>{t('rebate.rules.minimum', { amount: formatAmount(preview.minClaim), currency })}</li>
        <li>{count > 0 ? t('rebate.rules.turnover', { count }) : t('rebate.rules.noTurnover')}</li>
        <li>{t('rebate.rules.settle')}</li>
      </ul>
    </section>
  );
}

/** The bets of the preview per game type, or that none counted yet. */
function PreviewLines({ preview }: { preview: RebatePreview }) {
  const { t } = useTranslation();
  return (
    <section className="rebate-section" aria-labelledby="rebate-lines-title">
      <div className="rebate-section__head">
        <h3 id="rebate-lines-title" className="rebate-section__title">
          {t('rebate.lines.title')}
        </h3>
        <span className="rebate-section__note">
          {t('rebate.lines.amountsIn', { currency: preview.currency })}
        </span>
      </div>
      {preview.lines.length === 0 ? (
        <p className="rebate-section__empty" data-testid="rebate-lines-empty">
          {t('rebate.lines.empty')}
        </p>
      ) : (
        <RebateLines lines={preview.lines} />
      )}
    </section>
  );
}

/** The rebate where the merchant offers none: said plainly; earlier claims stay listed. */
function RebateOff({ currency }: { currency: string }) {
  const { t } = useTranslation();
  return (
    <div className="rebate" data-testid="mc-manualRebate" data-state="off">
      <EmptyState
        testId="rebate-off"
        art="/art/states/maintenance.svg"
        title={t('rebate.off.title')}
        text={t('rebate.off.text')}
      />
      <RebateHistory currency={currency} isHiddenWhenEmpty />
    </div>
  );
}

/** The preview, the claim and the history, once the preview is in. */
function RebateBody() {
  const preview = useRebatePreview();
  const flow = useRebateClaimFlow();
  if (preview.isError && !preview.data) {
    return <RebateLoadFailed error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  if (!preview.data) return <RebateSkeleton />;
  const { data } = preview;
  const state = rebateStateOf(data);
  if (state.kind === 'off') return <RebateOff currency={data.currency} />;
  return (
    <div className="rebate" data-testid="mc-manualRebate" data-state={state.kind}>
      {flow.notice && <ClaimNotice text={flow.notice} onClose={flow.closeNotice} />}
      <RebateSummary preview={data} state={state} flow={flow} />
      {state.kind !== 'noLevel' && <PreviewLines preview={data} />}
      <RebateRules preview={data} />
      <RebateHistory currency={data.currency} />
    </div>
  );
}

/**
 * manualRebate (spec §2 member centre): what the member's valid bets since the last claim pay
 * at the VIP level's rates, per game type; claimed once a period, with its wagering; and the
 * claims made before.
 */
export function ManualRebatePage() {
  return (
    <FeatureTexts name="rebate" loaders={rebateBundles} fallback={<RebateSkeleton />}>
      <RebateBody />
    </FeatureTexts>
  );
}
