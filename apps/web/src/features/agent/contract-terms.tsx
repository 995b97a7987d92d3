import {
  contractTiersMax,
  type ContractKind,
  type ContractTerms,
  type ContractTier,
  type DividendPeriod,
} from '@khela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import './agent-reports.css';

/** The figures each kind's tiers name, in the order a row shows them. */
export const tierFields: Record<ContractKind, readonly (keyof Omit<ContractTier, 'rateBp'>)[]> = {
  dividend: ['activeMembers', 'profitLoss'],
  daily_salary: ['validBet', 'activeMembers'],
  hourly_salary: ['hourBet'],
  realtime_salary: [],
};

/** A rate in basis points as a percentage ("0.60 %"). */
export function percentOf(rateBp: number): string {
  return `${(rateBp / 100).toFixed(2)} %`;
}

/** A contract's terms as a reader sees them: its tiers (or per-bet rates) and its period. */
export function TermsView({ kind, terms }: { kind: ContractKind; terms: ContractTerms }) {
  const { t } = useTranslation();
  if (kind === 'realtime_salary') {
    return (
      <dl className="contract-terms__rates" data-testid="contract-terms">
        <div>
          <dt>{t('agent.contracts.lossRate')}</dt>
          <dd>{percentOf(terms.lossRateBp ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.profitRate')}</dt>
          <dd>{percentOf(terms.profitRateBp ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('agent.contracts.singleBet')}</dt>
          <dd>{formatAmount(terms.singleBet ?? '0')}</dd>
        </div>
      </dl>
    );
  }
  const fields = tierFields[kind];
  return (
    <div className="contract-terms" data-testid="contract-terms">
      {terms.period && (
        <p className="contract-terms__period">
          {t('agent.contracts.periodLabel')}:{' '}
          <strong>{t(`agent.contracts.periods.${terms.period}`)}</strong>
        </p>
      )}
      <table className="report-table contract-terms__table">
        <caption className="visually-hidden">{t('agent.contracts.tiers')}</caption>
        <thead>
          <tr>
            {fields.map((field) => (
              <th key={field} scope="col" className="report-table__number">
                {t(`agent.contracts.fields.${field}`)}
              </th>
            ))}
            <th scope="col" className="report-table__number">
              {t('agent.contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(terms.tiers ?? []).map((tier, index) => (
            <tr key={index}>
              {fields.map((field) => (
                <td key={field} className="report-table__number">
                  {field === 'activeMembers'
                    ? String(tier.activeMembers ?? 0)
                    : formatAmount(tier[field] ?? '0')}
                </td>
              ))}
              <td className="report-table__number">
                <strong>{percentOf(tier.rateBp)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the editor holds: every number as typed. */
export interface TermsDraft {
  period: DividendPeriod | '';
  tiers: Record<string, string>[];
  profitRate: string;
  lossRate: string;
  singleBet: string;
}

/** A draft from terms (a contract to start from), or an empty one of a kind. */
export function draftOf(kind: ContractKind, terms?: ContractTerms | null): TermsDraft {
  const tiers = (terms?.tiers ?? [{ rateBp: 0 }]).map((tier) => ({
    rate: tier.rateBp ? (tier.rateBp / 100).toFixed(2) : '',
    ...Object.fromEntries(
      tierFields[kind].map((field) => [
        field,
        tier[field] === undefined ? '0' : String(tier[field]),
      ]),
    ),
  }));
  return {
    period: terms?.period ?? '',
    tiers,
    profitRate: terms?.profitRateBp === undefined ? '' : (terms.profitRateBp / 100).toFixed(2),
    lossRate: terms?.lossRateBp === undefined ? '' : (terms.lossRateBp / 100).toFixed(2),
    singleBet: terms?.singleBet ?? '',
  };
}

/** A percentage typed as text in basis points; NaN when it is not one (the server says why). */
function basisPoints(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 100);
}

/** The terms a draft asks for, as the offer sends them. */
export function termsOf(kind: ContractKind, draft: TermsDraft): ContractTerms {
  if (kind === 'realtime_salary') {
    return {
      profitRateBp: basisPoints(draft.profitRate),
      lossRateBp: basisPoints(draft.lossRate),
      singleBet: draft.singleBet,
    };
  }
  return {
    ...(kind === 'dividend' && draft.period !== '' ? { period: draft.period } : {}),
    tiers: draft.tiers.map((tier) => ({
      rateBp: basisPoints(tier.rate ?? ''),
      ...Object.fromEntries(
        tierFields[kind].map((field) => [
          field,
          field === 'activeMembers' ? Math.trunc(Number(tier[field] || 0)) : tier[field] || '0',
        ]),
      ),
    })),
  };
}

/** The real-time salary's fields, in the order the editor shows them. */
const realtimeFields = [
  { name: 'lossRate', labelKey: 'agent.contracts.lossRatePercent' },
  { name: 'profitRate', labelKey: 'agent.contracts.profitRatePercent' },
  { name: 'singleBet', labelKey: 'agent.contracts.singleBet' },
] as const;

/** The terms editor: a period, tiers of minimums and a rate, or the per-bet rates. */
export function TermsEditor({
  kind,
  draft,
  periods,
  onChange,
}: {
  kind: ContractKind;
  draft: TermsDraft;
  periods: readonly DividendPeriod[];
  onChange: (draft: TermsDraft) => void;
}) {
  const { t } = useTranslation();
  if (kind === 'realtime_salary') {
    return (
      <div className="contract-editor">
        {realtimeFields.map(({ name, labelKey }) => (
          <label key={name} className="login-form__field">
            <span className="login-form__label">{t(labelKey)}</span>
            <input
              inputMode="decimal"
              value={draft[name]}
              data-testid={`terms-${name}`}
              onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
            />
          </label>
        ))}
      </div>
    );
  }
  const setTier = (index: number, name: string, value: string) =>
    onChange({
      ...draft,
      tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, [name]: value } : tier)),
    });
  return (
    <div className="contract-editor">
      {kind === 'dividend' && (
        <label className="login-form__field">
          <span className="login-form__label">{t('agent.contracts.periodLabel')}</span>
          <select
            value={draft.period}
            data-testid="terms-period"
            onChange={(event) =>
              onChange({ ...draft, period: event.target.value as DividendPeriod })
            }
          >
            <option value="">{t('agent.contracts.choosePeriod')}</option>
            {periods.map((period) => (
              <option key={period} value={period}>
                {t(`agent.contracts.periods.${period}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className="contract-editor__tiers">
        {draft.tiers.map((tier, index) => (
          <li key={index} className="contract-editor__tier" data-testid="terms-tier">
            <span className="contract-editor__tier-name">
              {t('agent.contracts.tierName', { number: index + 1 })}
            </span>
            {tierFields[kind].map((name) => (
              <label key={name} className="login-form__field">
                <span className="login-form__label">{t(`agent.contracts.fields.${name}`)}</span>
                <input
                  inputMode={name === 'activeMembers' ? 'numeric' : 'decimal'}
                  value={tier[name] ?? ''}
                  data-testid={`terms-${name}`}
                  onChange={(event) => setTier(index, name, event.target.value)}
                />
              </label>
            ))}
            <label className="login-form__field">
              <span className="login-form__label">{t('agent.contracts.ratePercent')}</span>
              <input
                inputMode="decimal"
                value={tier.rate ?? ''}
                data-testid="terms-rate"
                onChange={(event) => setTier(index, 'rate', event.target.value)}
              />
            </label>
            {draft.tiers.length > 1 && (
              <button
                type="button"
                className="button button--small button--ghost contract-editor__remove"
                aria-label={t('agent.contracts.removeTier', { number: index + 1 })}
                onClick={() =>
                  onChange({ ...draft, tiers: draft.tiers.filter((_, at) => at !== index) })
                }
              >
                <Icon name="close" size={16} />
              </button>
            )}
          </li>
        ))}
      </ol>
      {draft.tiers.length < contractTiersMax && (
        <button
          type="button"
          className="button button--small"
          data-testid="terms-add-tier"
          onClick={() => onChange({ ...draft, tiers: [...draft.tiers, { rate: '' }] })}
        >
          <Icon name="plus" size={16} />
          {t('agent.contracts.addTier')}
        </button>
      )}
    </div>
  );
}

/** Accept and reject of a request waiting for the member (and whatever else goes beside). */
export function DecisionButtons({
  isBusy,
  onDecide,
  testId,
  children,
}: {
  isBusy: boolean;
  onDecide: (isAccepted: boolean) => void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="contract-card__actions">
      <button
        type="button"
        className="button button--primary"
        disabled={isBusy}
        data-testid={`${testId}-accept`}
        onClick={() => onDecide(true)}
      >
        {t('agent.contracts.accept')}
      </button>
      <button
        type="button"
        className="button"
        disabled={isBusy}
        data-testid={`${testId}-reject`}
        onClick={() => onDecide(false)}
      >
        {t('agent.contracts.reject')}
      </button>
      {children}
    </div>
  );
}
