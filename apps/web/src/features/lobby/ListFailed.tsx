import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/** A list that could not be loaded: say so and offer to try again. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="lobby-failed"
      art="/art/states/maintenance.svg"
      title={t('lobby.loadFailed')}
      text={t('errors.network')}
      action={
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      }
    />
  );
}
