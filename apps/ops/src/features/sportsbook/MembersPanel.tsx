import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText, markRefusedFields } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { readStakeFactor } from './book-settings';
import { sendReading } from './form-refusal';
import { useBookChanges, useStakeFactors, type MerchantChoice } from './sportsbook.api';
import { stakeFactorText } from './sportsbook-text';

/** A factor set, to say so under the form. */
interface FactorSet {
  account: string;
  factor: number;
}

/**
 * A member's stake factor: their limits × the factor, to hold back a sharp bettor (×0.10) or
 * stop their bets (×0). Set by the member's account; ×1.00 gives the normal limits back.
 */
export function MembersPanel({ merchant }: { merchant: MerchantChoice }) {
  const { t, i18n } = useTranslation();
  const changes = useBookChanges(merchant);
  const limited = useStakeFactors(merchant);
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<FactorSet | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const fields = {
      account: String(form.get('account') ?? ''),
      factor: String(form.get('factor') ?? ''),
    };
    setError(null);
    setDone(null);
    void run(async () => {
      try {
        await sendReading(readStakeFactor(fields), t, async (body) => {
          await changes.setStakeFactor(body.account, body.factor);
          setDone(body);
        });
        markRefusedFields(element, null);
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(element, failure)));
      }
    });
  }
  return (
    <section className="ops-panel" data-testid="sb-members">
      <h2>{t('sportsbook.members.title')}</h2>
      <p className="ops-hint">{t('sportsbook.members.intro')}</p>
      <form className="ops-form ops-form--narrow" onSubmit={submit} noValidate>
        <label>
          {t('sportsbook.members.account')}
          <input name="account" required maxLength={32} autoComplete="off" />
        </label>
        <label>
          {t('sportsbook.members.factor')}
          <input
            name="factor"
            inputMode="decimal"
            required
            maxLength={6}
            autoComplete="off"
            placeholder="0.10"
            aria-describedby="sb-factor-hint"
          />
          <small id="sb-factor-hint" className="ops-hint">
            {t('sportsbook.members.factorHint')}
          </small>
        </label>
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} type="submit" data-testid="sb-stake-factor-save">
            {t('sportsbook.members.submit')}
          </BusyButton>
        </div>
      </form>
      {done && (
        <p
          className="ops-notice ops-notice--success"
          role="status"
          data-testid="sb-stake-factor-done"
        >
          {t('sportsbook.members.done', {
            account: done.account,
            factor: stakeFactorText(done.factor),
          })}
        </p>
      )}
      <h3>{t('sportsbook.members.limited')}</h3>
      {limited.data?.list.length === 0 && (
        <p className="ops-muted">{t('sportsbook.members.noneLimited')}</p>
      )}
      {limited.data && limited.data.list.length > 0 && (
        <table className="ops-table" data-testid="sb-stake-factors">
          <thead>
            <tr>
              <th>{t('sportsbook.members.member')}</th>
              <th>{t('sportsbook.members.factor')}</th>
              <th>{t('sportsbook.members.since')}</th>
            </tr>
          </thead>
          <tbody>
            {limited.data.list.map((row) => (
              <tr key={row.member}>
                <td data-label={t('sportsbook.members.member')}>{row.member}</td>
                <td data-label={t('sportsbook.members.factor')} className="ops-number">
                  {stakeFactorText(row.factor)}
                </td>
                <td data-label={t('sportsbook.members.since')}>
                  {formatDateTime(row.updatedAt, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
