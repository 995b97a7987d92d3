import type { LotteryItem } from '@khela/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { useHasBeenNear, WhenNear } from '../../ui/WhenNear';
import { usePopularLotteries } from '../lottery/lottery.api';

/** How many popular lotteries home shows; /lottery has them all. */
const lotteriesShownMax = 6;

/** When a lottery draws, in words: every few minutes, or at its time of day. */
function useScheduleText() {
  const { t } = useTranslation();
  return (game: LotteryItem) =>
    game.periodSeconds !== null
      ? t('home.drawEvery', { count: Math.max(1, Math.round(game.periodSeconds / 60)) })
      : t('home.drawAt', { time: game.winningTime });
}

/** The lotteries bet on most (/lgw/games/popular), each opening its own screen. */
export function PopularLotteries() {
  const { t } = useTranslation();
  const popular = usePopularLotteries(null, true);
  // The cards render in a transition, in slices, not in the task that brought the answer.
  const lotteries = useDeferredValue(popular.data);
  const scheduleOf = useScheduleText();
  const [section, isNear] = useHasBeenNear<HTMLElement>();
  let body;
  if (popular.isPending || (!popular.isError && lotteries === undefined)) {
    body = (
      <WhenNear
        isNear={isNear}
        boxClassName="home__list-placeholder home__list-placeholder--lotteries"
      >
        <ul className="lotto-cards" aria-hidden="true">
          {Array.from({ length: lotteriesShownMax }, (_, index) => (
            <li key={index} className="lotto-card lotto-card--skeleton skeleton" />
          ))}
        </ul>
      </WhenNear>
    );
  } else if (popular.isError || !lotteries || lotteries.length === 0) {
    body = (
      <div className="home__state">
        <p>{popular.isError ? t('home.lotteriesFailed') : t('home.lotteriesEmpty')}</p>
        <AppLink to="/lottery" className="button button--primary button--small">
          {t('home.allLotteries')}
        </AppLink>
      </div>
    );
  } else {
    body = (
      <ul className="lotto-cards">
        {lotteries.slice(0, lotteriesShownMax).map((game, index) => (
          <li key={game.gameId}>
            <AppLink
              to={`/lottery?gameCode=${encodeURIComponent(game.gameId)}`}
              className={`lotto-card lotto-card--tone${index % 3}`}
              data-testid="home-lottery"
            >
              <span className="lotto-card__balls" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              <span className="lotto-card__name">{game.remark}</span>
              <span className="lotto-card__schedule">{scheduleOf(game)}</span>
              <span className="lotto-card__cta">
                {t('home.betNow')}
                <Icon name="chevron-right" size={14} />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      ref={section}
      className="container home__section home__section--below home__section--lotteries"
      data-testid="home-lotteries"
    >
      <div className="home__section-head">
        <h2 className="home__heading">
          <Icon name="lottery" size={20} />
          {t('home.popularLotteries')}
        </h2>
        <AppLink to="/lottery" className="home__more">
          {t('home.seeAll')}
          <Icon name="chevron-right" size={16} />
        </AppLink>
      </div>
      {body}
    </section>
  );
}
