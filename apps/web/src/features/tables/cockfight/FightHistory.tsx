import type { TableMyRound, TableSnapshot } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { fightResults, formatOdds } from './cockfight-fight';

/**
 * Under the fight (beside it on a desktop): the player's bets on this fight with what each
 * came to, and the winners of the last fights, red M, blue W, green D.
 */

/** A bet's state in words: open, the win, lost, or given back. */
function betState(t: ReturnType<typeof useTranslation>['t'], bet: TableMyRound['bets'][number]) {
  if (bet.status === 'open') return t('tables.round.open');
  if (bet.status === 'refunded') return t('tables.cockfight.mine.returned');
  if (bet.status === 'lost') return t('tables.cockfight.mine.lost');
  return formatAmount(bet.win ?? '0');
}

/** What the player's fight came to, once it is paid or refunded. */
function FightOutcome({ round }: { round: TableMyRound }) {
  const { t } = useTranslation();
  const isWin = round.bets.some((bet) => bet.status === 'won');
  let text: string;
  if (round.status === 'refunded' || round.status === 'cancelled')
    text = t('tables.cockfight.outcome.cancelled');
  else if (isWin) text = t('tables.outcome.won', { amount: formatAmount(round.win ?? '0') });
  else if (round.bets.every((bet) => bet.status === 'refunded')) {
    const both = round.result?.game === 'cockfight' && round.result.winner === 'bdd';
    text = t(`tables.cockfight.outcome.${both ? 'returnedBdd' : 'returned'}`, {
      amount: formatAmount(round.win ?? '0'),
    });
  } else text = t('tables.cockfight.outcome.lost', { amount: formatAmount(round.stake) });
  return (
    <div
      className={`cf-outcome ${isWin ? 'cf-outcome--win' : ''}`}
      data-testid="my-result-banner"
      data-win={String(isWin)}
    >
      {text}
    </div>
  );
}

/** The player's bets on the fight under way (or the last one). */
export function MyFightBets({ round }: { round: TableMyRound | undefined }) {
  const { t } = useTranslation();
  const isOver =
    round !== undefined &&
    (round.status === 'settled' || round.status === 'refunded' || round.status === 'cancelled');
  return (
    <section className="tbl-panel cf-mine" data-testid="cockfight-my-bets">
      <h2 className="cf-panel-title">{t('tables.cockfight.mine.title')}</h2>
      {!round || round.bets.length === 0 ? (
        <p className="tbl-empty">{t('tables.cockfight.mine.empty')}</p>
      ) : (
        <ul className="cf-mine__list">
          {round.bets.map((bet, index) => (
            <li
              key={`${bet.area}-${index}`}
              className={`cf-mine__bet cf-mine__bet--${bet.status}`}
              data-testid="cockfight-my-bet"
              data-status={bet.status}
            >
              <span className={`cf-dot cf-dot--${bet.area}`} aria-hidden="true" />
              <span className="cf-mine__side">
                {t(`tables.area.${bet.area}`)}
                {bet.odds ? (
                  <small className="tabular">
                    {' '}
                    {t('tables.cockfight.atOdds', { odds: formatOdds(bet.odds) })}
                  </small>
                ) : null}
              </span>
              <span className="tabular">{formatAmount(bet.stake)}</span>
              <span className="tabular cf-mine__state">{betState(t, bet)}</span>
            </li>
          ))}
        </ul>
      )}
      {round && isOver && <FightOutcome round={round} />}
    </section>
  );
}

/** The last fights' winners, oldest first, the newest at the end. */
export function FightResults({ snapshot }: { snapshot: TableSnapshot }) {
  const { t } = useTranslation();
  const results = fightResults(snapshot);
  return (
    <section className="tbl-panel cf-results" aria-labelledby="cf-results-title">
      <h2 id="cf-results-title" className="cf-panel-title">
        {t('tables.cockfight.results')}
      </h2>
      {results.length === 0 ? (
        <p className="tbl-empty">{t('tables.cockfight.noResults')}</p>
      ) : (
        <ol className="cf-strip" data-testid="cockfight-results">
          {results.map((item) => (
            <li
              key={item.number}
              className={`cf-bead cf-bead--${item.winner}`}
              title={t(`tables.cockfight.status.won.${item.winner}`)}
              data-winner={item.winner}
            >
              <span aria-hidden="true">{t(`tables.cockfight.short.${item.winner}`)}</span>
              <span className="visually-hidden">
                {t(`tables.cockfight.status.won.${item.winner}`)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
