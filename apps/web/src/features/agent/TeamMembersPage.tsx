import { agentSearchMatchCap, teamScopes } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { formatAmount, formatDate } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { LoadFailed } from '../wallet/LoadFailed';
import { useTeamMembers, type TeamMembersFilter } from './agent.api';
import { DownlineSheet } from './DownlineSheet';

/**
 * downlineManagmentView (spec §2 Team Management): the agent's direct downlines or its whole
 * team, searched by the start of a username, with each one's type, level, upline, team size
 * and this month's deposits and valid bets. A tap on one opens its sheet (figures, transfer,
 * suspension).
 */
export function TeamMembersPage() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const [query, setQuery] = useState<TeamMembersFilter>({
    q: '',
    scope: 'direct',
    page: 1,
  });
  const members = useTeamMembers(query);
  const data = members.data;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, q: draft.trim(), page: 1 });
  };
  return (
    <div className="agent-members" data-testid="ac-downlineManagmentView">
      <form className="agent-members__search" role="search" onSubmit={search}>
        <input
          type="search"
          value={draft}
          maxLength={64}
          aria-label={t('agent.members.search')}
          placeholder={t('agent.members.search')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          {t('agent.members.find')}
        </button>
      </form>
      <div className="agent-periods" role="radiogroup" aria-label={t('agent.members.scope')}>
        {teamScopes.map((scope) => (
          <button
            key={scope}
            type="button"
            role="radio"
            className="chip"
            aria-checked={query.scope === scope}
            onClick={() => setQuery({ ...query, scope, page: 1 })}
          >
            {t(`agent.members.scopes.${scope}`)}
          </button>
        ))}
      </div>
      {members.isError && <LoadFailed onRetry={() => void members.refetch()} />}
      {data?.hasMoreMatches && (
        <p className="report__note" role="status" data-testid="agent-members-more">
          {t('agent.members.moreMatches', { count: agentSearchMatchCap })}
        </p>
      )}
      {data && data.members.length === 0 && (
        <EmptyState testId="agent-members-empty" title={t('agent.members.empty')} />
      )}
      {data && data.members.length > 0 && (
        <ul className="agent-members__list" aria-busy={members.isFetching}>
          {data.members.map((member) => (
            <li key={member.username} className="agent-member" data-testid="agent-member">
              <div className="agent-member__head">
                <button
                  type="button"
                  className="agent-member__open"
                  onClick={() => setOpened(member.username)}
                  aria-label={t('agent.members.open', { username: member.username })}
                  data-testid="agent-member-open"
                >
                  <strong data-keep-digits>{member.username}</strong>
                </button>
                <span className="agent-member__type">
                  {t(member.isAgent === 0 ? 'agent.members.member' : 'agent.members.agent')}
                  <Icon name="chevron-right" size={16} />
                </span>
              </div>
              <dl className="agent-member__facts">
                <div>
                  <dt>{t('agent.members.level')}</dt>
                  <dd>{member.level}</dd>
                </div>
                <div>
                  <dt>{t('agent.members.upline')}</dt>
                  <dd data-keep-digits>{member.upline}</dd>
                </div>
                <div>
                  <dt>{t('agent.teamSize')}</dt>
                  <dd>{member.teamSize}</dd>
                </div>
                <div>
                  <dt>{t('agent.members.joined')}</dt>
                  <dd>{formatDate(member.joinedAt, i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('agent.members.monthDeposit')}</dt>
                  <dd>{formatAmount(member.monthDeposit)}</dd>
                </div>
                <div>
                  <dt>{t('agent.members.monthValidBet')}</dt>
                  <dd>{formatAmount(member.monthValidBet)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {data && data.totalPages > 1 && (
        <div className="agent-members__pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={query.page <= 1}
            onClick={() => setQuery({ ...query, page: query.page - 1 })}
          >
            {t('agent.members.previous')}
          </button>
          <span>{t('agent.members.page', { page: query.page, total: data.totalPages })}</span>
          <button
            type="button"
            className="button button--ghost"
            disabled={query.page >= data.totalPages}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('agent.members.next')}
          </button>
        </div>
      )}
      <DownlineSheet username={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
