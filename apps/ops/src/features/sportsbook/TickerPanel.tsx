import { ticketStatuses, type DeskTicket } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskPager } from '../agents/DeskPager';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDay, formatTimeOfDay } from '../../ui/format';
import { isNegativeAmount } from '../tables/table-figures';
import { useSportsTickets, type MerchantChoice, type TicketFilter } from './sportsbook.api';
import { lineText, oddsShown, selectionName, ticketBadges } from './sportsbook-text';

/** Whether an amount is something (not zero). */
function isSomething(amount: string): boolean {
  return !/^-?0+(\.0+)?$/.test(amount);
}

/** A leg in one line: event · market (line) · selection @ odds, and its result once settled. */
function Leg({ leg }: { leg: DeskTicket['legs'][number] }) {
  const { t } = useTranslation();
  const line = lineText(leg.line, leg.marketKind);
  const selection = selectionName({ key: leg.selectionKey, name: leg.selectionName }, leg, t);
  return (
    <li>
      <span>{leg.event}</span> · {t(`sportsbook.kind.${leg.marketKind}`)}
      {line && ` ${line}`} · <strong>{selection}</strong>{' '}
      <span className="ops-number">@ {oddsShown(leg.odds)}</span>
      {leg.result && <small className="ops-muted"> · {t(`sportsbook.result.${leg.result}`)}</small>}
    </li>
  );
}

function TicketRow({ ticket, currency }: { ticket: DeskTicket; currency: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-testid={`sb-ticket-${ticket.id}`} data-status={ticket.status}>
      <td data-label={t('sportsbook.ticker.placedAt')} className="ops-nowrap">
        <span className="ops-number">{formatTimeOfDay(ticket.placedAt, i18n.language)}</span>
        <br />
        <small className="ops-muted">{formatDay(ticket.placedAt, i18n.language)}</small>
      </td>
      <td data-label={t('sportsbook.ticker.member')}>
        {ticket.member}
        {ticket.isPlayMoney && (
          <span className="ops-badge ops-badge--pending">{t('sportsbook.ticker.playMoney')}</span>
        )}
      </td>
      <td data-label={t('sportsbook.ticker.legs')}>
        <small className="ops-muted">{t(`sportsbook.ticker.kind.${ticket.kind}`)}</small>
        <ul className="sb-legs">
          {ticket.legs.map((leg, index) => (
            <Leg key={index} leg={leg} />
          ))}
        </ul>
      </td>
      <td data-label={t('sportsbook.stake')} className="ops-number ops-align-end">
        {formatAmount(ticket.stake, currency)}
      </td>
      <td data-label={t('sportsbook.market.odds')} className="ops-number ops-align-end">
        {oddsShown(ticket.odds)}
      </td>
      <td data-label={t('sportsbook.ticker.potentialReturn')} className="ops-number ops-align-end">
        {formatAmount(ticket.potentialReturn)}
      </td>
      <td data-label={t('sportsbook.ticker.status')}>
        <span className={ticketBadges[ticket.status]}>
          {t(`sportsbook.ticketStatus.${ticket.status}`)}
        </span>
      </td>
      <td data-label={t('sportsbook.ticker.paid')} className="ops-align-end">
        {ticket.paid !== null && (
          <span
            className={isNegativeAmount(ticket.paid) ? 'ops-number ops-text-danger' : 'ops-number'}
          >
            {formatAmount(ticket.paid)}
          </span>
        )}
        {isSomething(ticket.unrecovered) && (
          <small className="ops-text-danger">
            <br />
            {t('sportsbook.ticker.unrecovered', { amount: formatAmount(ticket.unrecovered) })}
          </small>
        )}
      </td>
    </tr>
  );
}

/** The ticker's filters: an event (its number), a member's account, a status. */
function TicketFilters({
  filter,
  onFilter,
}: {
  filter: TicketFilter;
  onFilter: (filter: TicketFilter) => void;
}) {
  const { t } = useTranslation();
  const [event, setEvent] = useState(filter.event);
  const [member, setMember] = useState(filter.member);
  const [error, setError] = useState<string | null>(null);
  function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const eventId = event.trim();
    if (eventId !== '' && !/^\d{1,18}$/.test(eventId)) {
      setError(t('sportsbook.ticker.eventInvalid'));
      return;
    }
    setError(null);
    onFilter({ ...filter, event: eventId, member: member.trim(), page: 1 });
  }
  return (
    <>
      <form className="sb-filters" role="search" onSubmit={submit} noValidate>
        <label>
          {t('sportsbook.ticker.event')}
          <input
            inputMode="numeric"
            maxLength={18}
            value={event}
            onChange={(change) => setEvent(change.target.value)}
          />
        </label>
        <label>
          {t('sportsbook.ticker.member')}
          <input
            maxLength={32}
            value={member}
            onChange={(change) => setMember(change.target.value)}
          />
        </label>
        <label>
          {t('sportsbook.ticker.status')}
          <select
            value={filter.status}
            onChange={(change) => {
              const status = ticketStatuses.find((each) => each === change.target.value) ?? '';
              onFilter({ ...filter, status, page: 1 });
            }}
          >
            <option value="">{t('sportsbook.ticker.allStatuses')}</option>
            {ticketStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`sportsbook.ticketStatus.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="ops-button ops-button--ghost">
          {t('sportsbook.events.searchSubmit')}
        </button>
      </form>
      <ErrorNote text={error} />
    </>
  );
}

/** The bet ticker: the newest bets first, followed every few seconds, filtered at will. */
export function TickerPanel({
  merchant,
  currency,
  filter,
  onFilter,
}: {
  merchant: MerchantChoice;
  currency: string | undefined;
  filter: TicketFilter;
  onFilter: (filter: TicketFilter) => void;
}) {
  const { t } = useTranslation();
  const tickets = useSportsTickets(merchant, filter);
  const data = tickets.data;
  return (
    <section className="ops-panel" data-testid="sb-ticker">
      <div className="ops-section-head">
        <h2>{t('sportsbook.ticker.title')}</h2>
        <BusyButton isGhost isBusy={tickets.isFetching} onClick={() => void tickets.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">
        {t(filter.page === 1 ? 'sportsbook.ticker.intro' : 'sportsbook.ticker.introPaused')}
      </p>
      <TicketFilters key={`${filter.event}|${filter.member}`} filter={filter} onFilter={onFilter} />
      <ErrorNote text={tickets.error ? errorText(tickets.error, t('common.loadFailed')) : null} />
      {tickets.isPending && <Skeleton rows={6} />}
      {data && data.list.length === 0 && (
        <p className="ops-empty">{t('sportsbook.ticker.empty')}</p>
      )}
      {data && data.list.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack sb-tickets">
            <thead>
              <tr>
                <th>{t('sportsbook.ticker.placedAt')}</th>
                <th>{t('sportsbook.ticker.member')}</th>
                <th>{t('sportsbook.ticker.legs')}</th>
                <th className="ops-align-end">{t('sportsbook.stake')}</th>
                <th className="ops-align-end">{t('sportsbook.market.odds')}</th>
                <th className="ops-align-end">{t('sportsbook.ticker.potentialReturn')}</th>
                <th>{t('sportsbook.ticker.status')}</th>
                <th className="ops-align-end">{t('sportsbook.ticker.paid')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} currency={currency} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <DeskPager
          page={filter.page}
          totalPages={Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize)))}
          onPage={(page) => onFilter({ ...filter, page })}
        />
      )}
    </section>
  );
}
