import type { QueuedDeposit } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { PromptDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { approveDeposit, depositKeys, rejectDeposit, useDepositQueue } from './deposits.api';

const reasonLengthMax = 300;

/** One deposit; a failed approval reports to the desk, as the reloaded queue may drop the row. */
function DepositRow({
  row,
  onFailure,
}: {
  row: QueuedDeposit;
  onFailure: (text: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [isRejecting, setIsRejecting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: depositKeys.all });

  return (
    <tr data-testid={`deposit-${row.id}`}>
      <td data-label={t('deposits.member')}>
        {row.username}
        <br />
        <small>{formatDateTime(row.createdAt, i18n.language)}</small>
      </td>
      <td data-label={t('deposits.amount')} className="ops-number">
        {formatAmount(row.amount, row.currency)}
      </td>
      <td data-label={t('deposits.channel')}>
        {row.methodName} · {row.channelName}
        <br />
        <small>
          {row.receivingAccount
            ? `${row.receivingAccount.name} · ${row.receivingAccount.number}`
            : t('deposits.gateway')}
        </small>
      </td>
      <td data-label={t('deposits.trxId')}>{row.trxId ? <code>{row.trxId}</code> : '—'}</td>
      <td data-label={t('deposits.payingNumber')}>{row.payingNumber ?? '—'}</td>
      <td data-label={t('deposits.actions')}>
        <div className="ops-actions">
          <BusyButton
            isBusy={isBusy}
            onClick={() =>
              void run(async () => {
                onFailure(null);
                try {
                  await approveDeposit(row.id);
                } catch (failure) {
                  onFailure(`${row.username}: ${errorText(failure, t('common.failed'))}`);
                }
                await refresh();
              })
            }
          >
            {t('deposits.approve')}
          </BusyButton>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            disabled={isBusy}
            onClick={() => setIsRejecting(true)}
          >
            {t('deposits.reject')}
          </button>
        </div>
        {isRejecting && (
          <PromptDialog
            title={t('deposits.rejectTitle', { username: row.username })}
            summary={<p>{formatAmount(row.amount, row.currency)}</p>}
            label={t('deposits.reason')}
            submitLabel={t('deposits.confirmReject')}
            maxLength={reasonLengthMax}
            isDanger
            onClose={() => setIsRejecting(false)}
            onSubmit={async (reason) => {
              try {
                await rejectDeposit(row.id, reason);
                await refresh();
                return null;
              } catch (failure) {
                return errorText(failure, t('common.failed'));
              }
            }}
          />
        )}
      </td>
    </tr>
  );
}

/**
 * The finance queue of submitted deposits: match the TrxID with the receiving account's
 * statement, then approve (the wallet is credited) or reject with a reason for the player.
 */
export function DepositDesk() {
  const { t } = useTranslation();
  const queue = useDepositQueue();
  const rows = queue.data;
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="ops-panel" data-testid="ops-deposits">
      <div className="ops-section-head">
        <h1>{t('deposits.title')}</h1>
        <BusyButton isGhost isBusy={queue.isFetching} onClick={() => void queue.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <ErrorNote text={failure} />
      <ErrorNote text={queue.error ? errorText(queue.error, t('common.loadFailed')) : null} />
      {queue.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('deposits.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th>{t('deposits.member')}</th>
                <th>{t('deposits.amount')}</th>
                <th>{t('deposits.channel')}</th>
                <th>{t('deposits.trxId')}</th>
                <th>{t('deposits.payingNumber')}</th>
                <th>{t('deposits.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <DepositRow key={row.id} row={row} onFailure={setFailure} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
