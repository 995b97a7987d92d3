import { hasCapability } from '@khela/contracts';
import type { MemberSummary, Operator } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { MemberDetail } from './MemberDetail';
import { searchLengthMin, useMemberSearch } from './members.api';

function ResultsTable({
  members,
  selectedId,
  onSelect,
}: {
  members: MemberSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-table--stack" data-testid="member-results">
        <thead>
          <tr>
            <th>{t('members.username')}</th>
            <th>{t('members.mobile')}</th>
            <th>{t('members.payeeName')}</th>
            <th>{t('members.status')}</th>
            <th className="ops-align-end">{t('members.balance')}</th>
            <th>{t('members.joined')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} aria-selected={member.id === selectedId}>
              <td data-label={t('members.username')}>
                <button
                  type="button"
                  className="ops-link"
                  onClick={() => onSelect(member.id)}
                  aria-label={t('members.open', { username: member.username })}
                >
                  {member.username}
                </button>
                <small className="ops-muted"> {member.merchantCode}</small>
              </td>
              <td data-label={t('members.mobile')}>{member.mobile ?? '—'}</td>
              <td data-label={t('members.payeeName')}>{member.payeeName ?? '—'}</td>
              <td data-label={t('members.status')}>{member.status}</td>
              <td data-label={t('members.balance')} className="ops-number ops-align-end">
                {formatAmount(member.balance, member.currency)}
              </td>
              <td data-label={t('members.joined')}>
                {formatDateTime(member.createdAt, i18n.language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Member lookup for support and finance: search by username, mobile or payee name, open one
 * to see balances and the ledger; finance may adjust the balance from there.
 */
export function MemberDesk({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const search = useMemberSearch(query);
  const results = search.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (text.length < searchLengthMin) {
      setHint(t('members.searchTooShort', { count: searchLengthMin }));
      return;
    }
    setHint(null);
    setQuery(text);
  }

  return (
    <div className="ops-stack">
      <section className="ops-panel" data-testid="ops-members">
        <h1>{t('members.title')}</h1>
        <form className="ops-search" role="search" onSubmit={submit} noValidate>
          <label className="ops-search__field">
            <span className="visually-hidden">{t('members.search')}</span>
            <input
              type="search"
              value={draft}
              maxLength={64}
              placeholder={t('members.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <BusyButton type="submit" isBusy={search.isFetching}>
            {t('members.search')}
          </BusyButton>
        </form>
        <ErrorNote text={hint} />
        <ErrorNote text={search.error ? errorText(search.error, t('common.loadFailed')) : null} />
        {search.isFetching && !results && <Skeleton />}
        {results && results.length === 0 && (
          <p className="ops-empty">{t('members.noResults', { query })}</p>
        )}
        {results && results.length > 0 && (
          <ResultsTable members={results} selectedId={selectedId} onSelect={setSelectedId} />
        )}
      </section>
      {selectedId && (
        <MemberDetail
          key={selectedId}
          memberId={selectedId}
          canAdjust={hasCapability(operator.role, 'finance')}
          canCorrect={hasCapability(operator.role, 'correctProfiles')}
          onClose={() => setSelectedId(null)}
        />
      )}
    </div>
  );
}
