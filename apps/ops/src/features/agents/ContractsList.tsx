import {
  contractKinds,
  contractStatuses,
  dividendPeriods,
  type Contract,
  type ContractKind,
  type ContractOfferAnswer,
  type ContractTerms,
  type DeskContractsQuery,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { DeskPager } from './DeskPager';
import { useSingleFlight } from '../../ui/single-flight';
import type { MerchantChoice } from './agents.api';
import { contractKeys, endContract, setTopContract, useDeskContracts } from './contracts.api';
import { ReasonAction } from './ReasonAction';

/** The figures a kind's tiers name. */
const tierFields: Record<
  ContractKind,
  readonly ('activeMembers' | 'validBet' | 'profitLoss' | 'hourBet')[]
> = {
  dividend: ['activeMembers', 'profitLoss'],
  daily_salary: ['validBet', 'activeMembers'],
  hourly_salary: ['hourBet'],
  realtime_salary: [],
};
const percent = (rateBp: number) => `${(rateBp / 100).toFixed(2)} %`;

/** Terms in one line: each tier's minimums → rate, or the per-bet rates. */
function termsText(contract: Contract, t: (key: string) => string): string {
  const { terms } = contract;
  if (contract.kind === 'realtime_salary') {
    return `${t('contracts.lossRate')} ${percent(terms.lossRateBp ?? 0)} · ${t('contracts.profitRate')} ${percent(terms.profitRateBp ?? 0)} · ≥ ${terms.singleBet ?? '0'}`;
  }
  const tiers = (terms.tiers ?? [])
    .map((tier) => {
      const minimums = tierFields[contract.kind]
        .map((field) => `${t(`contracts.fields.${field}`)} ≥ ${String(tier[field] ?? 0)}`)
        .join(', ');
      return `${minimums} → ${percent(tier.rateBp)}`;
    })
    .join('; ');
  return terms.period ? `${t(`contracts.periodNames.${terms.period}`)}: ${tiers}` : tiers;
}

/** Terms as typed: a period, one tier per line ("minimum, minimum, rate %"), or rates. */
function termsFrom(kind: ContractKind, data: FormData): ContractTerms {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  if (kind === 'realtime_salary') {
    return {
      lossRateBp: Math.round(Number(text('lossRate')) * 100),
      profitRateBp: Math.round(Number(text('profitRate')) * 100),
      singleBet: text('singleBet'),
    };
  }
  const tiers = text('tiers')
    .split('\n')
    .map((line) => line.split(',').map((part) => part.trim()))
    .filter((parts) => parts.some((part) => part !== ''))
    .map((parts) => ({
      rateBp: Math.round(Number(parts[parts.length - 1]) * 100),
      ...Object.fromEntries(
        tierFields[kind].map((field, index) => [
          field,
          field === 'activeMembers' ? Math.trunc(Number(parts[index] ?? 0)) : (parts[index] ?? '0'),
        ]),
      ),
    }));
  return {
    ...(kind === 'dividend' ? { period: text('period') as ContractTerms['period'] } : {}),
    tiers,
  };
}

/** The operator's contract for an agent at the top, warned first of contracts it would end. */
function TopContractForm({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ContractOfferAnswer | null>(null);
  const send = (form: HTMLFormElement, isEndingDownlines: boolean) => {
    const data = new FormData(form);
    void run(async () => {
      setError(null);
      try {
        const result = await setTopContract(merchant, {
          username: String(data.get('username') ?? '')
            .trim()
            .toLowerCase(),
          kind,
          terms: termsFrom(kind, data),
          ...(isEndingDownlines ? { isEndingDownlines } : {}),
        });
        setAnswer(result);
        await queryClient.invalidateQueries({ queryKey: contractKeys.all });
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget, false);
  };
  return (
    <section className="ops-panel" data-testid="contract-top">
      <h2>{t('contracts.topTitle')}</h2>
      <p className="ops-hint">{t('contracts.topHint')}</p>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit} id="contract-top-form">
        <label>
          {t('contracts.holder')}
          <input name="username" autoComplete="off" maxLength={64} required />
        </label>
        <label>
          {t('contracts.kind')}
          <select value={kind} onChange={(event) => setKind(event.target.value as ContractKind)}>
            {contractKinds.map((one) => (
              <option key={one} value={one}>
                {t(`contracts.kinds.${one}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'dividend' && (
          <label>
            {t('contracts.period')}
            <select name="period">
              {dividendPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`contracts.periodNames.${period}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {kind === 'realtime_salary' ? (
          <>
            <label>
              {t('contracts.lossRatePercent')}
              <input name="lossRate" inputMode="decimal" />
            </label>
            <label>
              {t('contracts.profitRatePercent')}
              <input name="profitRate" inputMode="decimal" />
            </label>
            <label>
              {t('contracts.singleBet')}
              <input name="singleBet" inputMode="decimal" />
            </label>
          </>
        ) : (
          <label className="ops-wide">
            {t('contracts.tiersInput', {
              fields: tierFields[kind].map((field) => t(`contracts.fields.${field}`)).join(', '),
            })}
            <textarea name="tiers" rows={3} data-testid="contract-top-tiers" />
          </label>
        )}
        <ErrorNote text={error} testId="contract-top-error" />
        {answer?.offered && (
          <p className="ops-notice ops-notice--success" role="status">
            {t('contracts.topSet', { username: answer.offered.holder })}
          </p>
        )}
        {answer && !answer.offered && answer.endingDownlines.length > 0 && (
          <div className="ops-notice ops-wide" role="alert">
            <p>
              {t('contracts.endingWarning', {
                usernames: answer.endingDownlines.map((item) => item.username).join(', '),
              })}
            </p>
            <BusyButton
              isBusy={isBusy}
              isDanger
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form) send(form, true);
              }}
            >
              {t('contracts.endingConfirm')}
            </BusyButton>
          </div>
        )}
        <div className="ops-form__buttons">
          <BusyButton type="submit" isBusy={isBusy}>
            {t('contracts.topSave')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}

/** A contract's row: who holds it from whom, its terms and state, and ending it. */
function ContractRow({
  contract,
  merchant,
  canEdit,
}: {
  contract: Contract;
  merchant: MerchantChoice;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const end = async (reason: string) => {
    await endContract(merchant, contract.id, { reason });
    await queryClient.invalidateQueries({ queryKey: contractKeys.all });
  };
  const isOpen = contract.status === 'active' || contract.status === 'offered';
  return (
    <tr data-testid={`desk-contract-${contract.holder}`}>
      <td data-label={t('contracts.holder')}>{contract.holder}</td>
      <td data-label={t('contracts.kind')}>{t(`contracts.kinds.${contract.kind}`)}</td>
      <td data-label={t('contracts.upline')}>{contract.upline ?? t('contracts.operator')}</td>
      <td data-label={t('contracts.terms')}>{termsText(contract, t)}</td>
      <td data-label={t('contracts.status')}>
        {t(`contracts.statuses.${contract.status}`)}
        {contract.endReason && ` (${t(`contracts.endReasons.${contract.endReason}`)})`}
      </td>
      <td data-label={t('contracts.since')}>
        {formatDateTime(contract.decidedAt ?? contract.offeredAt, i18n.language)}
      </td>
      <td className="ops-actions">
        {canEdit && isOpen && (
          <ReasonAction
            label={t('contracts.end')}
            isDanger
            onConfirm={end}
            testId={`desk-contract-end-${contract.id}`}
          />
        )}
      </td>
    </tr>
  );
}

/** Every agent's contracts, filtered by kind, status and holder; the operator's at the top. */
export function ContractsList({
  merchant,
  canEdit,
}: {
  merchant: MerchantChoice;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<DeskContractsQuery>({ merchant, page: 1 });
  const list = useDeskContracts(query);
  const data = list.data;
  const page = query.page ?? 1;
  return (
    <>
      {canEdit && <TopContractForm merchant={merchant} />}
      <section className="ops-panel" data-testid="desk-contracts">
        <h2>{t('contracts.listTitle')}</h2>
        <div className="ops-form ops-form--grid">
          <label>
            {t('contracts.kind')}
            <select
              value={query.kind ?? ''}
              onChange={(event) =>
                setQuery({
                  ...query,
                  kind: (event.target.value || undefined) as ContractKind,
                  page: 1,
                })
              }
            >
              <option value="">{t('contracts.all')}</option>
              {contractKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`contracts.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('contracts.status')}
            <select
              value={query.status ?? ''}
              onChange={(event) =>
                setQuery({
                  ...query,
                  status: (event.target.value || undefined) as DeskContractsQuery['status'],
                  page: 1,
                })
              }
            >
              <option value="">{t('contracts.all')}</option>
              {contractStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`contracts.statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('contracts.holder')}
            <input
              value={query.q ?? ''}
              maxLength={64}
              onChange={(event) => setQuery({ ...query, q: event.target.value, page: 1 })}
            />
          </label>
        </div>
        <ErrorNote text={list.error ? errorText(list.error, t('common.loadFailed')) : null} />
        {list.isPending && <Skeleton />}
        {data && data.rows.length === 0 && <p className="ops-empty">{t('contracts.none')}</p>}
        {data && data.rows.length > 0 && (
          <div className="ops-table-wrap">
            <table className="ops-table ops-table--stack">
              <thead>
                <tr>
                  <th>{t('contracts.holder')}</th>
                  <th>{t('contracts.kind')}</th>
                  <th>{t('contracts.upline')}</th>
                  <th>{t('contracts.terms')}</th>
                  <th>{t('contracts.status')}</th>
                  <th>{t('contracts.since')}</th>
                  <th>
                    <span className="visually-hidden">{t('contracts.end')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((contract) => (
                  <ContractRow
                    key={contract.id}
                    contract={contract}
                    merchant={merchant}
                    canEdit={canEdit}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data && (
          <DeskPager
            page={page}
            totalPages={data.totalPages}
            onPage={(next) => setQuery({ ...query, page: next })}
          />
        )}
      </section>
    </>
  );
}
