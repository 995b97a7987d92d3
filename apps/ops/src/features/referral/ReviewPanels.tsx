import type { ReferralReport, ReferralWithheld } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import type { DayRange, ReferralChanges } from './referral.api';

/** One withheld friend: who, whose, what they share, what is held, and the decision. */
function WithheldRow(props: {
  row: ReferralWithheld;
  currency: string;
  canReview: boolean;
  changes: ReferralChanges;
}) {
  const { row, currency, canReview, changes } = props;
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flight = useSingleFlight();
  const decide = (decision: 'release' | 'reject') =>
    void flight.run(async () => {
      setError(null);
      try {
        await changes.decide(row.inviteeId, decision, reason.trim());
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  return (
    <tr data-testid="referral-withheld-row">
      <td>
        <strong>{row.invitee}</strong>
        <small>{formatDateTime(row.registeredAt, i18n.language)}</small>
      </td>
      <td>{row.referrer}</td>
      <td>{row.signals.map((signal) => t(`referralDesk.signals.${signal}`)).join(', ')}</td>
      <td>
        {formatAmount(row.amount, currency)}
        <small>{t('referralDesk.withheld.rewards', { count: row.rewards })}</small>
      </td>
      {canReview && (
        <td className="rf-decide">
          <input
            aria-label={t('referralDesk.withheld.reason')}
            placeholder={t('referralDesk.withheld.reason')}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <BusyButton isBusy={flight.isBusy} onClick={() => decide('release')}>
            {t('referralDesk.withheld.release')}
          </BusyButton>
          <BusyButton isDanger isBusy={flight.isBusy} onClick={() => decide('reject')}>
            {t('referralDesk.withheld.reject')}
          </BusyButton>
          <ErrorNote text={error} />
        </td>
      )}
    </tr>
  );
}

/** The friends whose rewards wait for a decision, oldest first. */
export function WithheldPanel(props: { report: ReferralReport; changes: ReferralChanges }) {
  const { report, changes } = props;
  const { t } = useTranslation();
  const rows = report.withheldInvitees;
  return (
    <section className="ops-panel" data-testid="referral-withheld">
      <div className="ops-section-head">
        <h2>{t('referralDesk.withheld.title')}</h2>
        <span>{formatAmount(report.withheld, report.currency)}</span>
      </div>
      <p className="ops-hint">{t('referralDesk.withheld.hint')}</p>
      {rows.length === 0 ? (
        <p className="ops-hint">{t('referralDesk.withheld.empty')}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th scope="col">{t('referralDesk.withheld.invitee')}</th>
                <th scope="col">{t('referralDesk.withheld.referrer')}</th>
                <th scope="col">{t('referralDesk.withheld.signals')}</th>
                <th scope="col">{t('referralDesk.withheld.amount')}</th>
                {report.canReview && <th scope="col">{t('referralDesk.withheld.decision')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <WithheldRow
                  key={row.inviteeId}
                  row={row}
                  currency={report.currency}
                  canReview={report.canReview}
                  changes={changes}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What rewards paid per day over the range, and what the programme still owes. */
export function CostPanel(props: { report: ReferralReport; onRange: (range: DayRange) => void }) {
  const { report, onRange } = props;
  const { t } = useTranslation();
  const [from, setFrom] = useState(report.from);
  const [to, setTo] = useState(report.to);
  const money = (amount: string) => formatAmount(amount, report.currency);
  return (
    <section className="ops-panel" data-testid="referral-cost">
      <h2>{t('referralDesk.cost.title')}</h2>
      <form
        className="ops-inline"
        onSubmit={(event) => {
          event.preventDefault();
          onRange({ from, to });
        }}
      >
        <label>
          {t('referralDesk.cost.from')}
          <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          {t('referralDesk.cost.to')}
          <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <button type="submit" className="ops-button">
          {t('referralDesk.cost.show')}
        </button>
      </form>
      <dl className="rf-figures">
        <div>
          <dt>{t('referralDesk.cost.total')}</dt>
          <dd data-testid="referral-cost-total">{money(report.total)}</dd>
        </div>
        <div>
          <dt>{t('referralDesk.cost.claims')}</dt>
          <dd>{report.claims}</dd>
        </div>
        <div>
          <dt>{t('referralDesk.cost.referrers')}</dt>
          <dd>{report.referrers}</dd>
        </div>
        <div>
          <dt>{t('referralDesk.cost.owed')}</dt>
          <dd>{money(report.owed)}</dd>
        </div>
      </dl>
      {report.byDay.length === 0 ? (
        <p className="ops-hint">{t('referralDesk.cost.empty')}</p>
      ) : (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('referralDesk.cost.day')}</th>
                <th scope="col">{t('referralDesk.cost.firstDeposit')}</th>
                <th scope="col">{t('referralDesk.cost.bets')}</th>
                <th scope="col">{t('referralDesk.cost.claims')}</th>
              </tr>
            </thead>
            <tbody>
              {report.byDay.map((day) => (
                <tr key={day.day}>
                  <td>{day.day}</td>
                  <td>{money(day.firstDeposit)}</td>
                  <td>{money(day.bets)}</td>
                  <td>{day.claims}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
