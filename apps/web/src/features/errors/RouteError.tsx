import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkTimeout } from '../../ui/chunk-timeout';
import { EmptyState } from '../../ui/EmptyState';

function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|dynamically imported module|Importing a module script failed/i.test(text);
}

/** The title and text for a screen that did not load: too slow, a new release, or else. */
function failureTexts(error: unknown): { titleKey: string; textKey: string } {
  if (isChunkTimeout(error)) {
    return { titleKey: 'errors.chunkTimeoutTitle', textKey: 'errors.chunkTimeoutText' };
  }
  if (isChunkError(error)) return { titleKey: 'errors.chunkTitle', textKey: 'errors.network' };
  return { titleKey: 'errors.screenTitle', textKey: 'errors.network' };
}

/**
 * A screen that failed to load: its code did not arrive within the chunk time-out, a new
 * release replaced it, or the network failed. A retry loads the page again.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { titleKey, textKey } = failureTexts(error);
  return (
    <main
      className="container"
      data-testid="route-error"
      data-reason={isChunkTimeout(error) ? 'chunk-timeout' : undefined}
    >
      <EmptyState
        art="/art/states/maintenance.svg"
        title={t(titleKey)}
        text={t(textKey)}
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
