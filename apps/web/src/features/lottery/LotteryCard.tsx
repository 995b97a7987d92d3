import type { LotteryItem } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { CountdownText, useDrawClock, type DrawPhase } from './draw-clock';
import { useLotteryTexts } from './lottery-texts';
import type { DrawPoint } from './refresh-timer';

/** One lottery of the list: name, tag, schedule, open period and its countdown, a save star. */
export function LotteryCard({
  game,
  menuName = null,
  point,
  href,
  isSaved,
  onToggleSaved,
}: {
  game: LotteryItem;
  /** The game's menu, named when the list shows several menus together. */
  menuName?: string | null;
  point: DrawPoint | null;
  href: string;
  isSaved: boolean;
  /** Null for a visitor: saving needs a signed-in member. */
  onToggleSaved: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { scheduleText } = useLotteryTexts();
  const isMaintenance = game.status === 'maintenance';
  return (
    <article className="lottery-card" data-testid="lottery-card" data-game-id={game.gameId}>
      <AppLink to={href} className="lottery-card__link">
        <span
          className={`lottery-card__art lottery-card__art--${game.sheetFormat}`}
          aria-hidden="true"
        >
          <Icon name="lottery" size={26} />
        </span>
        <span className="lottery-card__body">
          <span className="lottery-card__title">
            <span className="lottery-card__name">{game.remark}</span>
            {game.tag && (
              <span className={`lottery-badge lottery-badge--${game.tag}`}>
                {t(`lottery.tag.${game.tag}`)}
              </span>
            )}
          </span>
          <span className="lottery-card__schedule">
            {menuName ? `${menuName} · ${scheduleText(game)}` : scheduleText(game)}
          </span>
          {isMaintenance ? (
            <span className="lottery-card__state lottery-card__state--muted">
              {t('lottery.maintenance')}
            </span>
          ) : point ? (
            <DrawLine point={point} />
          ) : (
            <span className="lottery-card__state lottery-card__state--muted">
              {t('lottery.noPeriod')}
            </span>
          )}
        </span>
      </AppLink>
      {onToggleSaved && (
        <button
          type="button"
          className={`lottery-card__save ${isSaved ? 'lottery-card__save--on' : ''}`}
          aria-pressed={isSaved}
          aria-label={t(isSaved ? 'lottery.unsave' : 'lottery.save', { name: game.remark })}
          onClick={onToggleSaved}
          data-testid="lottery-save"
        >
          <Icon name="star" size={20} />
        </button>
      )}
    </article>
  );
}

const phaseKeys: Record<DrawPhase, string> = {
  open: 'lottery.closesIn',
  closed: 'lottery.drawsIn',
  drawing: 'lottery.drawing',
};

/** The open period's number and what comes next: betting closes, the draw, drawing now. */
function DrawLine({ point }: { point: DrawPoint }) {
  const { t } = useTranslation();
  const { daysText } = useLotteryTexts();
  const { phase, seconds } = useDrawClock(point);
  if (phase === null) return null;
  return (
    <span
      className={`lottery-card__state lottery-card__state--${phase}`}
      data-testid="lottery-card-draw"
    >
      <span className="lottery-card__numero tabular">
        {t('lottery.numero', { numero: point.numero })}
      </span>
      <span role="timer" aria-live="off">
        {t(phaseKeys[phase])}{' '}
        {phase !== 'drawing' && <CountdownText seconds={seconds} daysText={daysText} />}
      </span>
    </span>
  );
}
