import {
  bookOfSport,
  eventListMaxLimit,
  eventListPageSize,
  sportCodes,
  type EventList,
  type EventSummary,
  type SportCode,
  type SportsbookBook,
} from '@khela/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { errorText } from '../account/form-helpers';
import { useBookTexts } from './book-texts';
import { lobbyStateOf } from './change-patch';
import { EventCard } from './EventCard';
import { LobbySkeleton } from './Skeletons';
import { SportIcon } from './SportIcon';
import { useEventList } from './sportsbook.api';

/** A sport named in the address, when it is one of this book's. */
export function sportParam(text: string | null, book: SportsbookBook): SportCode | null {
  const sport = sportCodes.find((code) => code === text);
  return sport && bookOfSport(sport) === book ? sport : null;
}

/** Events of one competition, in the order the list gives them. */
interface CompetitionGroup {
  id: string;
  name: string;
  sport: SportCode;
  events: EventSummary[];
}

/** Events grouped by competition, each group where its first event stands. */
export function groupByCompetition(events: readonly EventSummary[]): CompetitionGroup[] {
  const groups = new Map<string, CompetitionGroup>();
  for (const event of events) {
    const group = groups.get(event.competition.id);
    if (group) group.events.push(event);
    else
      groups.set(event.competition.id, {
        id: event.competition.id,
        name: event.competition.name,
        sport: event.sport,
        events: [event],
      });
  }
  return [...groups.values()];
}

/** The sport tabs: every sport with events, each with its live count. */
function SportTabs({ list, sport }: { list: EventList; sport: SportCode | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { sportName } = useBookTexts();
  const sports = sportCodes
    .map((code) => list.sports.find((item) => item.sport === code))
    .filter((item) => item !== undefined && item.live + item.upcoming > 0);
  const liveTotal = sports.reduce((total, item) => total + (item?.live ?? 0), 0);
  const tab = (code: SportCode | null, name: string, live: number) => (
    <li key={code ?? 'all'}>
      <AppLink
        to={code ? `${pathname}?sport=${code}` : pathname}
        className="sb-tab"
        aria-current={sport === code ? 'page' : undefined}
        data-testid={`sport-tab-${code ?? 'all'}`}
        preventScrollReset
      >
        {code && <SportIcon sport={code} />}
        <span className="sb-tab__name">{name}</span>
        {live > 0 && (
          <span
            className="sb-tab__live tabular"
            title={t('sportsbook.lobby.liveCount', { count: live })}
          >
            {live}
          </span>
        )}
      </AppLink>
    </li>
  );
  return (
    <nav className="sb-tabs" aria-label={t('sportsbook.lobby.sports')}>
      <ul className="sb-tabs__list">
        {tab(null, t('sportsbook.lobby.allSports'), liveTotal)}
        {sports.map((item) => item && tab(item.sport, sportName(item.sport), item.live))}
      </ul>
    </nav>
  );
}

/** A section of the lobby (live now, upcoming): its competitions and their events. */
function EventSection({
  title,
  events,
  isLive,
  showsSport,
}: {
  title: string;
  events: EventSummary[];
  isLive: boolean;
  showsSport: boolean;
}) {
  const id = useId();
  const { sportName } = useBookTexts();
  if (events.length === 0) return null;
  return (
    <section className="sb-section" aria-labelledby={id}>
      <h2 id={id} className={`sb-section__title${isLive ? ' sb-section__title--live' : ''}`}>
        {isLive && <span className="sb-live-dot" aria-hidden="true" />}
        {title}
        <span className="sb-section__count tabular">{events.length}</span>
      </h2>
      {groupByCompetition(events).map((group) => (
        <div key={group.id} className="sb-competition">
          <h3 className="sb-competition__name">
            <SportIcon sport={group.sport} size={16} />
            {showsSport && <span className="visually-hidden">{sportName(group.sport)}</span>}
            {group.name}
          </h3>
          <div className="sb-competition__events">
            {group.events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * The book's lobby: sport tabs with their live counts, a competition filter, and the events —
 * live now first, then upcoming by start — each with its main market's prices.
 */
export function BookLobby({ book }: { book: SportsbookBook }) {
  const { t } = useTranslation();
  const filterId = useId();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const sport = sportParam(search.get('sport'), book);
  const competition = search.get('competition');
  // How many events are shown: a page more each time the player asks, a page again with
  // another sport or competition.
  const shownFor = `${book}:${sport ?? ''}:${competition ?? ''}`;
  const [more, setMore] = useState({ shownFor, limit: eventListPageSize });
  const limit = more.shownFor === shownFor ? more.limit : eventListPageSize;
  const list = useEventList({ book, sport, competition, limit });

  if (list.isPending) return <LobbySkeleton />;
  if (list.isError && !list.data) {
    return (
      <EmptyState
        testId="sportsbook-failed"
        title={t('sportsbook.lobby.failed')}
        text={errorText(list.error, t)}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => void list.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const data = list.data;
  const competitions = data.competitions.filter((item) => !sport || item.sport === sport);
  const shown = data.events;
  const hidden = data.total - shown.length;
  const live = shown.filter((event) => lobbyStateOf(event.status) === 'live');
  const upcoming = shown
    .filter((event) => lobbyStateOf(event.status) === 'upcoming')
    .sort((left, right) => Date.parse(left.startsAt) - Date.parse(right.startsAt));

  const chooseCompetition = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('competition', id);
    else next.delete('competition');
    setSearch(next, { preventScrollReset: true });
  };

  return (
    <div
      className="sb-lobby"
      data-testid="sportsbook-lobby"
      aria-busy={list.isFetching && list.isPlaceholderData}
    >
      <SportTabs list={data} sport={sport} />
      {competitions.length > 1 && (
        <div className="sb-filter">
          <label htmlFor={filterId} className="sb-filter__label">
            {t('sportsbook.lobby.competition')}
          </label>
          <select
            id={filterId}
            className="sb-filter__select"
            value={competition ?? ''}
            onChange={(event) => chooseCompetition(event.target.value)}
            data-testid="competition-filter"
          >
            <option value="">{t('sportsbook.lobby.allCompetitions')}</option>
            {competitions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.events})
              </option>
            ))}
          </select>
        </div>
      )}
      {live.length + upcoming.length === 0 ? (
        <EmptyState
          testId="sportsbook-no-events"
          title={t('sportsbook.lobby.noEvents')}
          text={t('sportsbook.lobby.noEventsText')}
          action={
            <AppLink to={`${pathname}?view=results`} className="button button--primary">
              {t('sportsbook.nav.results')}
            </AppLink>
          }
        />
      ) : (
        <>
          <EventSection
            title={t('sportsbook.lobby.liveNow')}
            events={live}
            isLive
            showsSport={!sport}
          />
          <EventSection
            title={t('sportsbook.lobby.upcoming')}
            events={upcoming}
            isLive={false}
            showsSport={!sport}
          />
          {hidden > 0 && limit < eventListMaxLimit && (
            <button
              type="button"
              className="button button--ghost sb-more"
              onClick={() =>
                setMore({ shownFor, limit: Math.min(limit + eventListPageSize, eventListMaxLimit) })
              }
              disabled={list.isFetching}
              data-testid="sportsbook-more"
            >
              {t('sportsbook.lobby.showMore', { count: hidden })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
