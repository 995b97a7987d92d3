import {
  contractKinds,
  contractStatuses,
  type Contract,
  type ContractKind,
  type ContractOfferAnswer,
  type ContractTemplate,
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
import {
  contractKeys,
  endContract,
  setTopContract,
  useContractTemplates,
  useDeskContracts,
} from './contracts.api';
import { ReasonAction } from './ReasonAction';
import { TermsFields, termsFrom, termsText } from './TermsFields';

/** The operator's contract for an agent at the top, warned first of contracts it would end. */
function TopContractForm({ merchant }: { merchant: MerchantChoice }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [kind, setKind] = useState<ContractKind>('daily_salary');
  const [template, setTemplate] = useState<ContractTemplate | null>(null);
  const templates = useContractTemplates(merchant).data?.rows ?? [];
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
        {templates.length > 0 && (
          <label>
            {t('contracts.templates.startFrom')}
            <select
              value={template?.id ?? ''}
              data-testid="contract-top-template"
              onChange={(event) => {
                const chosen = templates.find((one) => one.id === event.target.value) ?? null;
                setTemplate(chosen);
                if (chosen) setKind(chosen.kind);
              }}
            >
              <option value="">{t('contracts.templates.none')}</option>
              {templates.map((one) => (
                <option key={one.id} value={one.id}>
                  {`${one.name} · ${t(`contracts.kinds.${one.kind}`)}`}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('contracts.kind')}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ContractKind);
              setTemplate(null);
            }}
          >
            {contractKinds.map((one) => (
              <option key={one} value={one}>
                {t(`contracts.kinds.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <TermsFields
          key={`${kind}-${template?.id ?? ''}`}
          kind={kind}
          {...(template ? { terms: template.terms } : {})}
          testId="contract-top"
        />
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
