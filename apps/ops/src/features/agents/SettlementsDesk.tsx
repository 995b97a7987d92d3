import { contractKinds, type ContractKind, type SettlementDetail } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { DeskPager } from './DeskPager';
import { useSingleFlight } from '../../ui/single-flight';
import type { MerchantChoice } from './agents.api';
import {
  contractKeys,
  decideStatement,
  rerunSettlement,
  useSettlement,
  useSettlements,
} from './contracts.api';
import { ReasonAction } from './ReasonAction';

type Line = SettlementDetail['lines'][number];
const percent = (rateBp: number) => `${(rateBp / 100).toFixed(2)} %`;

/** A statement line: the agent's figures, what it got and whether it waits for a decision. */
function LineRow({
  line,
  merchant,
  canPay,
}: {
  line: Line;
  merchant: MerchantChoice;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = (isReleased: boolean) => async (reason: string) => {
    await decideStatement(merchant, line.id, { isReleased, reason });
    await queryClient.invalidateQueries({ queryKey: contractKeys.all });
  };
  return (
    <tr data-testid={`settlement-line-${line.agent}`}>
      <td data-label={t('contracts.agent')}>{line.agent}</td>
      <td data-label={t('contracts.upline')}>{line.upline ?? t('contracts.operator')}</td>
      <td data-label={t('contracts.activeMembers')} className="ops-number ops-align-end">
        {line.activeMembers}
      </td>
      <td data-label={t('contracts.base')} className="ops-number ops-align-end">
        {formatAmount(line.base)}
      </td>
      <td data-label={t('contracts.rate')} className="ops-number ops-align-end">
        {percent(line.rateBp)}
      </td>
      <td data-label={t('contracts.own')} className="ops-number ops-align-end">
        {formatAmount(line.own)}
      </td>
      <td data-label={t('contracts.downlines')} className="ops-number ops-align-end">
        {formatAmount(line.downlines)}
      </td>
      <td data-label={t('contracts.carry')} className="ops-number ops-align-end">
        {formatAmount(line.carryIn)} / {formatAmount(line.carryOut)}
      </td>
      <td data-label={t('contracts.pay')} className="ops-number ops-align-end">
        <strong>{formatAmount(line.pay)}</strong>
      </td>
      <td data-label={t('contracts.paid')} className="ops-number ops-align-end">
        {formatAmount(line.paid)}
      </td>
      <td data-label={t('contracts.status')}>{t(`contracts.lineStatuses.${line.status}`)}</td>
      <td className="ops-actions">
        {canPay && line.status === 'held' && (
          <>
            <ReasonAction
              label={t('contracts.release')}
              onConfirm={decide(true)}
              testId={`line-release-${line.agent}`}
            />
            <ReasonAction label={t('contracts.refuse')} isDanger onConfirm={decide(false)} />
          </>
        )}
      </td>
    </tr>
  );
}

/** A settlement's lines, and computing it again (paying only what it adds). */
function SettlementLines({
  merchant,
  id,
  canPay,
}: {
  merchant: MerchantChoice;
  id: string;
  canPay: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useSettlement(merchant, id);
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const rerun = () =>
    void run(async () => {
      setError(null);
      try {
        await rerunSettlement(merchant, id);
        await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  const data = detail.data;
  return (
    <div className="ops-subpanel" data-testid="settlement-lines">
      <ErrorNote text={detail.error ? errorText(detail.error, t('common.loadFailed')) : null} />
      {detail.isPending && <Skeleton />}
      {data && data.lines.length === 0 && <p className="ops-empty">{t('contracts.noLines')}</p>}
      {data && data.lines.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th>{t('contracts.agent')}</th>
                <th>{t('contracts.upline')}</th>
                <th className="ops-align-end">{t('contracts.activeMembers')}</th>
                <th className="ops-align-end">{t('contracts.base')}</th>
                <th className="ops-align-end">{t('contracts.rate')}</th>
                <th className="ops-align-end">{t('contracts.own')}</th>
                <th className="ops-align-end">{t('contracts.downlines')}</th>
                <th className="ops-align-end">{t('contracts.carry')}</th>
                <th className="ops-align-end">{t('contracts.pay')}</th>
                <th className="ops-align-end">{t('contracts.paid')}</th>
                <th>{t('contracts.status')}</th>
                <th>
                  <span className="visually-hidden">{t('contracts.release')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line) => (
                <LineRow key={line.id} line={line} merchant={merchant} canPay={canPay} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ErrorNote text={error} />
      {canPay && (
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} onClick={rerun} data-testid="settlement-rerun">
            {t('contracts.rerun')}
          </BusyButton>
        </div>
      )}
    </div>
  );
}

/** Each kind's settlements, newest first, with their totals; one opened shows its lines. */
export function SettlementsDesk({
  merchant,
  canPay,
}: {
  merchant: MerchantChoice;
  canPay: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSettlements(merchant, kind, page);
  const data = list.data;
  return (
    <section className="ops-panel" data-testid="settlements">
      <h2>{t('contracts.settlementsTitle')}</h2>
      <p className="ops-hint">{t('contracts.settlementsHint')}</p>
      <div className="ops-tabs" role="group" aria-label={t('contracts.kind')}>
        {contractKinds.map((one) => (
          <button
            key={one}
            type="button"
            className="ops-tab"
            aria-pressed={kind === one}
            onClick={() => {
              setKind(one);
              setPage(1);
              setOpenId(null);
            }}
          >
            {t(`contracts.kinds.${one}`)}
          </button>
        ))}
      </div>
      <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
      {list.isPending && <Skeleton />}
      {data && data.rows.length === 0 && (
        <p className="ops-empty">{t('contracts.noSettlements')}</p>
      )}
      {data && data.rows.length > 0 && (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--stack">
            <thead>
              <tr>
                <th>{t('contracts.periodStart')}</th>
                <th className="ops-align-end">{t('contracts.agents')}</th>
                <th className="ops-align-end">{t('contracts.pay')}</th>
                <th className="ops-align-end">{t('contracts.paid')}</th>
                <th className="ops-align-end">{t('contracts.held')}</th>
                <th className="ops-align-end">{t('contracts.runs')}</th>
                <th>{t('contracts.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.flatMap((row) => [
                <tr key={row.id} data-testid="settlement-row">
                  <td data-label={t('contracts.periodStart')}>
                    <button
                      type="button"
                      className="ops-link"
                      aria-expanded={openId === row.id}
                      onClick={() => setOpenId(openId === row.id ? null : row.id)}
                    >
                      {formatDateTime(row.startsAt, i18n.language)} ·{' '}
                      {t(`contracts.settlementPeriods.${row.period}`)}
                    </button>
                  </td>
                  <td data-label={t('contracts.agents')} className="ops-number ops-align-end">
                    {row.agents}
                  </td>
                  <td data-label={t('contracts.pay')} className="ops-number ops-align-end">
                    {formatAmount(row.pay, data.currency)}
                  </td>
                  <td data-label={t('contracts.paid')} className="ops-number ops-align-end">
                    {formatAmount(row.paid, data.currency)}
                  </td>
                  <td data-label={t('contracts.held')} className="ops-number ops-align-end">
                    {formatAmount(row.held, data.currency)}
                  </td>
                  <td data-label={t('contracts.runs')} className="ops-number ops-align-end">
                    {row.runs}
                  </td>
                  <td data-label={t('contracts.status')}>
                    {t(`contracts.settlementStatuses.${row.status}`)}
                  </td>
                </tr>,
                ...(openId === row.id
                  ? [
                      <tr key={`${row.id}-lines`}>
                        <td colSpan={7}>
                          <SettlementLines merchant={merchant} id={row.id} canPay={canPay} />
                        </td>
                      </tr>,
                    ]
                  : []),
              ])}
            </tbody>
          </table>
        </div>
      )}
      {data && <DeskPager page={page} totalPages={data.totalPages} onPage={setPage} />}
    </section>
  );
}
