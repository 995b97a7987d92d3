import { eventStatuses, sportsbookBooks, type DeskEvent } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskPager } from '../agents/DeskPager';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { NewEventDialog } from './EventDialogs';
import { EventDetail } from './EventDetail';
import {
  useEventChanges,
  useSportsEvents,
  type EventFilter,
  type MerchantChoice,
} from './sportsbook.api';
import { eventBadges, scoreText } from './sportsbook-text';

const firstPage: EventFilter = { book: '', status: '', search: '', page: 1 };

/** Book, status and a search of teams and competitions; the search waits for its button. */
function EventFilters({
  filter,
  onFilter,
}: {
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filter.search);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({ ...filter, search: search.trim(), page: 1 });
  }
  return (
    <form className="sb-filters" role="search" onSubmit={submit} noValidate>
      <label>
        {t('sportsbook.events.book')}
        <select
          value={filter.book}
          onChange={(event) => {
            const book = sportsbookBooks.find((each) => each === event.target.value) ?? '';
            onFilter({ ...filter, book, page: 1 });
          }}
        >
          <option value="">{t('sportsbook.events.allBooks')}</option>
          {sportsbookBooks.map((book) => (
            <option key={book} value={book}>
              {t(`sportsbook.book.${book}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('sportsbook.events.status')}
        <select
          value={filter.status}
          onChange={(event) => {
            const status = eventStatuses.find((each) => each === event.target.value) ?? '';
            onFilter({ ...filter, status, page: 1 });
          }}
        >
          <option value="">{t('sportsbook.events.allStatuses')}</option>
          {eventStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`sportsbook.eventStatus.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="sb-filters__search">
        {t('sportsbook.events.search')}
        <input
          type="search"
          value={search}
          maxLength={60}
          placeholder={t('sportsbook.events.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <button type="submit" className="ops-button ops-button--ghost">
        {t('sportsbook.events.searchSubmit')}
      </button>
    </form>
  );
}

function EventRow({
  event,
  currency,
  isOpen,
  onOpen,
}: {
  event: DeskEvent;
  currency: string | undefined;
  isOpen: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-testid={`sb-event-${event.id}`} aria-selected={isOpen} onClick={onOpen}>
      <td data-label={t('sportsbook.events.event')}>
        <button type="button" className="ops-link sb-event-name" onClick={onOpen}>
          {t('sportsbook.versus', { home: event.home, away: event.away })}
        </button>
        <br />
        <small className="ops-muted">
          {t(`sportsbook.sport.${event.sport}`)} · {event.competition.name}
          {event.feedRef !== null && ` · ${t('sportsbook.fromFeed')}`}
        </small>
      </td>
      <td data-label={t('sportsbook.events.startsAt')} className="ops-nowrap">
        {formatDateTime(event.startsAt, i18n.language)}
      </td>
      <td data-label={t('sportsbook.events.status')}>
        <span className={eventBadges[event.status]}>
          {t(`sportsbook.eventStatus.${event.status}`)}
        </span>
        {event.score && <span className="ops-number sb-score"> {scoreText(event.score)}</span>}
      </td>
      <td data-label={t('sportsbook.events.markets')} className="ops-number ops-align-end">
        {event.marketCount}
      </td>
      <td data-label={t('sportsbook.bets')} className="ops-number ops-align-end">
        {event.bets}
      </td>
      <td data-label={t('sportsbook.stake')} className="ops-number ops-align-end">
        {formatAmount(event.stake, currency)}
      </td>
    </tr>
  );
}

/**
 * The events of the book: a page of them by book, status and search, the open one's detail
 * below with its markets; managers make an event of their own.
 */
export function EventsSection({
  merchant,
  currency,
  isManager,
  openId,
  onOpen,
  onTickets,
}: {
  merchant: MerchantChoice;
  currency: string | undefined;
  isManager: boolean;
  /** The event open below the list (kept by the desk, so it stays open across its tabs). */
  openId: string | null;
  onOpen: (eventId: string | null) => void;
  onTickets: (eventId: string) => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<EventFilter>(firstPage);
  const events = useSportsEvents(merchant, filter);
  const changes = useEventChanges(merchant);
  const [isCreating, setIsCreating] = useState(false);
  const data = events.data;
  return (
    <>
      <section className="ops-panel" data-testid="sb-events">
        <div className="ops-section-head">
          <h2>{t('sportsbook.events.title')}</h2>
          <div className="ops-inline">
            {isManager && (
              <button
                type="button"
                className="ops-button"
                data-testid="sb-new-event"
                onClick={() => setIsCreating(true)}
              >
                {t('sportsbook.events.create')}
              </button>
            )}
            <BusyButton isGhost isBusy={events.isFetching} onClick={() => void events.refetch()}>
              {t('common.refresh')}
            </BusyButton>
          </div>
        </div>
        <EventFilters filter={filter} onFilter={setFilter} />
        <ErrorNote text={events.error ? errorText(events.error, t('common.loadFailed')) : null} />
        {events.isPending && <Skeleton rows={5} />}
        {data && data.list.length === 0 && (
          <p className="ops-empty">{t('sportsbook.events.empty')}</p>
        )}
        {data && data.list.length > 0 && (
          <div className="ops-table-wrap">
            <table className="ops-table ops-table--stack sb-events">
              <thead>
                <tr>
                  <th>{t('sportsbook.events.event')}</th>
                  <th>{t('sportsbook.events.startsAt')}</th>
                  <th>{t('sportsbook.events.status')}</th>
                  <th className="ops-align-end">{t('sportsbook.events.markets')}</th>
                  <th className="ops-align-end">{t('sportsbook.bets')}</th>
                  <th className="ops-align-end">{t('sportsbook.stake')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((event) => (
                  <EventRow
                    key={event.id}
                    event={event}
                    currency={currency}
                    isOpen={event.id === openId}
                    onOpen={() => onOpen(event.id)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && (
          <DeskPager
            page={filter.page}
            totalPages={Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)))}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        )}
      </section>
      {openId !== null && (
        <EventDetail
          key={openId}
          merchant={merchant}
          eventId={openId}
          currency={currency}
          changes={changes}
          isManager={isManager}
          onTickets={() => onTickets(openId)}
          onClose={() => onOpen(null)}
        />
      )}
      {isCreating && (
        <NewEventDialog
          changes={changes}
          onCreated={(event) => onOpen(event.id)}
          onClose={() => setIsCreating(false)}
        />
      )}
    </>
  );
}
