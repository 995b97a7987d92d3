import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/** A wallet page whose data could not be loaded: say so, and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="load-failed"
      art="/art/states/maintenance.svg"
      title={t('money.loadFailed')}
      text={t('errors.network')}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
