import type { LedgerEntry, MemberSummary } from '@khela/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Field, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../ui/format';
import { AdjustmentForm } from './AdjustmentForm';
import { MemberProfile } from './MemberProfile';
import { useMemberDetail } from './members.api';

function MemberFacts({ member }: { member: MemberSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="ops-balances">
        <div className="ops-balance" data-testid="member-balance">
          <span>{t('members.balance')}</span>
          <strong className="ops-number">{formatAmount(member.balance, member.currency)}</strong>
        </div>
        <div className="ops-balance" data-testid="member-held">
          <span>{t('members.held')}</span>
          <strong className="ops-number">{formatAmount(member.held, member.currency)}</strong>
        </div>
      </div>
      <dl className="ops-fields">
        <Field label={t('members.merchant')}>{member.merchantCode}</Field>
        <Field label={t('members.mobile')}>{member.mobile ?? '—'}</Field>
        <Field label={t('members.payeeName')}>{member.payeeName ?? '—'}</Field>
        <Field label={t('members.status')}>
          {member.status}
          {member.isAgent === 1 && <span className="ops-badge">{t('members.agent')}</span>}
        </Field>
        <Field label={t('members.joined')}>{formatDateTime(member.createdAt, i18n.language)}</Field>
      </dl>
    </>
  );
}

function LedgerTable({ entries }: { entries: LedgerEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-table--stack" data-testid="member-ledger">
        <thead>
          <tr>
            <th>{t('members.time')}</th>
            <th>{t('members.kind')}</th>
            <th>{t('members.account')}</th>
            <th className="ops-align-end">{t('members.entryAmount')}</th>
            <th className="ops-align-end">{t('members.balanceAfter')}</th>
            <th>{t('members.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            // One transfer can touch two of the member's accounts (wallet and held).
            <tr key={`${entry.id}:${entry.account}`}>
              <td data-label={t('members.time')}>{formatDateTime(entry.time, i18n.language)}</td>
              <td data-label={t('members.kind')}>
                <code>{entry.kind}</code>
              </td>
              <td data-label={t('members.account')}>{entry.account}</td>
              <td
                data-label={t('members.entryAmount')}
                className={`ops-number ops-align-end ${entry.amount.startsWith('-') ? 'ops-text-danger' : 'ops-text-success'}`}
              >
                {formatSignedAmount(entry.amount)}
              </td>
              <td data-label={t('members.balanceAfter')} className="ops-number ops-align-end">
                {formatAmount(entry.balanceAfter)}
              </td>
              <td data-label={t('members.reference')}>
                {entry.reference ? <code>{entry.reference}</code> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One member: balances, the facts support asks about, the profile (corrected by owners and
 * admins), the ledger, and (finance) adjustments.
 */
export function MemberDetail({
  memberId,
  canAdjust,
  canCorrect,
  onClose,
}: {
  memberId: string;
  canAdjust: boolean;
  canCorrect: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useMemberDetail(memberId);
  const panelRef = useRef<HTMLElement>(null);
  // On a phone the detail opens below the results: bring it into view.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const pages = detail.data?.pages;
  const member = pages?.[0]?.member;
  const entries = pages?.flatMap((page) => page.ledger) ?? [];
  return (
    <section ref={panelRef} className="ops-panel" data-testid="member-detail">
      <div className="ops-section-head">
        <h2>{member ? member.username : t('members.detail')}</h2>
        <button type="button" className="ops-button ops-button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <ErrorNote text={detail.error ? errorText(detail.error, t('common.loadFailed')) : null} />
      {detail.isPending && <Skeleton rows={4} />}
      {member && <MemberFacts member={member} />}
      {member && <MemberProfile memberId={member.id} canCorrect={canCorrect} />}
      {member && canAdjust && <AdjustmentForm key={member.id} member={member} />}
      {member && (
        <section className="ops-subpanel">
          <h3>{t('members.ledger')}</h3>
          {entries.length === 0 ? (
            <p className="ops-empty">{t('members.ledgerEmpty')}</p>
          ) : (
            <LedgerTable entries={entries} />
          )}
          {detail.hasNextPage && entries.length > 0 && (
            <BusyButton
              isGhost
              isBusy={detail.isFetchingNextPage}
              onClick={() => void detail.fetchNextPage()}
            >
              {t('common.older')}
            </BusyButton>
          )}
          {!detail.hasNextPage && pages && pages.length > 1 && (
            <p className="ops-hint">{t('members.ledgerEnd')}</p>
          )}
        </section>
      )}
    </section>
  );
}
