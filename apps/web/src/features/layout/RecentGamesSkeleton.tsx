import { useTranslation } from 'react-i18next';

/** The recent-games panel while its list (or its code) loads: the same size, so nothing moves. */
export function RecentGamesSkeleton() {
  const { t } = useTranslation();
  return (
    <section className="side-panel" aria-labelledby="recent-games-title" aria-busy="true">
      <h2 id="recent-games-title" className="side-panel__title">
        {t('side.recentGames')}
      </h2>
      <div className="recent-games">
        {[0, 1, 2].map((index) => (
          <div key={index} className="skeleton recent-games__skeleton" />
        ))}
      </div>
    </section>
  );
}
