import type { TableGameName, TableSession } from '@khela/contracts';
import { standardSicBoPaytable } from '@khela/games';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { areaName, baccaratAreas, dragonTigerAreas, oddsText } from './areas';
import { CockfightRules } from './cockfight/CockfightRules';
import { CrashRules } from './crash/CrashRules';

/**
 * The rules of the table's game: how a round runs, what each area pays, the stake limits and
 * how every result can be checked. An auto table's results come from a random number
 * generator, never from a person at a table.
 */

/** The rule lines of each game (texts under tables.rules.<game>). */
const ruleLines: Record<TableGameName, string[]> = {
  baccarat: ['shoe', 'deal', 'third', 'win', 'commission', 'tie', 'pairs'],
  baccaratNoCommission: ['shoe', 'deal', 'third', 'win', 'noCommission', 'tie', 'pairs'],
  dragonTiger: ['shoe', 'duelDeal', 'duelWin', 'duelTie'],
  roulette: ['wheel', 'inside', 'outside', 'zero'],
  sicBo: ['dice', 'bigSmall', 'triples', 'singles'],
  // Crash has rules of its own (crash/CrashRules.tsx): a curve, not areas with odds.
  crash: [],
  // So has cockfight: fights run and declared by an operator, not drawn.
  cockfight: [],
};

/** The payout table: an example area of each kind, with its odds. */
function payoutRows(game: TableGameName): { key: string; name: string; area: string }[] {
  switch (game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return baccaratAreas.map((area) => ({ key: area, name: '', area }));
    case 'dragonTiger':
      return dragonTigerAreas.map((area) => ({ key: area, name: '', area }));
    case 'roulette':
      return [
        { key: 'straight', area: 'straight:17' },
        { key: 'split', area: 'split:17-20' },
        { key: 'street', area: 'street:16-17-18' },
        { key: 'corner', area: 'corner:17-18-20-21' },
        { key: 'firstFour', area: 'firstFour' },
        { key: 'sixLine', area: 'sixLine:16-17-18-19-20-21' },
        { key: 'dozen', area: 'dozen:2' },
        { key: 'column', area: 'column:2' },
        { key: 'evenMoney', area: 'red' },
      ].map((row) => ({ ...row, name: row.key }));
    case 'sicBo':
      return [
        { key: 'big', area: 'big' },
        { key: 'small', area: 'small' },
        { key: 'odd', area: 'odd' },
        { key: 'even', area: 'even' },
        { key: 'anyTriple', area: 'anyTriple' },
        { key: 'triple', area: 'triple:6' },
        { key: 'double', area: 'double:6' },
        { key: 'combination', area: 'combination:1-2' },
      ].map((row) => ({ ...row, name: row.key }));
    case 'crash':
    case 'cockfight':
      return [];
  }
}

/** The rules of a table with areas: how a round runs, what each area pays, the limits. */
function TableRules({
  session,
  bettingSeconds,
}: {
  session: TableSession;
  bettingSeconds: number;
}) {
  const { t } = useTranslation();
  const { game, limits } = session;
  const kindName = (kind: string) => t(`tables.rules.kind.${kind}`, { defaultValue: kind });
  return (
    <div className="tbl-rules">
      <p className="tbl-rules__auto">{t('tables.rules.auto')}</p>
      <h3>{t('tables.rules.roundTitle')}</h3>
      <p>{t('tables.rules.round', { seconds: bettingSeconds })}</p>
      <h3>{t('tables.rules.gameTitle')}</h3>
      <ul className="tbl-rules__list">
        {ruleLines[game].map((line) => (
          <li key={line}>{t(`tables.rules.lines.${line}`)}</li>
        ))}
      </ul>
      <h3>{t('tables.rules.payoutsTitle')}</h3>
      <table className="tbl-rules__table" data-testid="tables-payouts">
        <tbody>
          {payoutRows(game).map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.name ? t(`tables.rules.kind.${row.name}`) : areaName(t, row.area)}
              </th>
              <td className="tabular">{oddsText(game, row.area)}</td>
            </tr>
          ))}
          {game === 'sicBo' && (
            <>
              {Object.entries(standardSicBoPaytable.totals).map(([total, odds]) => (
                <tr key={total}>
                  <th scope="row">{t('tables.area.total', { total })}</th>
                  <td className="tabular">{`${odds}:1`}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('tables.rules.kind.single')}</th>
                <td className="tabular">
                  {standardSicBoPaytable.single.map((odds) => `${odds}:1`).join(' / ')}
                </td>
              </tr>
            </>
          )}
        </tbody>
      </table>
      {game === 'baccaratNoCommission' && (
        <p className="tbl-rules__note">{t('tables.rules.noCommissionNote')}</p>
      )}
      <h3>{t('tables.rules.limitsTitle')}</h3>
      <ul className="tbl-rules__list">
        <li>
          {t('tables.rules.limits', {
            min: formatAmount(limits.min),
            max: formatAmount(limits.max),
          })}
        </li>
        {Object.entries(limits.areas).map(([kind, own]) => (
          <li key={kind}>
            {t('tables.rules.kindLimits', {
              kind: kindName(kind),
              min: formatAmount(own.min),
              max: formatAmount(own.max),
            })}
          </li>
        ))}
        <li>{t('tables.rules.roundPayout', { amount: formatAmount(limits.roundPayout) })}</li>
      </ul>
      <h3>{t('tables.rules.fairTitle')}</h3>
      <p>{t('tables.rules.fair')}</p>
      <p>{t('tables.rules.fairCheck')}</p>
    </div>
  );
}

export function RulesSheet({
  session,
  bettingSeconds,
  onClose,
}: {
  session: TableSession;
  bettingSeconds: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      title={t('tables.rules.title', { title: session.title })}
      onClose={onClose}
      testId="tables-rules"
      isCompact
      footer={
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('tables.rules.play')}
        </button>
      }
    >
      {session.game === 'crash' ? (
        <CrashRules session={session} bettingSeconds={bettingSeconds} />
      ) : session.game === 'cockfight' ? (
        <CockfightRules session={session} />
      ) : (
        <TableRules session={session} bettingSeconds={bettingSeconds} />
      )}
    </Modal>
  );
}
