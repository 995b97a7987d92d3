import type { VipDesk } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { formatCount, levelName, sumAmounts } from './vip-text';

/** The programme's big figures: what it owes now and has paid, members and levels. */
function CostFigures({ desk }: { desk: VipDesk }) {
  const { t } = useTranslation();
  const { currency, costs } = desk;
  const total = (pick: (cost: VipDesk['costs'][number]) => number) =>
    costs.reduce((sum, cost) => sum + pick(cost), 0);
  const money = (amount: string | null) => (amount === null ? '–' : formatAmount(amount, currency));
  const bonuses = (count: number) =>
    t('vipDesk.summary.bonusCount', { count, shown: formatCount(count) });
  const members = desk.levels.reduce((sum, level) => sum + level.members, 0);
  const figures = [
    {
      name: 'owed',
      value: money(
        sumAmounts(
          costs.map((cost) => cost.unclaimed),
          currency,
        ),
      ),
      note: bonuses(total((cost) => cost.unclaimedCount)),
    },
    {
      name: 'paid',
      value: money(
        sumAmounts(
          costs.map((cost) => cost.paid),
          currency,
        ),
      ),
      note: bonuses(total((cost) => cost.paidCount)),
    },
    { name: 'members', value: formatCount(members) },
    { name: 'levels', value: formatCount(desk.levels.length) },
  ];
  return (
    <dl className="vip-figures" data-testid="vip-figures">
      {figures.map((figure) => (
        <div key={figure.name} className="vip-figures__figure" data-figure={figure.name}>
          <dt>{t(`vipDesk.summary.${figure.name}`)}</dt>
          <dd className="ops-number">{figure.value}</dd>
          {figure.note && <dd className="vip-figures__note">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Per bonus kind: what is claimable and not expired (owed), and what was claimed (paid). */
function CostTable({ desk }: { desk: VipDesk }) {
  const { t } = useTranslation();
  const bonuses = (count: number) =>
    t('vipDesk.summary.bonusCount', { count, shown: formatCount(count) });
  return (
    <div className="vip-costs-wrap">
      <h3 className="vip-caption" id="vip-costs-title">
        {t('vipDesk.summary.costsTitle')}
      </h3>
      <div className="ops-table-wrap">
        <table
          className="ops-table ops-table--stack vip-costs"
          aria-labelledby="vip-costs-title"
          data-testid="vip-costs"
        >
          <thead>
            <tr>
              <th scope="col">{t('vipDesk.summary.column.kind')}</th>
              <th scope="col" className="ops-align-end">
                {t('vipDesk.summary.column.unclaimed')}
              </th>
              <th scope="col" className="ops-align-end">
                {t('vipDesk.summary.column.paid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {desk.costs.map((cost) => (
              <tr key={cost.kind} data-kind={cost.kind}>
                <th scope="row">{t(`vipDesk.kind.${cost.kind}`)}</th>
                <td data-label={t('vipDesk.summary.column.unclaimed')} className="ops-align-end">
                  <span className="ops-number">{formatAmount(cost.unclaimed, desk.currency)}</span>
                  <br />
                  <small className="ops-muted">{bonuses(cost.unclaimedCount)}</small>
                </td>
                <td data-label={t('vipDesk.summary.column.paid')} className="ops-align-end">
                  <span className="ops-number">{formatAmount(cost.paid, desk.currency)}</span>
                  <br />
                  <small className="ops-muted">{bonuses(cost.paidCount)}</small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** How many members hold each level, as a bar against the busiest level. */
function MembersByLevel({ desk }: { desk: VipDesk }) {
  const { t, i18n } = useTranslation();
  const busiest = Math.max(1, ...desk.levels.map((level) => level.members));
  return (
    <div className="vip-by-level">
      <h3 className="vip-caption">{t('vipDesk.summary.byLevelTitle')}</h3>
      {desk.levels.length === 0 ? (
        <p className="ops-empty">{t('vipDesk.summary.noLevels')}</p>
      ) : (
        <ol className="vip-by-level__list" data-testid="vip-members-by-level">
          {desk.levels.map((level) => (
            <li key={level.rank} data-rank={level.rank}>
              <span className="vip-by-level__name">
                <span className="vip-rank">{level.rank}</span>
                {levelName(level.names, i18n.language)}
              </span>
              <span className="vip-by-level__bar" aria-hidden="true">
                <span style={{ width: `${(level.members / busiest) * 100}%` }} />
              </span>
              <span className="ops-number vip-by-level__count">{formatCount(level.members)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * What the programme owes and has cost: unclaimed bonuses (the liability) and those paid, in
 * all and per kind, and how many members hold each level.
 */
export function VipSummary({ desk }: { desk: VipDesk }) {
  return (
    <>
      <CostFigures desk={desk} />
      <div className="vip-summary__columns">
        <CostTable desk={desk} />
        <MembersByLevel desk={desk} />
      </div>
    </>
  );
}
