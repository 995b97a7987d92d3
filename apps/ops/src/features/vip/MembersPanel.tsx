import type { DeskVipMember, VipDesk } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { DeskPager } from '../agents/DeskPager';
import { MemberDialog } from './MemberDialog';
import { useLevelWords } from './level-words';
import {
  useVipMembers,
  vipMemberPageSize,
  type MemberFilter,
  type MerchantChoice,
  type VipChanges,
} from './vip.api';

/** The longest username start the server searches by. */
const queryLengthMax = 32;

const pagerWords = {
  previous: 'vipDesk.members.previous',
  next: 'vipDesk.members.next',
  page: 'vipDesk.members.page',
};

/** The table's columns in order (the row's action follows). */
const columns = ['member', 'level', 'window', 'since', 'labels'] as const;

/** One member: level, the window's figures, since when (or grace), labels, and the change. */
function MemberRow({
  member,
  desk,
  onChange,
}: {
  member: DeskVipMember;
  desk: VipDesk;
  onChange: () => void;
}) {
  const { t, i18n } = useTranslation();
  const levelWords = useLevelWords(desk);
  const column = (name: string) => t(`vipDesk.members.column.${name}`);
  const money = (amount: string) => formatAmount(amount, desk.currency);
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <tr data-testid="vip-member-row" data-member-id={member.memberId}>
      <td data-label={column('member')}>
        <strong>{member.username}</strong>
      </td>
      <td data-label={column('level')}>
        <span className={member.rank > 0 ? 'ops-badge vip-badge--level' : 'ops-badge'}>
          {levelWords(member.rank)}
        </span>
      </td>
      <td data-label={column('window')}>
        <span className="ops-number">{money(member.deposit)}</span>
        <br />
        <small className="ops-muted">
          {t('vipDesk.members.validBet', { amount: money(member.validBet) })}
        </small>
      </td>
      <td data-label={column('since')}>
        {member.reachedAt ? time(member.reachedAt) : '–'}
        {member.graceUntil && (
          <>
            <br />
            <small className="vip-grace">
              {t('vipDesk.members.graceUntil', { time: time(member.graceUntil) })}
            </small>
          </>
        )}
      </td>
      <td data-label={column('labels')}>
        {member.labels.length === 0 ? (
          <span className="ops-muted">–</span>
        ) : (
          <span className="vip-labels">
            {member.labels.map((label) => (
              <span key={label} className="vip-label">
                {label}
              </span>
            ))}
          </span>
        )}
      </td>
      {desk.canEdit && (
        <td data-label={t('vipDesk.members.column.actions')}>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            aria-label={t('vipDesk.members.changeNamed', { username: member.username })}
            onClick={onChange}
            data-testid="vip-member-change"
          >
            {t('vipDesk.members.change')}
          </button>
        </td>
      )}
    </tr>
  );
}

/** The level to list (any, none, or one of the table) and a username's start. */
function MemberSearch({
  desk,
  isBusy,
  onSearch,
}: {
  desk: VipDesk;
  isBusy: boolean;
  onSearch: (filter: MemberFilter) => void;
}) {
  const { t } = useTranslation();
  const levelWords = useLevelWords(desk);
  const [rank, setRank] = useState('any');
  const [query, setQuery] = useState('');
  const filterOf = (chosen: string, typed: string): MemberFilter => ({
    rank: chosen === 'any' ? undefined : Number(chosen),
    query: typed.trim(),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(filterOf(rank, query));
  }
  return (
    <form className="ops-search vip-search" role="search" onSubmit={submit} noValidate>
      <label className="ops-search__field vip-search__level">
        <span className="visually-hidden">{t('vipDesk.members.levelFilter')}</span>
        <select
          value={rank}
          onChange={(event) => {
            setRank(event.target.value);
            onSearch(filterOf(event.target.value, query));
          }}
          data-testid="vip-members-level"
        >
          <option value="any">{t('vipDesk.members.anyLevel')}</option>
          <option value="0">{levelWords(0)}</option>
          {desk.levels.map((level) => (
            <option key={level.rank} value={String(level.rank)}>
              {levelWords(level.rank)}
            </option>
          ))}
        </select>
      </label>
      <label className="ops-search__field">
        <span className="visually-hidden">{t('vipDesk.members.search')}</span>
        <input
          type="search"
          value={query}
          maxLength={queryLengthMax}
          placeholder={t('vipDesk.members.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="vip-members-query"
        />
      </label>
      <BusyButton type="submit" isBusy={isBusy}>
        {t('vipDesk.members.search')}
      </BusyButton>
    </form>
  );
}

/**
 * The members the programme knows, highest level first: filtered by level or found by
 * username, each with the window's figures and labels; an editor sets a level and labels.
 */
export function MembersPanel({
  merchant,
  desk,
  changes,
}: {
  merchant: MerchantChoice;
  desk: VipDesk;
  changes: VipChanges;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MemberFilter>({ rank: undefined, query: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DeskVipMember | null>(null);
  const members = useVipMembers(merchant, filter, page);
  const rows = members.data?.list;
  const totalPages = Math.ceil((members.data?.total ?? 0) / vipMemberPageSize);
  const column = (name: string) => t(`vipDesk.members.column.${name}`);
  return (
    <section className="ops-panel" data-testid="vip-members">
      <div className="ops-section-head">
        <h2>{t('vipDesk.members.title')}</h2>
        <BusyButton isGhost isBusy={members.isFetching} onClick={() => void members.refetch()}>
          {t('common.refresh')}
        </BusyButton>
      </div>
      <p className="ops-hint">{t('vipDesk.members.intro')}</p>
      <MemberSearch
        desk={desk}
        isBusy={members.isFetching}
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      <ErrorNote text={members.error ? errorText(members.error, t('common.loadFailed')) : null} />
      {members.isPending && <Skeleton />}
      {rows && rows.length === 0 && <p className="ops-empty">{t('vipDesk.members.empty')}</p>}
      {rows && rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack vip-members">
            <thead>
              <tr>
                {columns.map((name) => (
                  <th key={name} scope="col">
                    {column(name)}
                  </th>
                ))}
                {desk.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">{t('vipDesk.members.column.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <MemberRow
                  key={member.memberId}
                  member={member}
                  desk={desk}
                  onChange={() => setEditing(member)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager page={page} totalPages={totalPages} onPage={setPage} words={pagerWords} />
      {editing && (
        <MemberDialog
          member={editing}
          desk={desk}
          changes={changes}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
