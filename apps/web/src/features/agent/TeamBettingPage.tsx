import {
  catalogueGameTypes,
  teamBettingGroups,
  type CatalogueGameType,
  type TeamBetting,
  type TeamBettingGroup,
  type TeamBettingRow,
} from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCalendarDay } from '../../ui/format';
import { useTeamBetting } from './agent-reports.api';
import { ReportView, SignedAmount } from './ReportView';
import { ReportRange, TextFilter, useReportRange, type ReportColumn } from './report-parts';

/** The filters of team betting: how rows are grouped, whose, which game type and vendor. */
interface BettingFilter {
  groupBy: TeamBettingGroup;
  member: string;
  gameType: CatalogueGameType | '';
  vassalage: string;
}

/** The columns of team betting; the first names the group the way its kind reads. */
function useBettingColumns(groupBy: TeamBettingGroup): ReportColumn<TeamBettingRow>[] {
  const { t, i18n } = useTranslation();
  const label = (row: TeamBettingRow) => {
    if (groupBy === 'gameType') return t(`bettingRecord.gameType.${row.key}`, row.label);
    if (groupBy === 'day') return formatCalendarDay(row.key, i18n.language);
    if (groupBy === 'member') return <span data-keep-digits>{row.label}</span>;
    return row.label;
  };
  return [
    { key: 'label', label: t(`agent.betting.groups.${groupBy}`), render: label, isTitle: true },
    {
      key: 'betCount',
      label: t('agent.betting.betCount'),
      render: (row) => row.betCount,
      isNumber: true,
    },
    {
      key: 'validBet',
      label: t('agent.figures.validBet'),
      render: (row) => formatAmount(row.validBet),
      isNumber: true,
    },
    {
      key: 'payout',
      label: t('agent.figures.payout'),
      render: (row) => formatAmount(row.payout),
      isNumber: true,
    },
    {
      key: 'winLoss',
      label: t('agent.figures.winLoss'),
      render: (row) => <SignedAmount amount={row.winLoss} />,
      isNumber: true,
    },
  ];
}

/** The totals' cells of team betting. */
function bettingTotals(totals: TeamBetting['totals']) {
  return {
    betCount: totals.betCount,
    validBet: formatAmount(totals.validBet),
    payout: formatAmount(totals.payout),
    winLoss: <SignedAmount amount={totals.winLoss} />,
  };
}

/** Member, game type and vendor filters; the vendors are those the team played in the range. */
function BettingFilters({
  filter,
  vendors,
  onChange,
}: {
  filter: BettingFilter;
  vendors: TeamBetting['vendors'];
  onChange: (filter: BettingFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="report-filters">
      <TextFilter
        label={t('agent.report.member')}
        value={filter.member}
        onApply={(member) => onChange({ ...filter, member })}
        testId="betting-member"
      />
      <label className="bet-filter">
        <span className="bet-filter__label">{t('agent.betting.gameType')}</span>
        <select
          value={filter.gameType}
          data-testid="betting-game-type"
          onChange={(event) =>
            onChange({ ...filter, gameType: event.target.value as CatalogueGameType | '' })
          }
        >
          <option value="">{t('agent.report.all')}</option>
          {catalogueGameTypes.map((type) => (
            <option key={type} value={type}>
              {t(`bettingRecord.gameType.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="bet-filter">
        <span className="bet-filter__label">{t('agent.betting.vendor')}</span>
        <select
          value={filter.vassalage}
          data-testid="betting-vendor"
          onChange={(event) => onChange({ ...filter, vassalage: event.target.value })}
        >
          <option value="">{t('agent.report.all')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * personalHistoryCopy (spec §2 Team Betting): the team's bets in a range grouped by member,
 * game type, vendor or day, filtered by member, game type and vendor, with the totals of the
 * whole range and a CSV of it.
 */
export function TeamBettingPage() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange();
  const [filter, setFilter] = useState<BettingFilter>({
    groupBy: 'member',
    member: '',
    gameType: '',
    vassalage: '',
  });
  const query = { ...range, page, ...filter };
  const betting = useTeamBetting(query);
  const data = betting.data;
  const columns = useBettingColumns(filter.groupBy);
  const change = (next: BettingFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <div className="report" data-testid="ac-personalHistoryCopy">
      <section className="member-page__section report__filters">
        <div className="records__types" role="radiogroup" aria-label={t('agent.betting.groupBy')}>
          {teamBettingGroups.map((group) => (
            <button
              key={group}
              type="button"
              role="radio"
              aria-checked={filter.groupBy === group}
              className="chip"
              data-testid={`betting-group-${group}`}
              onClick={() => change({ ...filter, groupBy: group })}
            >
              {t(`agent.betting.groups.${group}`)}
            </button>
          ))}
        </div>
        <BettingFilters filter={filter} vendors={data?.vendors ?? []} onChange={change} />
        <ReportRange today={today} range={range} onChange={setRange} />
      </section>
      <ReportView
        result={betting}
        report="betting"
        query={query}
        caption={t('agent.centre.personalHistoryCopy')}
        columns={columns}
        rowKey={(row) => row.key}
        totals={data && bettingTotals(data.totals)}
        onPage={setPage}
        testId="betting"
      />
    </div>
  );
}
