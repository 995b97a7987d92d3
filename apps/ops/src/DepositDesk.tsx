import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveDeposit,
  depositQueue,
  OpsApiError,
  rejectDeposit,
  type QueuedDeposit,
} from './api';

/**
 * The finance queue of submitted deposits: match the TrxID with the receiving account's
 * statement, then approve (the wallet is credited) or reject with a reason for the player.
 */
export function DepositDesk() {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<QueuedDeposit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const load = useCallback(async () => {
    try {
      setRows(await depositQueue(i18n.language));
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof OpsApiError && failure.message ? failure.message : t('deposits.failed'),
      );
    }
  }, [i18n.language, t]);

  useEffect(() => {
    depositQueue(i18n.language)
      .then((value) => setRows(value))
      .catch((failure: unknown) =>
        setError(
          failure instanceof OpsApiError && failure.message
            ? failure.message
            : t('deposits.failed'),
        ),
      );
  }, [i18n.language, t]);

  async function act(action: () => Promise<unknown>) {
    try {
      await action();
      setRejecting(null);
      setReason('');
    } catch (failure) {
      setError(
        failure instanceof OpsApiError && failure.message ? failure.message : t('deposits.failed'),
      );
    }
    await load();
  }

  return (
    <section className="ops-card ops-desk-section" data-testid="ops-deposits">
      <div className="ops-section-head">
        <h2>{t('deposits.title')}</h2>
        <button type="button" className="ops-button ops-button--ghost" onClick={() => void load()}>
          {t('deposits.refresh')}
        </button>
      </div>
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {rows && rows.length === 0 && <p>{t('deposits.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table">
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
                <tr key={row.id} data-testid={`deposit-${row.id}`}>
                  <td>{row.username}</td>
                  <td className="ops-number">
                    {row.amount} {row.currency}
                  </td>
                  <td>
                    {row.methodName} · {row.channelName}
                    <br />
                    <small>{row.receivingAccount.number}</small>
                  </td>
                  <td>
                    <code>{row.trxId}</code>
                  </td>
                  <td>{row.payingNumber}</td>
                  <td className="ops-actions">
                    {rejecting === row.id ? (
                      <>
                        <input
                          aria-label={t('deposits.reason')}
                          placeholder={t('deposits.reason')}
                          value={reason}
                          maxLength={300}
                          onChange={(event) => setReason(event.target.value)}
                        />
                        <button
                          type="button"
                          className="ops-button ops-button--danger"
                          disabled={reason.trim() === ''}
                          onClick={() =>
                            void act(() => rejectDeposit(row.id, reason, i18n.language))
                          }
                        >
                          {t('deposits.confirmReject')}
                        </button>
                      </>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="ops-button"
                          onClick={() => void act(() => approveDeposit(row.id, i18n.language))}
                        >
                          {t('deposits.approve')}
                        </button>
                        <button
                          type="button"
                          className="ops-button ops-button--ghost"
                          onClick={() => setRejecting(row.id)}
                        >
                          {t('deposits.reject')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
