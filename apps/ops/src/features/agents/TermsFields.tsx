import {
  dividendPeriods,
  type Contract,
  type ContractKind,
  type ContractTerms,
} from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** The figures a kind's tiers name, in the order a tier's line gives them. */
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
/** A rate in basis points as the percent typed (150 → "1.5"). */
const typedPercent = (rateBp: number | undefined) => String((rateBp ?? 0) / 100);

/** Terms in one line: each tier's minimums → rate, or the per-bet rates. */
export function termsText(
  contract: Pick<Contract, 'kind' | 'terms'>,
  t: (key: string) => string,
): string {
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
export function termsFrom(kind: ContractKind, data: FormData): ContractTerms {
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

/** A real-time salary's fields, with the value each shows of terms to start from. */
const rateFields = [
  {
    name: 'lossRate',
    label: 'contracts.lossRatePercent',
    typed: (terms: ContractTerms) => typedPercent(terms.lossRateBp),
  },
  {
    name: 'profitRate',
    label: 'contracts.profitRatePercent',
    typed: (terms: ContractTerms) => typedPercent(terms.profitRateBp),
  },
  {
    name: 'singleBet',
    label: 'contracts.singleBet',
    typed: (terms: ContractTerms) => terms.singleBet ?? '',
  },
] as const;

/** Tiers as the text field shows them: one line each, its minimums and then its rate. */
function tiersTyped(kind: ContractKind, terms: ContractTerms | undefined): string {
  return (terms?.tiers ?? [])
    .map((tier) =>
      [
        ...tierFields[kind].map((field) => String(tier[field] ?? 0)),
        typedPercent(tier.rateBp),
      ].join(', '),
    )
    .join('\n');
}

/**
 * The fields of a kind's terms in a desk form (read back with `termsFrom`), started from terms
 * when given (a template's); remount it (a key) to start again from others.
 */
export function TermsFields({
  kind,
  terms,
  testId,
}: {
  kind: ContractKind;
  terms?: ContractTerms;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {kind === 'dividend' && (
        <label>
          {t('contracts.period')}
          <select name="period" defaultValue={terms?.period}>
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
          {rateFields.map(({ name, label, typed }) => (
            <label key={name}>
              {t(label)}
              <input name={name} inputMode="decimal" defaultValue={terms ? typed(terms) : ''} />
            </label>
          ))}
        </>
      ) : (
        <label className="ops-wide">
          {t('contracts.tiersInput', {
            fields: tierFields[kind].map((field) => t(`contracts.fields.${field}`)).join(', '),
          })}
          <textarea
            name="tiers"
            rows={3}
            data-testid={`${testId}-tiers`}
            defaultValue={tiersTyped(kind, terms)}
          />
        </label>
      )}
    </>
  );
}
