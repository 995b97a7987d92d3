import { winnersPerView } from '@khela/contracts';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { useWinners } from './home.api';
import { WinnerCard } from './WinnerCard';

// Swiper comes with the first winners, not with the page.
const WinnersCarousel = lazy(() => import('./WinnersCarousel'));

/** Placeholder cards in the carousel's own row, so the board never changes height. */
function WinnersRow({ children }: { children: ReactNode }) {
  return <div className="winners__row">{children}</div>;
}

/** The winners board of home: the biggest wins of late in a carousel (spec §2 Home). */
export function WinnersBoard() {
  const { t } = useTranslation();
  const { info } = useSiteConfig();
  const winners = useWinners();
  // The cards render in a transition, in slices, not in the task that brought the answer.
  const entries = useDeferredValue(winners.data);
  let body;
  if (winners.isPending || (!winners.isError && entries === undefined)) {
    body = (
      <WinnersRow>
        {Array.from({ length: winnersPerView }, (_, index) => (
          <div key={index} className="winner-card winner-card--skeleton skeleton" />
        ))}
      </WinnersRow>
    );
  } else if (winners.isError) {
    body = (
      <div className="winners__state">
        <p>{t('home.winnersFailed')}</p>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void winners.refetch()}
        >
          {t('home.retry')}
        </button>
      </div>
    );
  } else if (!entries || entries.length === 0) {
    body = (
      <div className="winners__state" data-testid="winners-empty">
        <p>{t('home.winnersEmpty')}</p>
        <AppLink to="/rng" className="button button--primary button--small">
          {t('home.playSlots')}
        </AppLink>
      </div>
    );
  } else {
    const fallback = (
      <WinnersRow>
        {entries.slice(0, winnersPerView).map((entry) => (
          <WinnerCard key={entry.vo.recordId} entry={entry} currency={info.currency} />
        ))}
      </WinnersRow>
    );
    body = (
      <Suspense fallback={fallback}>
        <WinnersCarousel winners={entries} currency={info.currency} />
      </Suspense>
    );
  }
  return (
    <section className="container home__section winners" data-testid="winners">
      <div className="home__section-head">
        <h2 className="home__heading">
          <Icon name="flame" size={20} />
          {t('home.winners')}
        </h2>
      </div>
      {body}
    </section>
  );
}
