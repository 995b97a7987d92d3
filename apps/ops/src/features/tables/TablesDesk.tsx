import { hasCapability, type DeskTable, type Operator } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { DaysPicker } from './DaysPicker';
import { RoundsPanel } from './RoundsPanel';
import { PauseTableDialog, TableDialog } from './TableDialogs';
import { TablesList } from './TablesList';
import { isNegativeAmount, lastDays, takingsTotal, type DayRange } from './table-figures';
import { useDeskMerchant, useDeskTables, useTableChanges, type MerchantChoice } from './tables.api';
import './tables.css';

/**
 * Owners and administrators keep the tables (the server's own rule); finance reads them. The
 * roles are the game desk's: a table is one of the merchant's games.
 */
function canManage(operator: Operator): boolean {
  return hasCapability(operator.role, 'gameDesk');
}

/** Which dialog is open, and for which table (by code: the row may change meanwhile). */
type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'pause'; code: string };

/** The days' takings of all tables together, as a few big figures above the list. */
function TakingsFigures({
  tables,
  currency,
}: {
  tables: readonly DeskTable[];
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  const total = takingsTotal(tables);
  return (
    <dl className="tb-figures" data-testid="tables-figures">
      <div className="tb-figure">
        <dt>{t('tables.column.stake')}</dt>
        <dd className="ops-number">{formatAmount(total.stake, currency)}</dd>
      </div>
      <div className="tb-figure">
        <dt>{t('tables.column.payout')}</dt>
        <dd className="ops-number">{formatAmount(total.payout, currency)}</dd>
      </div>
      <div className="tb-figure tb-figure--ggr">
        <dt>{t('tables.column.ggr')}</dt>
        <dd className={isNegativeAmount(total.ggr) ? 'ops-number ops-text-danger' : 'ops-number'}>
          {formatAmount(total.ggr, currency)}
        </dd>
      </div>
      <div className="tb-figure">
        <dt>{t('tables.column.rounds')}</dt>
        <dd className="ops-number">{total.rounds}</dd>
      </div>
    </dl>
  );
}

function MerchantTables({ merchant, operator }: { merchant: MerchantChoice; operator: Operator }) {
  const { t } = useTranslation();
  const [days, setDays] = useState<DayRange>(() => lastDays(new Date(), 1));
  const tables = useDeskTables(merchant, days);
  const deskMerchant = useDeskMerchant(merchant);
  const changes = useTableChanges(merchant);
  const isManager = canManage(operator);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const rows = tables.data?.tables;
  const currency = deskMerchant?.currency;
  const openTable = rows?.find((table) => table.code === openCode);
  const dialogTable =
    dialog && dialog.kind !== 'create'
      ? rows?.find((table) => table.code === dialog.code)
      : undefined;
  return (
    <>
      <section className="ops-panel" data-testid="ops-tables">
        <div className="ops-section-head">
          <h1>{t('tables.title')}</h1>
          <div className="ops-inline">
            {isManager && (
              <button
                type="button"
                className="ops-button"
                onClick={() => setDialog({ kind: 'create' })}
              >
                {t('tables.create')}
              </button>
            )}
            <BusyButton isGhost isBusy={tables.isFetching} onClick={() => void tables.refetch()}>
              {t('common.refresh')}
            </BusyButton>
          </div>
        </div>
        <p className="ops-hint">
          {deskMerchant
            ? t('tables.intro', { name: deskMerchant.name, currency: deskMerchant.currency })
            : t('tables.introLoading')}
          {!isManager && ` ${t('tables.readOnly')}`}
        </p>
        <DaysPicker days={days} onChange={setDays} />
        <ErrorNote text={tables.error ? errorText(tables.error, t('common.loadFailed')) : null} />
        {tables.isPending && <Skeleton rows={5} />}
        {rows && rows.length === 0 && <p className="ops-empty">{t('tables.empty')}</p>}
        {rows && rows.length > 0 && (
          <>
            <TakingsFigures tables={rows} currency={currency} />
            <TablesList
              tables={rows}
              currency={currency}
              isManager={isManager}
              openCode={openCode}
              onRounds={(table) =>
                setOpenCode((current) => (current === table.code ? null : table.code))
              }
              onEdit={(table) => setDialog({ kind: 'edit', code: table.code })}
              onPause={(table) => setDialog({ kind: 'pause', code: table.code })}
            />
            <p className="ops-hint">{t('tables.takingsHint')}</p>
          </>
        )}
      </section>
      {openTable && (
        <RoundsPanel
          key={openTable.code}
          table={openTable}
          merchant={merchant}
          currency={currency}
          changes={changes}
          isManager={isManager}
          onClose={() => setOpenCode(null)}
        />
      )}
      {dialog?.kind === 'create' && (
        <TableDialog currency={currency ?? ''} changes={changes} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && dialogTable && (
        <TableDialog
          table={dialogTable}
          currency={currency ?? ''}
          changes={changes}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'pause' && dialogTable && (
        <PauseTableDialog table={dialogTable} changes={changes} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/**
 * The tables desk: a merchant's auto tables (baccarat, dragon tiger, roulette, sic bo) with
 * their schedule, limits and the round under way, what they took over chosen days, each
 * table's rounds with their results; owners and administrators add a table, change one, pause
 * or resume it, and cancel a round not yet drawn (its stakes refunded). Finance looks.
 */
export function TablesDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack tables-desk">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantTables key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
