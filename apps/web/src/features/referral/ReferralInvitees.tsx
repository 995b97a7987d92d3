import type { ReferralSummary } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount } from '../../ui/format';
import { useFormatDateTime } from '../system/date-time';

/** The member's friends, masked, with their status and what each has earned; paged. */
export function ReferralInvitees({
  summary,
  pageNo,
  onPage,
}: {
  summary: ReferralSummary;
  pageNo: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <section className="referral-section" aria-labelledby="referral-invitees-title">
      <div className="referral-section__head">
        <h3 id="referral-invitees-title" className="referral-section__title">
          {t('referral.invitees.title')}
        </h3>
        <span className="referral-section__note">{summary.invitedCount}</span>
      </div>
      {summary.invitees.length === 0 ? (
        <EmptyState
          testId="referral-invitees-empty"
          title={t('referral.invitees.empty')}
          text={t('referral.invitees.emptyText')}
        />
      ) : (
        <ul className="referral-list" data-testid="referral-invitees">
          {summary.invitees.map((invitee) => (
            <li key={`${invitee.username}-${invitee.registeredAt}`} className="referral-row">
              <div className="referral-row__main">
                <strong>{invitee.username}</strong>
                <span className="referral-row__sub">
                  {t('referral.invitees.registered', { time: formatTime(invitee.registeredAt) })}
                </span>
              </div>
              <div className="referral-row__side">
                <span className={`referral-status referral-status--${invitee.status}`}>
                  {t(`referral.invitees.status.${invitee.status}`)}
                </span>
                <span className="referral-row__sub referral-amount">
                  {t('referral.invitees.earned', { amount: formatAmount(invitee.earned) })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {summary.totalPages > 1 && (
        <div className="referral-pager">
          <button
            type="button"
            className="button button--small"
            disabled={pageNo <= 1}
            onClick={() => onPage(pageNo - 1)}
          >
            {t('referral.invitees.previous')}
          </button>
          <span>{t('referral.invitees.page', { page: pageNo, pages: summary.totalPages })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={pageNo >= summary.totalPages}
            onClick={() => onPage(pageNo + 1)}
          >
            {t('referral.invitees.next')}
          </button>
        </div>
      )}
    </section>
  );
}
