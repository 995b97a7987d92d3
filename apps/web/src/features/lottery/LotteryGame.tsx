import type { LotteryItem, LotteryResult, LotteryTicket } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatDateTime } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useSiteConfig } from '../system/system.api';
import { BetSlip } from './BetSlip';
import { CountdownText, useDrawClock, useDrawPoints, type DrawPhase } from './draw-clock';
import { useLotteryFavourites } from './favourites';
import { useLotteryGame, useLotteryResults } from './lottery.api';
import { useLotteryTexts } from './lottery-texts';
import { LotteryResults } from './LotteryResults';
import { LotterySkeleton } from './LotterySkeleton';
import { MyTickets } from './MyTickets';
import { OpenNumber } from './OpenNumber';
import type { DrawPoint } from './refresh-timer';
import { openNumberOf } from './verify';
import './lottery-game.css';

type GameTab = 'bet' | 'results' | 'tickets';
const gameTabs: GameTab[] = ['bet', 'results', 'tickets'];

/**
 * The period a game has just drawn, once its open period moves on: the results are asked for
 * until that draw is among them. Derived while rendering from the open period seen before.
 */
function useAwaitedDraw(game: LotteryItem | null): string | null {
  const [seen, setSeen] = useState<{ open: string | null; awaited: string | null }>({
    open: game?.numero ?? null,
    awaited: null,
  });
  const open = game?.numero ?? null;
  if (open !== seen.open) {
    const next = { open, awaited: seen.open ?? seen.awaited };
    setSeen(next);
    return next.awaited;
  }
  return seen.awaited;
}

/**
 * A lottery's own screen (/lottery?gameCode=…): the open period with its countdowns and the
 * published seed hash, the latest result, and tabs for the bet slip, the results with their
 * verifier, and the member's tickets.
 */
export function LotteryGame({
  gameId,
  playType,
  listPath,
}: {
  gameId: string;
  playType: string | null;
  listPath: string;
}) {
  const { t } = useTranslation();
  const { isLoggedIn, username } = useSession();
  const { game, timing, isPending, isError, refetch } = useLotteryGame(gameId);
  const points = useDrawPoints(game ? [game] : [], timing);
  const point = points.get(gameId) ?? null;
  const clock = useDrawClock(point);
  const awaited = useAwaitedDraw(game);
  const results = useLotteryResults(gameId, game !== null, awaited);
  const favourites = useLotteryFavourites(username);
  const [tab, setTab] = useState<GameTab>('bet');
  const [lastTicket, setLastTicket] = useState<LotteryTicket | null>(null);
  const { playTypeName, selectionText } = useLotteryTexts();
  const back = (
    <AppLink to={listPath} className="lottery-back" data-testid="lottery-back">
      <Icon name="chevron-left" size={18} />
      {t('lottery.backToList')}
    </AppLink>
  );
  if (isPending) return <LotterySkeleton cards={2} />;
  if (!game) {
    return (
      <>
        {back}
        <EmptyState
          testId={isError ? 'lottery-load-failed' : 'lottery-not-found'}
          art={isError ? '/art/states/maintenance.svg' : '/art/states/not-found.svg'}
          title={t(isError ? 'lottery.loadFailed' : 'lottery.notFound')}
          text={t(isError ? 'lottery.loadFailedText' : 'lottery.notFoundText')}
          action={
            isError ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => void refetch()}
              >
                {t('common.retry')}
              </button>
            ) : (
              <AppLink to={listPath} className="button button--primary">
                {t('lottery.showAll')}
              </AppLink>
            )
          }
        />
      </>
    );
  }
  const isSaved = favourites.ids.includes(game.gameId);
  const latest = results.data?.[0] ?? null;
  return (
    <div className="lottery-game" data-testid="lottery-game" data-game-id={game.gameId}>
      {back}
      <header className="lottery-game__head">
        <h1 className="page-title lottery-game__title">{game.remark}</h1>
        {isLoggedIn && (
          <button
            type="button"
            className={`lottery-card__save lottery-game__save ${isSaved ? 'lottery-card__save--on' : ''}`}
            aria-pressed={isSaved}
            aria-label={t(isSaved ? 'lottery.unsave' : 'lottery.save', { name: game.remark })}
            onClick={() => favourites.toggle(game.gameId)}
          >
            <Icon name="star" size={20} />
          </button>
        )}
      </header>
      <div className="lottery-game__top">
        <PeriodPanel game={game} point={point} phase={clock.phase} seconds={clock.seconds} />
        <LatestPanel
          latest={latest}
          isPending={results.isPending}
          onMore={() => setTab('results')}
        />
      </div>
      <div
        className="lottery-tabs lottery-game__tabs"
        role="tablist"
        aria-label={t('lottery.tabs.gameLabel')}
      >
        {gameTabs.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tab === item}
            className={`lottery-tab ${tab === item ? 'lottery-tab--active' : ''}`}
            onClick={() => setTab(item)}
            data-testid={`lottery-game-tab-${item}`}
          >
            {t(`lottery.tabs.${item}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="lottery-game__panel">
        {tab === 'bet' && lastTicket && (
          <p className="lottery-placed" role="status" data-testid="lottery-last-ticket">
            <span>
              {t('lottery.bet.lastTicket', {
                pick: `${playTypeName(lastTicket.playType)} ${selectionText(lastTicket.playType, lastTicket.selection)}`,
                numero: lastTicket.numero,
                stake: formatAmount(lastTicket.stake),
              })}
            </span>
            <button
              type="button"
              className="button button--small"
              onClick={() => setTab('tickets')}
            >
              {t('lottery.bet.seeTickets')}
            </button>
          </p>
        )}
        {tab === 'bet' && (
          <BetSlip
            game={game}
            numero={point?.numero ?? null}
            phase={clock.phase}
            initialPlayType={playType}
            onPlaced={setLastTicket}
          />
        )}
        {tab === 'results' && (
          <LotteryResults
            results={results.data ?? []}
            isPending={results.isPending}
            isError={results.isError}
            onRetry={() => void results.refetch()}
            onBet={() => setTab('bet')}
          />
        )}
        {tab === 'tickets' && <MyTickets gameId={game.gameId} onBet={() => setTab('bet')} />}
      </div>
    </div>
  );
}

const phaseKeys: Record<DrawPhase, string> = {
  open: 'lottery.period.closesIn',
  closed: 'lottery.period.drawsIn',
  drawing: 'lottery.drawing',
};

/** The open period: its number, the countdown to the close then the draw, the seed hash. */
function PeriodPanel({
  game,
  point,
  phase,
  seconds,
}: {
  game: LotteryItem;
  point: DrawPoint | null;
  phase: DrawPhase | null;
  seconds: number;
}) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const { scheduleText, daysText } = useLotteryTexts();
  return (
    <section className="lottery-panel period" data-testid="lottery-period">
      <p className="period__schedule">{scheduleText(game)}</p>
      {point && phase ? (
        <>
          <h2 className="lottery-panel__title">
            {t('lottery.period.title')}{' '}
            <span className="tabular" data-testid="lottery-numero">
              {point.numero}
            </span>
          </h2>
          <p
            className={`period__clock period__clock--${phase}`}
            role="timer"
            data-testid="lottery-countdown"
            data-phase={phase}
          >
            <span className="period__clock-label">{t(phaseKeys[phase])}</span>
            {phase !== 'drawing' && (
              <span className="period__clock-time">
                <CountdownText seconds={seconds} daysText={daysText} />
              </span>
            )}
          </p>
          {game.drawsAt && (
            <p className="period__draws-at">
              {t('lottery.period.drawsAt', {
                time: formatDateTime(game.drawsAt, i18n.language, info.timezone),
              })}
            </p>
          )}
          {(game.seedHash ?? game.chain) && (
            <div className="period__hash">
              <span className="period__hash-label">
                {game.seedHash
                  ? t('lottery.period.seedHash')
                  : t('lottery.period.chainHead', {
                      index: game.chain?.index,
                      length: game.chain?.length,
                    })}
              </span>
              <code className="lottery-mono" data-testid="lottery-seed-hash">
                {game.seedHash ?? game.chain?.head}
              </code>
              <span className="period__hash-help">{t('lottery.period.seedHashHelp')}</span>
            </div>
          )}
        </>
      ) : (
        <p className="period__none">
          {game.status === 'maintenance' ? t('lottery.maintenance') : t('lottery.noPeriod')}
        </p>
      )}
    </section>
  );
}

/** The latest draw at a glance: its open number in six places, and the way to all results. */
function LatestPanel({
  latest,
  isPending,
  onMore,
}: {
  latest: LotteryResult | null;
  isPending: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const number = latest ? openNumberOf(latest) : null;
  return (
    <section className="lottery-panel latest" data-testid="lottery-latest">
      <h2 className="lottery-panel__title">{t('lottery.result.latest')}</h2>
      {isPending ? (
        <div className="skeleton latest__skeleton" />
      ) : latest === null ? (
        <p className="latest__none">{t('lottery.result.none')}</p>
      ) : (
        <>
          <p className="latest__numero tabular">{t('lottery.numero', { numero: latest.numero })}</p>
          {number !== null ? (
            <OpenNumber number={number} />
          ) : (
            <p className="latest__none">
              {t(
                latest.status === 'cancelled'
                  ? 'lottery.result.cancelled'
                  : 'lottery.result.pending',
              )}
            </p>
          )}
        </>
      )}
      <button
        type="button"
        className="button button--small button--ghost latest__more"
        onClick={onMore}
      >
        {t('lottery.result.all')}
      </button>
    </section>
  );
}
