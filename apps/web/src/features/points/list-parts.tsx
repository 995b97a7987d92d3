import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { FormError } from '../account/FormError';
import { throttle } from './throttle';

/** How often a scroll is looked at (spec: lists scroll on with a 200 ms throttle). */
const scrollThrottleMs = 200;
/** How far below the screen the "more" button may be when the next page is asked for. */
const loadAheadPx = 320;

/** A load that failed: the server's own words when it gave any, and a way to try again. */
export function PointsLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('errors.network');
  return (
    <EmptyState
      testId="points-load-failed"
      art="/art/states/offline.svg"
      title={t('points.loadFailed')}
      text={message}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}

/** The result of a redemption or a conversion, kept on the page until it is closed. */
export function PointsNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [text]);
  return (
    <div ref={ref} className="points-notice" role="status" data-testid="points-notice">
      <span className="points-notice__icon">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M5 12.5 9.5 17 19 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <p className="points-notice__text">{text}</p>
      <button
        type="button"
        className="points-notice__close"
        onClick={onClose}
        aria-label={t('common.close')}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/**
 * A dialog's failure in the server's words; with no payment password yet, the way to set one
 * (the dialog closes first, so My account is not hidden behind it).
 */
export function DialogError({
  text,
  code,
  onSetPassword,
}: {
  text: string | null;
  code: string | null;
  onSetPassword: () => void;
}) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div className="money-error points-dialog__error">
      <FormError text={text} testId="points-dialog-error" />
      {code === 'payment_password_unset' && (
        <button
          type="button"
          className="button button--small button--primary"
          onClick={onSetPassword}
          data-testid="set-payment-password"
        >
          {t('money.setPaymentPassword')}
        </button>
      )}
    </div>
  );
}

/** Rows of a list while its first page loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="points-list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton" />
      ))}
    </div>
  );
}

/**
 * The next page of a list: asked for when the button scrolls near the screen (looked at every
 * 200 ms at most while scrolling) or when it is pressed. Nothing once every row is in.
 */
export function MoreRows({
  hasMore,
  isLoading,
  onMore,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const onMoreRef = useRef(onMore);
  useEffect(() => {
    onMoreRef.current = onMore;
  }, [onMore]);
  const isActive = hasMore && !isLoading;
  useEffect(() => {
    if (!isActive) return;
    const check = throttle(() => {
      const button = ref.current;
      if (button && button.getBoundingClientRect().top < window.innerHeight + loadAheadPx) {
        onMoreRef.current();
      }
    }, scrollThrottleMs);
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [isActive]);
  if (!hasMore) return null;
  return (
    <div className="points-more">
      <button
        ref={ref}
        type="button"
        className="button button--ghost points-more__button"
        onClick={onMore}
        disabled={isLoading}
        data-testid="points-more"
      >
        {isLoading ? t('points.list.loading') : t('points.list.more')}
      </button>
    </div>
  );
}

/** A row of filter chips (all first), scrolling sideways on a phone. */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  labelOf: (option: T) => string;
  onChange: (next: T | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="points-filters" role="radiogroup" aria-label={label}>
      {[null, ...options].map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          role="radio"
          aria-checked={value === option}
          className="chip"
          onClick={() => onChange(option)}
        >
          {option === null ? t('points.list.all') : labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/** A dialog's Cancel and its confirm button, which submits the dialog's form. */
export function DialogFooter({
  formId,
  confirmLabel,
  isBusy,
  canConfirm = true,
  testId,
  onCancel,
}: {
  formId: string;
  confirmLabel: string;
  isBusy: boolean;
  canConfirm?: boolean;
  testId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={isBusy}>
        {t('common.cancel')}
      </button>
      <button
        type="submit"
        form={formId}
        className="button button--accent points-confirm"
        disabled={isBusy || !canConfirm}
        data-testid={testId}
      >
        {isBusy ? t('login.busy') : confirmLabel}
      </button>
    </>
  );
}

/** How each status reads at a glance: waiting, done, or turned down. */
const statusTones: Record<string, string> = {
  in_process: 'status-chip--wait',
  approved: 'status-chip--ok',
  completed: 'status-chip--ok',
  rejected: 'status-chip--bad',
};

/** A redemption's or a record's status as a badge. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-chip ${statusTones[status] ?? ''}`} data-testid="points-status">
      {t(`points.status.${status}`)}
    </span>
  );
}
