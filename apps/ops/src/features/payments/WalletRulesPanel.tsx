import type { UpdateWalletRules, WalletRules } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import type { PaymentChanges } from './payments.api';

/** The rules' fields in the order the form shows them; amounts are typed as decimals. */
const ruleFields = [
  { name: 'withdrawMin', isAmount: true },
  { name: 'withdrawMax', isAmount: true },
  { name: 'withdrawDailyCountMax', isAmount: false },
  { name: 'withdrawDailyMax', isAmount: true },
  { name: 'depositTurnoverPercent', isAmount: false },
  { name: 'receiptMinutes', isAmount: false },
  { name: 'payoutAccountsMax', isAmount: false },
  { name: 'transferMin', isAmount: true },
  { name: 'transferMax', isAmount: true },
  { name: 'adjustmentDual', isAmount: true },
] as const satisfies readonly { name: keyof WalletRules; isAmount: boolean }[];

/** The merchant's wallet rules: withdrawal and transfer limits, turnover, receipts, approvals. */
export function WalletRulesPanel({
  rules,
  currency,
  changes,
  isManager,
}: {
  rules: WalletRules;
  currency: string;
  changes: PaymentChanges;
  isManager: boolean;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      ruleFields.map(({ name, isAmount }) => {
        const raw = String(form.get(name) ?? '').trim();
        return [name, isAmount ? raw : Number(raw || Number.NaN)];
      }),
    ) as UpdateWalletRules;
    setError(null);
    setIsSaved(false);
    void run(async () => {
      try {
        await changes.saveRules(values);
        setIsSaved(true);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }

  return (
    <section className="ops-panel" data-testid="wallet-rules">
      <h2>{t('payments.rules')}</h2>
      <p className="ops-hint">{t('payments.rulesIntro')}</p>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit}>
        <fieldset disabled={!isManager} className="pd-rules">
          {ruleFields.map(({ name, isAmount }) => (
            <label key={name}>
              {t(`payments.rule.${name}`, { currency })}
              <input
                name={name}
                defaultValue={String(rules[name])}
                inputMode={isAmount ? 'decimal' : 'numeric'}
                maxLength={30}
                required
              />
            </label>
          ))}
        </fieldset>
        <ErrorNote text={error} testId="wallet-rules-error" />
        {isSaved && (
          <p className="ops-notice ops-notice--success" role="status">
            {t('payments.rulesSaved')}
          </p>
        )}
        {isManager && (
          <div className="ops-form__buttons">
            <BusyButton isBusy={isBusy} type="submit">
              {t('common.save')}
            </BusyButton>
          </div>
        )}
      </form>
    </section>
  );
}
