import type { LotteryTicketView } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/SessionProvider';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatDateTime } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { showToast } from '../../ui/toast';
import { LoginRequired, RealAccountRequired } from '../account/LoginRequired';
import { shortHex } from '../fairness/lottery-proof';
import { useSiteConfig } from '../system/system.api';
import { useBetErrorText } from './bet-errors';
import { useCancelTicket, useLotteryTickets } from './lottery.api';
import { useLotteryTexts } from './lottery-texts';
import './results.css';

const ticketStatuses = ['open', 'won', 'lost', 'cancelled'] as const;
type TicketStatus = (typeof ticketStatuses)[number];
const ticketsPageSize = 10;

/**
 * The member's lottery tickets: status (open, won, lost, cancelled), win and hits, filtered by
 * status and game, a page at a time; an open ticket the game lets go can be cancelled.
 */
export function MyTickets({ gameId, onBet }: { gameId: string; onBet: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useSession();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [isThisGame, setIsThisGame] = useState(true);
  const [pageNo, setPageNo] = useState(1);
  const [cancelling, setCancelling] = useState<LotteryTicketView | null>(null);
  const tickets = useLotteryTickets(
    {
      gameId: isThisGame ? gameId : undefined,
      status: status ?? undefined,
      pageNo,
      pageSize: ticketsPageSize,
    },
    isLoggedIn && !isTrial,
  );
  if (!isLoggedIn)
    return <LoginRequired testId="lottery-tickets-login" textKey="lottery.loginForTickets" />;
  if (isTrial) return <RealAccountRequired />;
  const totalPages = tickets.data?.totalPages ?? 1;
  const list = tickets.data?.tickets ?? [];
  const choose = (next: TicketStatus | null) => {
    setStatus(next);
    setPageNo(1);
  };
  return (
    <div className="my-tickets" data-testid="lottery-tickets">
      <div className="my-tickets__filters">
        <div className="lottery-chips" role="group" aria-label={t('lottery.tickets.statusLabel')}>
          {[null, ...ticketStatuses].map((item) => (
            <button
              key={item ?? 'all'}
              type="button"
              className="chip"
              aria-pressed={status === item}
              onClick={() => choose(item)}
              data-testid={`lottery-tickets-${item ?? 'all'}`}
            >
              {item === null ? t('lottery.tickets.all') : t(`lottery.status.${item}`)}
            </button>
          ))}
        </div>
        <label className="my-tickets__scope">
          <input
            type="checkbox"
            checked={isThisGame}
            onChange={(event) => {
              setIsThisGame(event.target.checked);
              setPageNo(1);
            }}
          />
          <span>{t('lottery.tickets.thisGameOnly')}</span>
        </label>
      </div>
      {tickets.isPending ? (
        <div aria-busy="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="skeleton lottery-skeleton__row" />
          ))}
        </div>
      ) : tickets.isError && !tickets.data ? (
        <EmptyState
          testId="lottery-tickets-failed"
          art="/art/states/maintenance.svg"
          title={t('lottery.tickets.loadFailed')}
          text={t('lottery.loadFailedText')}
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
          testId="lottery-tickets-empty"
          title={t(status ? 'lottery.tickets.noneOfStatus' : 'lottery.tickets.none')}
          text={t('lottery.tickets.noneText')}
          action={
            <button type="button" className="button button--primary" onClick={onBet}>
              {t('lottery.tabs.bet')}
            </button>
          }
        />
      ) : (
        <>
          <ul
            className={`my-tickets__list ${tickets.isPlaceholderData ? 'my-tickets__list--stale' : ''}`}
            aria-busy={tickets.isFetching}
          >
            {list.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard ticket={ticket} onCancel={() => setCancelling(ticket)} />
              </li>
            ))}
          </ul>
          {totalPages > 1 && (
            <nav className="my-tickets__pager" aria-label={t('lottery.tickets.pages')}>
              <button
                type="button"
                className="button button--small"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((page) => Math.max(1, page - 1))}
                aria-label={t('lottery.tickets.previous')}
              >
                <Icon name="chevron-left" size={18} />
              </button>
              <span className="tabular" data-testid="lottery-tickets-page">
                {t('lottery.tickets.page', { page: pageNo, total: totalPages })}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={pageNo >= totalPages}
                onClick={() => setPageNo((page) => Math.min(totalPages, page + 1))}
                aria-label={t('lottery.tickets.next')}
              >
                <Icon name="chevron-right" size={18} />
              </button>
            </nav>
          )}
        </>
      )}
      <CancelTicket ticket={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

function TicketCard({ ticket, onCancel }: { ticket: LotteryTicketView; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const { info } = useSiteConfig();
  const { playTypeName, selectionText } = useLotteryTexts();
  return (
    <article
      className={`ticket ticket--${ticket.status}`}
      data-testid="lottery-ticket"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
    >
      <header className="ticket__head">
        <span className="ticket__game">{ticket.gameName}</span>
        <span className={`lottery-badge ticket__status ticket__status--${ticket.status}`}>
          {t(`lottery.status.${ticket.status}`)}
        </span>
      </header>
      <p className="ticket__pick">
        <span>{playTypeName(ticket.playType)}</span>{' '}
        <strong className="tabular">{selectionText(ticket.playType, ticket.selection)}</strong>
      </p>
      <dl className="ticket__facts">
        <div>
          <dt>{t('lottery.confirm.numero')}</dt>
          <dd className="tabular">{ticket.numero}</dd>
        </div>
        <div>
          <dt>{t('lottery.confirm.stake')}</dt>
          <dd className="tabular">{formatAmount(ticket.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.confirm.odds')}</dt>
          <dd className="tabular">{t('lottery.bet.oddsValue', { odds: ticket.odds })}</dd>
        </div>
        <div>
          <dt>{t('lottery.tickets.win')}</dt>
          <dd className="tabular ticket__win" data-testid="lottery-ticket-win">
            {ticket.status === 'open' ? '—' : formatAmount(ticket.win)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.tickets.hits')}</dt>
          <dd className="tabular">{ticket.hits === null ? '—' : ticket.hits}</dd>
        </div>
        <div>
          <dt>{t('lottery.tickets.placed')}</dt>
          <dd>{formatDateTime(ticket.createdAt, i18n.language, info.timezone)}</dd>
        </div>
      </dl>
      <details className="ticket__proof">
        <summary className="ticket__proof-summary">
          <span>{t('lottery.tickets.fingerprint')}</span>
          <span className="lottery-mono">{shortHex(ticket.fingerprint)}</span>
        </summary>
        <p className="lottery-mono" data-testid="lottery-ticket-fingerprint">
          {ticket.fingerprint}
        </p>
        <p className="ticket__proof-note">{t('lottery.tickets.fingerprintText')}</p>
      </details>
      {ticket.isCancellable && (
        <button type="button" className="button button--small button--ghost" onClick={onCancel}>
          {t('lottery.tickets.cancel')}
        </button>
      )}
    </article>
  );
}

/** Asks before cancelling a ticket (its stake comes back), then cancels it. */
function CancelTicket({
  ticket,
  onClose,
}: {
  ticket: LotteryTicketView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { playTypeName, selectionText } = useLotteryTexts();
  const cancel = useCancelTicket();
  const errorText = useBetErrorText();
  const failure = ticket && cancel.variables === ticket.id ? cancel.error : null;
  function confirm() {
    if (!ticket || cancel.isPending) return;
    cancel.mutate(ticket.id, {
      onSuccess: () => {
        showToast(t('lottery.tickets.cancelled'), 'success');
        onClose();
      },
    });
  }
  return (
    <Modal
      isOpen={ticket !== null}
      title={t('lottery.tickets.cancelTitle')}
      onClose={onClose}
      isDismissable={!cancel.isPending}
      width={420}
      onConfirm={confirm}
      isConfirmBusy={cancel.isPending}
      testId="lottery-cancel"
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={cancel.isPending}>
            {t('lottery.tickets.keep')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={cancel.isPending}
            onClick={confirm}
          >
            {t('lottery.tickets.cancelConfirm')}
          </button>
        </>
      }
    >
      {ticket && (
        <p>
          {t('lottery.tickets.cancelText', {
            pick: `${playTypeName(ticket.playType)} ${selectionText(ticket.playType, ticket.selection)}`,
            numero: ticket.numero,
            stake: formatAmount(ticket.stake),
          })}
        </p>
      )}
      {failure && (
        <p className="lottery-error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </Modal>
  );
}
