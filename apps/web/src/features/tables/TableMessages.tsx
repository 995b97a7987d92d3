import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import type { Notice } from './use-bet-slip';

/** The table can no longer be played (its launch ended, or its state could not be read). */
export function TableEnded({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="tbl tbl--message" data-testid="table-ended">
      <EmptyState title={t('tables.ended')} text={text || t('tables.endedText')} />
    </div>
  );
}

/** The word to the player under the table: a bet taken, a cash-out, a refusal. */
export function NoticeLine({ notice }: { notice: Notice | null | undefined }) {
  return (
    <p
      className={`tbl-notice ${notice ? `tbl-notice--${notice.tone}` : ''}`}
      aria-live="polite"
      data-testid="table-notice"
    >
      {notice?.text ?? ''}
    </p>
  );
}
