import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function DeskFailed() {
  const { t } = useTranslation();
  return (
    <section className="ops-panel" role="alert">
      <p>{t('desk.loadFailed')}</p>
      <button type="button" className="ops-button" onClick={() => window.location.reload()}>
        {t('desk.reload')}
      </button>
    </section>
  );
}

/**
 * Catches a desk that failed to render — most often its code could not be downloaded
 * because a new version was deployed meanwhile — and offers a reload instead of a blank page.
 */
export class DeskBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? <DeskFailed /> : this.props.children;
  }
}
