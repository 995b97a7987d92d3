import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';

function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|dynamically imported module|Importing a module script failed/i.test(text);
}

/** A screen that failed to load: a new release or the network; offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="container" data-testid="route-error">
      <EmptyState
        art="/art/states/maintenance.svg"
        title={isChunkError(error) ? t('errors.chunkTitle') : t('errors.screenTitle')}
        text={t('errors.network')}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            {t('common.retry')}
          </button>
        }
      />
    </main>
  );
}
