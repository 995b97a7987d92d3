import type { VipLevel } from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { useMediaQuery } from '../../ui/media-query';
import { useRatesText } from './LevelBenefits';
import { VipBadge } from './VipBadge';
import { isNone, rebateEntries, sortedLevels } from './vip.rules';

/** From this width the levels are one table; below it, a card each. */
const tableQuery = '(min-width: 1024px)';

/** Lines of a cell, or one muted line when there is nothing to say. */
function Lines({ lines, empty }: { lines: string[]; empty: string }) {
  if (lines.length === 0) return <span className="vip-levels__muted">{empty}</span>;
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="vip-levels__line">
          {line}
        </span>
      ))}
    </>
  );
}

/** Deposits and valid bets a threshold asks for (reach or keep); none when both are zero. */
function Threshold({ deposit, bet, currency }: { deposit: string; bet: string; currency: string }) {
  const { t } = useTranslation();
  const lines = [
    isNone(deposit, currency) ? null : t('vip.table.deposit', { amount: formatAmount(deposit) }),
    isNone(bet, currency) ? null : t('vip.table.validBet', { amount: formatAmount(bet) }),
  ].filter((line): line is string => line !== null);
  return <Lines lines={lines} empty={t('vip.table.noMinimum')} />;
}

/** The level's bonuses, with the wagering they carry. */
function Bonuses({ level, currency }: { level: VipLevel; currency: string }) {
  const { t } = useTranslation();
  const kinds = [
    ['upgrade', level.upgradeBonus],
    ['weekly', level.weeklyBonus],
    ['monthly', level.monthlyBonus],
  ] as const;
  const lines = kinds
    .filter(([, amount]) => !isNone(amount, currency))
    .map(([kind, amount]) => t(`vip.table.${kind}`, { amount: formatAmount(amount) }));
  if (lines.length > 0 && level.turnoverMultiple > 0) {
    lines.push(t('vip.table.turnover', { count: level.turnoverMultiple }));
  }
  return <Lines lines={lines} empty={t('vip.table.noBonus')} />;
}

/** The level's rebate rates per game type, as percentages. */
function Rebates({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  const ratesText = useRatesText('vip.table.rate');
  const lines = rebateEntries(level).map((entry) => ratesText([entry]));
  return <Lines lines={lines} empty={t('vip.table.noRebate')} />;
}

/** The level's daily withdrawal limits, or the site's standard ones. */
function Withdrawals({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  const lines = [
    level.withdrawDailyCountMax === null
      ? null
      : t('vip.table.count', { count: level.withdrawDailyCountMax }),
    level.withdrawDailyMax === null
      ? null
      : t('vip.table.max', { amount: formatAmount(level.withdrawDailyMax) }),
  ].filter((line): line is string => line !== null);
  return <Lines lines={lines} empty={t('vip.table.standard')} />;
}

/** Whether the level has its own VIP customer service. */
function Service({ level }: { level: VipLevel }) {
  const { t } = useTranslation();
  return level.hasVipService ? (
    <span className="vip-levels__yes">
      <Icon name="service" size={16} /> {t('vip.table.hasService')}
    </span>
  ) : (
    <span className="vip-levels__muted">{t('vip.table.noService')}</span>
  );
}

/** A level's badge, name and, for the member, whether it is theirs or the next. */
function LevelName({
  level,
  tag,
  hasServiceChip = false,
}: {
  level: VipLevel;
  tag: string | null;
  /** Cards say VIP service beside the name (the table has a column for it). */
  hasServiceChip?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="vip-levels__name">
      <VipBadge rank={level.rank} hasCrown={level.hasVipService} size={40} />
      <div>
        <span className="vip-rank-chip">{t('vip.rankChip', { rank: level.rank })}</span>
        <strong>{level.name}</strong>
        {tag && <span className="vip-levels__tag">{tag}</span>}
        {hasServiceChip && level.hasVipService && (
          <span className="vip-levels__service">
            <Icon name="service" size={14} /> {t('vip.table.service')}
          </span>
        )}
      </div>
    </div>
  );
}

/** The columns after the name, each a heading and its content. */
function useColumns(currency: string) {
  const { t } = useTranslation();
  return [
    {
      key: 'reach',
      label: t('vip.table.reach'),
      cell: (level: VipLevel) => (
        <Threshold deposit={level.depositMin} bet={level.validBetMin} currency={currency} />
      ),
    },
    {
      key: 'keep',
      label: t('vip.table.keep'),
      cell: (level: VipLevel) => (
        <Threshold deposit={level.keepDepositMin} bet={level.keepValidBetMin} currency={currency} />
      ),
    },
    {
      key: 'bonuses',
      label: t('vip.table.bonuses'),
      cell: (level: VipLevel) => <Bonuses level={level} currency={currency} />,
    },
    {
      key: 'rebate',
      label: t('vip.table.rebate'),
      cell: (level: VipLevel) => <Rebates level={level} />,
    },
    {
      key: 'withdraw',
      label: t('vip.table.withdraw'),
      cell: (level: VipLevel) => <Withdrawals level={level} />,
    },
    {
      key: 'service',
      label: t('vip.table.service'),
      cell: (level: VipLevel) => <Service level={level} />,
    },
  ] satisfies { key: string; label: string; cell: (level: VipLevel) => ReactNode }[];
}

type Column = ReturnType<typeof useColumns>[number];

/** How a level reads for the member: theirs, the next one, or neither. */
interface LevelMarks {
  tagOf: (level: VipLevel) => string | null;
  classOf: (level: VipLevel) => string;
}

/** Marks the member's level (rank > 0) and the next one; nothing for a visitor (null). */
function useLevelMarks(levels: readonly VipLevel[], rank: number | null): LevelMarks {
  const { t } = useTranslation();
  const nextRank = rank === null ? null : (levels.find((level) => level.rank > rank)?.rank ?? null);
  const isCurrent = (level: VipLevel) => rank !== null && rank > 0 && level.rank === rank;
  return {
    tagOf: (level) =>
      isCurrent(level)
        ? t('vip.table.current')
        : level.rank === nextRank
          ? t('vip.table.next')
          : null,
    classOf: (level) =>
      isCurrent(level) ? ' is-current' : level.rank === nextRank ? ' is-next' : '',
  };
}

/** The levels as one table, a row each (wide screens). */
function LevelRows({
  levels,
  columns,
  marks,
}: {
  levels: readonly VipLevel[];
  columns: Column[];
  marks: LevelMarks;
}) {
  const { t } = useTranslation();
  return (
    <div className="vip-levels__scroll">
      <table className="vip-levels__table">
        <caption className="visually-hidden">{t('vip.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.table.level')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr
              key={level.rank}
              className={`vip-levels__row${marks.classOf(level)}`}
              data-testid="vip-level"
              data-rank={level.rank}
            >
              <th scope="row">
                <LevelName level={level} tag={marks.tagOf(level)} />
              </th>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(level)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The levels as cards, each with its facts in a grid (phones and tablets). */
function LevelCards({
  levels,
  columns,
  marks,
}: {
  levels: readonly VipLevel[];
  columns: Column[];
  marks: LevelMarks;
}) {
  return (
    <ol className="vip-levels__cards">
      {levels.map((level) => (
        <li
          key={level.rank}
          className={`vip-levels__card${marks.classOf(level)}`}
          data-testid="vip-level"
          data-rank={level.rank}
        >
          <LevelName level={level} tag={marks.tagOf(level)} hasServiceChip />
          <dl className="vip-levels__facts">
            {columns
              .filter((column) => column.key !== 'service')
              .map((column) => (
                <div
                  key={column.key}
                  className={`vip-levels__fact vip-levels__fact--${column.key}`}
                >
                  <dt>{column.label}</dt>
                  <dd>{column.cell(level)}</dd>
                </div>
              ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/**
 * Every level compared: what it takes to reach and keep it, its bonuses, rebates, withdrawal
 * limits and VIP service. A table on a wide screen; a card per level on a phone. For a member,
 * their own level and the next one are marked.
 */
export function LevelTable({
  levels,
  currency,
  rank = null,
}: {
  levels: readonly VipLevel[];
  currency: string;
  /** The member's rank (0: no level yet); null for a visitor. */
  rank?: number | null;
}) {
  const { t } = useTranslation();
  const isTable = useMediaQuery(tableQuery);
  const columns = useColumns(currency);
  const sorted = sortedLevels(levels);
  const marks = useLevelMarks(sorted, rank);
  const Levels = isTable ? LevelRows : LevelCards;
  return (
    <section className="vip-section vip-levels" aria-labelledby="vip-levels-title">
      <div className="vip-section__head">
        <h2 id="vip-levels-title" className="vip-section__title">
          {t('vip.table.title')}
        </h2>
        <span className="vip-levels__currency">{t('vip.table.amountsIn', { currency })}</span>
      </div>
      <Levels levels={sorted} columns={columns} marks={marks} />
    </section>
  );
}
