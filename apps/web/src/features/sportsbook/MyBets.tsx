import type { TicketView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { showToast } from '../../ui/toast';
import { errorText } from '../account/form-helpers';
import { LoginRequired, RealAccountRequired } from '../account/LoginRequired';
import { newRequestId } from '../house-game/request-id';
import { ListSkeleton } from './Skeletons';
import { useCashOut, useTickets, type TicketState } from './sportsbook.api';
import { TicketCard } from './TicketCard';

/**
 * The cash-out confirmation. It reads the ticket from the list as it refreshes, so the offer
 * shown is always the latest: a changed offer is said, and a withdrawn one closes the way out.
 * A repeat after a lost answer keeps its request id (for the same offer).
 */
function CashOutDialog({ ticket, onClose }: { ticket: TicketView; onClose: () => void }) {
  const { t } = useTranslation();
  const cashOut = useCashOut();
  const [firstOffer] = useState(ticket.cashOut);
  const [attempt, setAttempt] = useState<{ offer: string; requestId: string } | null>(null);
  const offer = ticket.status === 'open' ? ticket.cashOut : null;
  const confirm = () => {
    if (offer === null) return;
    const sent = attempt?.offer === offer ? attempt : { offer, requestId: newRequestId() };
    setAttempt(sent);
    cashOut.mutate(
      { ticket, offer: sent.offer, requestId: sent.requestId },
      {
        onSuccess: (answer) => {
          showToast(
            t('sportsbook.cashOut.done', {
              amount: formatAmount(answer.ticket.paid ?? sent.offer),
            }),
            'success',
          );
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      isOpen
      title={t('sportsbook.cashOut.title')}
      onClose={onClose}
      width={420}
      onConfirm={confirm}
      isConfirmBusy={offer === null || cashOut.isPending}
      testId="cashout-dialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--accent"
            disabled={offer === null || cashOut.isPending}
            onClick={confirm}
            data-testid="cashout-confirm"
          >
            {cashOut.isPending ? t('sportsbook.cashOut.sending') : t('common.confirm')}
          </button>
        </>
      }
    >
      {offer === null ? (
        <p data-testid="cashout-unavailable">{t('sportsbook.cashOut.unavailable')}</p>
      ) : (
        <>
          <p className="sb-cashout__offer tabular" data-testid="cashout-offer">
            {formatAmount(offer)}
          </p>
          <p>
            {t('sportsbook.cashOut.text', {
              amount: formatAmount(offer),
              stake: formatAmount(ticket.stake),
            })}
          </p>
          {firstOffer !== offer && (
            <p className="sb-line__note">{t('sportsbook.cashOut.changed')}</p>
          )}
        </>
      )}
      {cashOut.isError && (
        <p
          className="sb-line-status sb-line-status--refused"
          role="alert"
          data-testid="cashout-error"
        >
          {errorText(cashOut.error, t)}
        </p>
      )}
    </Modal>
  );
}

const ticketStates: readonly TicketState[] = ['open', 'settled'];

/** The member's tickets: open and settled as tabs, a page at a time, with cash-out on open ones. */
export function MyBets() {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const state: TicketState = search.get('state') === 'settled' ? 'settled' : 'open';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const tickets = useTickets(state, page);
  const [cashingId, setCashingId] = useState<string | null>(null);
  if (!isLoggedIn)
    return <LoginRequired testId="sportsbook-mybets-login" textKey="sportsbook.myBets.login" />;
  if (isTrial) return <RealAccountRequired />;
  const list = tickets.data?.list ?? [];
  const cashing = list.find((ticket) => ticket.id === cashingId);
  const totalPages = tickets.data
    ? Math.ceil(tickets.data.total / Math.max(1, tickets.data.pageSize))
    : 1;
  const goToPage = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    setSearch(params);
  };
  return (
    <div className="sb-mybets" data-testid="sportsbook-mybets">
      <div className="sb-segments" role="tablist" aria-label={t('sportsbook.nav.myBets')}>
        {ticketStates.map((item) => (
          <AppLink
            key={item}
            to={`${pathname}?view=mybets${item === 'settled' ? '&state=settled' : ''}`}
            role="tab"
            aria-selected={state === item}
            className="sb-segment"
            data-testid={`mybets-${item}`}
            preventScrollReset
          >
            {t(`sportsbook.myBets.${item}`)}
          </AppLink>
        ))}
      </div>
      {tickets.isPending ? (
        <ListSkeleton />
      ) : tickets.isError && !tickets.data ? (
        <EmptyState
          testId="mybets-failed"
          title={t('sportsbook.myBets.failed')}
          text={errorText(tickets.error, t)}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void tickets.refetch()}
            >
              {t('common.retry')}
            </button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          testId="mybets-empty"
          title={t(`sportsbook.myBets.empty.${state}`)}
          text={t('sportsbook.myBets.emptyText')}
          action={
            <AppLink to={pathname} className="button button--primary">
              {t('sportsbook.nav.lobby')}
            </AppLink>
          }
        />
      ) : (
        <div className="sb-mybets__list">
          {list.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              onCashOut={(item) => setCashingId(item.id)}
            />
          ))}
        </div>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onPage={goToPage}
        className="sb-pager"
        labels={{
          region: t('sportsbook.pager.region'),
          previous: t('sportsbook.pager.previous'),
          next: t('sportsbook.pager.next'),
          position: t('sportsbook.pager.position', { page, total: totalPages }),
        }}
      />
      {cashing && <CashOutDialog ticket={cashing} onClose={() => setCashingId(null)} />}
    </div>
  );
}
