import type { DeskTable } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { isNegativeAmount, takingsTotal } from './table-figures';
import { cockfightText, crashText, scheduleText, tableName } from './table-text';

/** A round's status as a badge: green while it takes bets, amber until drawn, grey after. */
export const roundBadges: Record<NonNullable<DeskTable['current']>['status'], string> = {
  open: 'ops-badge ops-badge--ok',
  closed: 'ops-badge ops-badge--pending',
  resolved: 'ops-badge ops-badge--disbursed',
  settled: 'ops-badge',
  cancelled: 'ops-badge ops-badge--off',
  refunded: 'ops-badge ops-badge--off',
};

/** What the house kept: in red when the players won more than they staked. */
function Ggr({ amount }: { amount: string }) {
  return (
    <span className={isNegativeAmount(amount) ? 'ops-number ops-text-danger' : 'ops-number'}>
      {formatAmount(amount)}
    </span>
  );
}

/**
 * A table's settings in its cell: schedule, stakes, payout cap, limits by area, a crash
 * table's house edge and the most its round runs to, and an arena's pricing.
 */
function Settings({ table, currency }: { table: DeskTable; currency: string | undefined }) {
  const { t } = useTranslation();
  const limits = Object.keys(table.areaLimits).length;
  const crash = crashText(table, t);
  const cockfight = cockfightText(table, t);
  return (
    <span className="tb-settings">
      <span>{scheduleText(table, t)}</span>
      <span>
        {t('tables.stakeRange', {
          min: formatAmount(table.minStake),
          max: formatAmount(table.maxStake, currency),
        })}
      </span>
      <span>{t('tables.capText', { cap: formatAmount(table.maxRoundPayout, currency) })}</span>
      {crash !== null && <span>{crash}</span>}
      {cockfight !== null && <span data-testid="table-pricing">{cockfight}</span>}
      {table.cockfight?.streamUrl && (
        <small className="ops-muted">{t('tables.cockfightVideo')}</small>
      )}
      {limits > 0 && (
        <small className="ops-muted">{t('tables.areaLimitCount', { count: limits })}</small>
      )}
    </span>
  );
}

/** The row's actions: its rounds for everyone; changes and pause for managers. */
function RowActions({
  table,
  name,
  isManager,
  isOpen,
  onRounds,
  onEdit,
  onPause,
}: {
  table: DeskTable;
  name: string;
  isManager: boolean;
  isOpen: boolean;
  onRounds: () => void;
  onEdit: () => void;
  onPause: () => void;
}) {
  const { t } = useTranslation();
  const isActive = table.status === 'active';
  return (
    <div className="ops-actions tb-row-actions">
      <button
        type="button"
        className={isOpen ? 'ops-button' : 'ops-button ops-button--ghost'}
        aria-pressed={isOpen}
        aria-label={t('tables.roundsOf', { name })}
        onClick={onRounds}
      >
        {t('tables.showRounds')}
      </button>
      {isManager && (
        <>
          <button
            type="button"
            className="ops-button ops-button--ghost"
            aria-label={t('tables.editOf', { name })}
            onClick={onEdit}
          >
            {t('tables.edit')}
          </button>
          <button
            type="button"
            className={
              isActive ? 'ops-button ops-button--ghost tb-danger' : 'ops-button ops-button--ghost'
            }
            aria-label={t(isActive ? 'tables.pauseOf' : 'tables.resumeOf', { name })}
            onClick={onPause}
          >
            {t(isActive ? 'tables.pause.pause' : 'tables.pause.resume')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The merchant's tables, a row each: name and game, status, settings, the round under way and
 * what it took over the days shown, with a total row. A stacked list of labelled lines on a
 * phone.
 */
export function TablesList({
  tables,
  currency,
  isManager,
  openCode,
  onRounds,
  onEdit,
  onPause,
}: {
  tables: readonly DeskTable[];
  currency: string | undefined;
  isManager: boolean;
  /** The table whose rounds are open below. */
  openCode: string | null;
  onRounds: (table: DeskTable) => void;
  onEdit: (table: DeskTable) => void;
  onPause: (table: DeskTable) => void;
}) {
  const { t, i18n } = useTranslation();
  const total = takingsTotal(tables);
  // Amounts in the takings columns go without their currency: their headings name it.
  const inCurrency = (label: string) =>
    currency ? t('tables.column.inCurrency', { label, currency }) : label;
  const labels = {
    table: t('tables.column.table'),
    status: t('tables.column.status'),
    settings: t('tables.column.settings'),
    current: t('tables.column.current'),
    rounds: t('tables.column.rounds'),
    bets: t('tables.column.bets'),
    players: t('tables.column.players'),
    stake: inCurrency(t('tables.column.stake')),
    payout: inCurrency(t('tables.column.payout')),
    ggr: inCurrency(t('tables.column.ggr')),
    actions: t('tables.column.actions'),
  };
  return (
    <div className="ops-table-wrap">
      <table className="ops-table ops-table--stack tb-tables" data-testid="tables-list">
        <thead>
          <tr>
            <th>{labels.table}</th>
            <th>{labels.status}</th>
            <th>{labels.settings}</th>
            <th>{labels.current}</th>
            <th className="ops-align-end">{labels.rounds}</th>
            <th className="ops-align-end">{labels.bets}</th>
            <th className="ops-align-end">{labels.players}</th>
            <th className="ops-align-end">{labels.stake}</th>
            <th className="ops-align-end">{labels.payout}</th>
            <th className="ops-align-end">{labels.ggr}</th>
            <th>
              <span className="visually-hidden">{labels.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tables.map((table) => {
            const name = tableName(table, i18n.language);
            const { takings, current } = table;
            return (
              <tr
                key={table.code}
                data-testid={`table-${table.code}`}
                data-status={table.status}
                aria-selected={table.code === openCode}
              >
                <td data-label={labels.table} className="tb-tables__name">
                  <strong>{name}</strong>
                  <br />
                  <small className="ops-muted">
                    {t(`tables.games.${table.game}`)} · <code>{table.code}</code>
                  </small>
                </td>
                <td data-label={labels.status}>
                  <span
                    className={
                      table.status === 'active'
                        ? 'ops-badge ops-badge--ok'
                        : 'ops-badge ops-badge--pending'
                    }
                  >
                    {t(`tables.status.${table.status}`)}
                  </span>
                </td>
                <td data-label={labels.settings}>
                  <Settings table={table} currency={currency} />
                </td>
                <td data-label={labels.current} data-testid="table-current">
                  {current ? (
                    <>
                      <span className="ops-number">{current.number}</span>
                      <br />
                      <span className={roundBadges[current.status]}>
                        {t(`tables.roundStatus.${current.status}`)}
                      </span>
                    </>
                  ) : (
                    <span className="ops-muted">{t('tables.noCurrent')}</span>
                  )}
                </td>
                <td data-label={labels.rounds} className="ops-number ops-align-end">
                  {takings.rounds}
                </td>
                <td data-label={labels.bets} className="ops-number ops-align-end">
                  {takings.bets}
                </td>
                <td data-label={labels.players} className="ops-number ops-align-end">
                  {takings.players}
                </td>
                <td data-label={labels.stake} className="ops-number ops-align-end">
                  {formatAmount(takings.stake)}
                </td>
                <td data-label={labels.payout} className="ops-number ops-align-end">
                  {formatAmount(takings.payout)}
                </td>
                <td data-label={labels.ggr} className="ops-align-end">
                  <Ggr amount={takings.ggr} />
                </td>
                <td data-label={labels.actions} className="tb-tables__actions">
                  <RowActions
                    table={table}
                    name={name}
                    isManager={isManager}
                    isOpen={table.code === openCode}
                    onRounds={() => onRounds(table)}
                    onEdit={() => onEdit(table)}
                    onPause={() => onPause(table)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="tb-tables__total" data-testid="tables-total">
            <th scope="row" colSpan={4}>
              {t('tables.total', { count: tables.length })}
            </th>
            <td data-label={labels.rounds} className="ops-number ops-align-end">
              {total.rounds}
            </td>
            <td data-label={labels.bets} className="ops-number ops-align-end">
              {total.bets}
            </td>
            <td data-label={labels.players} className="ops-align-end tb-tables__none">
              <span className="ops-muted" title={t('tables.playersNotAdded')}>
                {t('tables.none')}
              </span>
            </td>
            <td data-label={labels.stake} className="ops-number ops-align-end">
              {formatAmount(total.stake)}
            </td>
            <td data-label={labels.payout} className="ops-number ops-align-end">
              {formatAmount(total.payout)}
            </td>
            <td data-label={labels.ggr} className="ops-align-end">
              <Ggr amount={total.ggr} />
            </td>
            <td className="tb-tables__none" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
