import {
  bookOfSport,
  sportCodes,
  type EventSummary,
  type MarketView,
  type SportsbookBook,
} from '@khela/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { formatCalendarDay } from '../../ui/format';
import { errorText } from '../account/form-helpers';
import { addDays, todayIn } from '../records/date-range';
import { useSiteConfig } from '../system/system.api';
import { useBookTexts } from './book-texts';
import { sportParam } from './BookLobby';
import { ListSkeleton } from './Skeletons';
import { SportIcon } from './SportIcon';
import { useResults } from './sportsbook.api';

/** How many days back the results can be browsed. */
const resultDaysMax = 7;

/** A market's outcome in a line: the selections that won (or were void), by name. */
function MarketResult({ event, market }: { event: EventSummary; market: MarketView }) {
  const { t } = useTranslation();
  const { marketName, selectionName } = useBookTexts();
  const settled = market.selections.filter(
    (selection) => selection.result !== null && selection.result !== 'lose',
  );
  return (
    <li className="sb-result__market" data-testid={`result-market-${market.id}`}>
      <span className="sb-result__market-name">{marketName(market, event.sport)}</span>
      <span className="sb-result__outcome">
        {market.status === 'void'
          ? t('sportsbook.marketStatus.void')
          : settled.length === 0
            ? t('sportsbook.result.none')
            : settled
                .map(
                  (selection) =>
                    `${selectionName(market, selection, event)} (${t(`sportsbook.result.${selection.result ?? 'win'}`)})`,
                )
                .join(', ')}
      </span>
    </li>
  );
}

/** A finished event: teams and final score, and every market's result on demand. */
function ResultEvent({ event }: { event: EventSummary & { markets: MarketView[] } }) {
  const { t } = useTranslation();
  const { startText } = useBookTexts();
  return (
    <details className="sb-result" data-testid={`result-event-${event.id}`}>
      <summary className="sb-result__summary">
        <span className="sb-result__when">
          <SportIcon sport={event.sport} size={16} />
          <time dateTime={event.startsAt}>{startText(event.startsAt)}</time>
          <span className="sb-result__competition">{event.competition.name}</span>
        </span>
        <span className="sb-result__teams">
          <span>{event.home}</span>
          <strong className="sb-result__score tabular">
            {event.status === 'cancelled' || !event.score
              ? t(`sportsbook.status.${event.status}`)
              : `${event.score.home} : ${event.score.away}`}
          </strong>
          <span>{event.away}</span>
        </span>
        {event.score?.detail && <span className="sb-result__detail">{event.score.detail}</span>}
      </summary>
      <ul className="sb-result__markets">
        {event.markets.map((market) => (
          <MarketResult key={market.id} event={event} market={market} />
        ))}
      </ul>
    </details>
  );
}

/** The book's results: finished events of a day (the last week), of one sport or all. */
export function ResultsView({ book }: { book: SportsbookBook }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const sportId = useId();
  const { sportName } = useBookTexts();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(info.timezone);
  const days = Array.from({ length: resultDaysMax }, (_, index) => addDays(today, -index));
  const asked = search.get('day');
  const day = asked && days.includes(asked) ? asked : today;
  const sport = sportParam(search.get('sport'), book);
  const results = useResults(book, sport, day);
  const choose = (name: string, value: string | null) => {
    const params = new URLSearchParams(search);
    if (value) params.set(name, value);
    else params.delete(name);
    setSearch(params, { preventScrollReset: true });
  };
  const events = results.data?.events ?? [];
  return (
    <div className="sb-results" data-testid="sportsbook-results">
      <div className="sb-days" role="group" aria-label={t('sportsbook.results.day')}>
        {days.map((item, index) => (
          <button
            key={item}
            type="button"
            className="chip"
            aria-pressed={item === day}
            onClick={() => choose('day', item === today ? null : item)}
            data-testid={`results-day-${item}`}
          >
            {index === 0 ? t('sportsbook.results.today') : formatCalendarDay(item, i18n.language)}
          </button>
        ))}
      </div>
      <div className="sb-filter">
        <label htmlFor={sportId} className="sb-filter__label">
          {t('sportsbook.results.sport')}
        </label>
        <select
          id={sportId}
          className="sb-filter__select"
          value={sport ?? ''}
          onChange={(event) => choose('sport', event.target.value || null)}
        >
          <option value="">{t('sportsbook.lobby.allSports')}</option>
          {sportCodes
            .filter((code) => bookOfSport(code) === book)
            .map((code) => (
              <option key={code} value={code}>
                {sportName(code)}
              </option>
            ))}
        </select>
      </div>
      {results.isPending ? (
        <ListSkeleton rows={4} />
      ) : results.isError && !results.data ? (
        <EmptyState
          testId="results-failed"
          title={t('sportsbook.results.failed')}
          text={errorText(results.error, t)}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void results.refetch()}
            >
              {t('common.retry')}
            </button>
          }
        />
      ) : events.length === 0 ? (
        <EmptyState
          testId="results-empty"
          title={t('sportsbook.results.empty')}
          text={t('sportsbook.results.emptyText')}
        />
      ) : (
        <div className="sb-results__list">
          {events.map((event) => (
            <ResultEvent key={event.id} event={event} />
          ))}
        </div>
      )}
    </div>
  );
}
