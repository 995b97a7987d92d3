import { leaderboardSpans, type LeaderboardSpan } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { useMissionLeaderboard } from './missions.api';
import { medalOf } from './missions.rules';

/** The mission leaderboard of this week or month: the best scores, and the member's own place. */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  const [span, setSpan] = useState<LeaderboardSpan>('week');
  const board = useMissionLeaderboard(span, true);
  return (
    <section className="mission-board" data-testid="mission-board">
      <div className="mission-board__spans" role="radiogroup" aria-label={t('missions.board.span')}>
        {leaderboardSpans.map((entry) => (
          <button
            key={entry}
            type="button"
            role="radio"
            aria-checked={span === entry}
            className={`mission-board__span ${span === entry ? 'mission-board__span--on' : ''}`}
            onClick={() => setSpan(entry)}
            data-testid={`mission-board-${entry}`}
          >
            {t(`missions.board.${entry}`)}
          </button>
        ))}
      </div>
      {board.isError ? (
        <EmptyState
          testId="mission-board-failed"
          art="/art/states/offline.svg"
          title={t('missions.loadFailed')}
          text={t('errors.network')}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void board.refetch()}
            >
              {t('common.retry')}
            </button>
          }
        />
      ) : !board.data ? (
        <div className="skeleton mission-board__skeleton" aria-busy="true" />
      ) : (
        <>
          <p className="mission-board__me" data-testid="mission-board-me">
            {board.data.me.rank === null
              ? t('missions.board.notRanked')
              : t('missions.board.myRank', {
                  rank: board.data.me.rank,
                  score: board.data.me.score,
                })}
          </p>
          {board.data.entries.length === 0 ? (
            <EmptyState
              testId="mission-board-empty"
              title={t('missions.board.empty')}
              text={t('missions.board.emptyText')}
            />
          ) : (
            <ol className="mission-board__list">
              {board.data.entries.map((entry) => {
                const medal = medalOf(entry.rank);
                return (
                  <li
                    key={entry.rank}
                    className={`mission-board__row ${entry.isMe ? 'mission-board__row--me' : ''}`}
                    data-testid="mission-board-row"
                  >
                    <span
                      className={`mission-board__rank ${medal ? `mission-board__rank--${medal}` : ''}`}
                    >
                      {medal ? <Icon name="star" size={16} /> : null}
                      {entry.rank}
                    </span>
                    <span className="mission-board__account">{entry.account}</span>
                    <span className="mission-board__missions">
                      {t('missions.board.missions', { count: entry.missions })}
                    </span>
                    <span className="mission-board__score">
                      {t('missions.card.score', { score: entry.score })}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
