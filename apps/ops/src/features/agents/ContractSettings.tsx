import {
  dividendPeriods,
  type ContractDeskSettings,
  type ContractKindSettings,
  type DividendPeriod,
} from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText, markRefusedFields } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import type { MerchantChoice } from './agents.api';
import {
  contractKeys,
  saveActiveRule,
  saveContractKind,
  useContractSettings,
} from './contracts.api';

/** A form's save: busy, its error or a saved note, and the settings read again. */
function useSave(merchant: MerchantChoice) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const save = (form: HTMLFormElement, action: () => Promise<unknown>) =>
    void run(async () => {
      setError(null);
      setIsSaved(false);
      try {
        await action();
        setIsSaved(true);
        await queryClient.invalidateQueries({ queryKey: contractKeys.settings(merchant) });
      } catch (failure) {
        setError(errorText(failure, t('common.failed'), markRefusedFields(form, failure)));
      }
    });
  return { isBusy, error, isSaved, save };
}

/** A settings form's end: its error, that it saved, and the save button for who may edit. */
function SaveFooter({
  error,
  isSaved,
  isBusy,
  canEdit,
}: {
  error: string | null;
  isSaved: boolean;
  isBusy: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorNote text={error} />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status">
          {t('contracts.saved')}
        </p>
      )}
      {canEdit && (
        <div className="ops-form__buttons">
          <BusyButton type="submit" isBusy={isBusy}>
            {t('contracts.save')}
          </BusyButton>
        </div>
      )}
    </>
  );
}

/** One kind's bounds: on or off, highest rate, dividend periods, carried losses, hold above. */
function KindForm({
  merchant,
  settings,
  canEdit,
}: {
  merchant: MerchantChoice;
  settings: ContractKindSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { isBusy, error, isSaved, save } = useSave(merchant);
  const [periods, setPeriods] = useState<DividendPeriod[]>(settings.periods);
  const isDividend = settings.kind === 'dividend';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    save(form, () =>
      saveContractKind(merchant, settings.kind, {
        isEnabled: data.get('isEnabled') === 'on',
        maxRateBp: Math.round(Number(data.get('maxRate') ?? 0) * 100),
        periods: isDividend ? periods : [],
        isCarryingLosses: isDividend ? data.get('isCarryingLosses') === 'on' : true,
        holdAbove: String(data.get('holdAbove') ?? '').trim(),
      }),
    );
  };
  return (
    <form
      className="ops-form ops-form--grid ops-subpanel"
      noValidate
      onSubmit={submit}
      data-testid={`contract-kind-${settings.kind}`}
    >
      <h3>{t(`contracts.kinds.${settings.kind}`)}</h3>
      <fieldset disabled={!canEdit} className="ops-fieldset">
        <label className="ops-check">
          <input type="checkbox" name="isEnabled" defaultChecked={settings.isEnabled} />
          {t('contracts.isEnabled')}
        </label>
        <label>
          {t('contracts.maxRate')}
          <input
            name="maxRate"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            defaultValue={(settings.maxRateBp / 100).toFixed(2)}
          />
        </label>
        {isDividend && (
          <div role="group" aria-label={t('contracts.periods')}>
            <span>{t('contracts.periods')}</span>
            {dividendPeriods.map((period) => (
              <label key={period} className="ops-check">
                <input
                  type="checkbox"
                  checked={periods.includes(period)}
                  onChange={(event) =>
                    setPeriods((current) =>
                      event.target.checked
                        ? [...current, period]
                        : current.filter((one) => one !== period),
                    )
                  }
                />
                {t(`contracts.periodNames.${period}`)}
              </label>
            ))}
          </div>
        )}
        {isDividend && (
          <label className="ops-check">
            <input
              type="checkbox"
              name="isCarryingLosses"
              defaultChecked={settings.isCarryingLosses}
            />
            {t('contracts.isCarryingLosses')}
          </label>
        )}
        <label>
          {t('contracts.holdAbove')}
          <input
            name="holdAbove"
            inputMode="decimal"
            defaultValue={settings.holdAbove}
            placeholder={t('contracts.holdAboveNone')}
          />
        </label>
      </fieldset>
      <SaveFooter error={error} isSaved={isSaved} isBusy={isBusy} canEdit={canEdit} />
    </form>
  );
}

/** Who counts as an active member of a period. */
function ActiveRuleForm({
  merchant,
  settings,
  canEdit,
}: {
  merchant: MerchantChoice;
  settings: ContractDeskSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { isBusy, error, isSaved, save } = useSave(merchant);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    save(form, () =>
      saveActiveRule(merchant, {
        minDeposit: String(data.get('minDeposit') ?? '').trim(),
        minValidBet: String(data.get('minValidBet') ?? '').trim(),
      }),
    );
  };
  return (
    <form className="ops-form ops-form--grid ops-subpanel" noValidate onSubmit={submit}>
      <h3>{t('contracts.activeRule')}</h3>
      <p className="ops-hint">{t('contracts.activeRuleHint')}</p>
      <fieldset disabled={!canEdit} className="ops-fieldset">
        <label>
          {t('contracts.minDeposit', { currency: settings.currency })}
          <input
            name="minDeposit"
            inputMode="decimal"
            defaultValue={settings.activeRule.minDeposit}
          />
        </label>
        <label>
          {t('contracts.minValidBet', { currency: settings.currency })}
          <input
            name="minValidBet"
            inputMode="decimal"
            defaultValue={settings.activeRule.minValidBet}
          />
        </label>
      </fieldset>
      <SaveFooter error={error} isSaved={isSaved} isBusy={isBusy} canEdit={canEdit} />
    </form>
  );
}

/** The merchant's agent programme: each kind's bounds and the rule of an active member. */
export function ContractSettings({
  merchant,
  canEdit,
}: {
  merchant: MerchantChoice;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const settings = useContractSettings(merchant);
  const data = settings.data;
  return (
    <section className="ops-panel" data-testid="contract-settings">
      <h2>{t('contracts.settingsTitle')}</h2>
      <p className="ops-hint">{t('contracts.settingsHint')}</p>
      <ErrorNote text={settings.error ? errorText(settings.error, t('common.loadFailed')) : null} />
      {settings.isPending && <Skeleton />}
      {data && (
        <div className="ops-stack" key={merchant ?? ''}>
          {data.kinds.map((kind) => (
            <KindForm key={kind.kind} merchant={merchant} settings={kind} canEdit={canEdit} />
          ))}
          <ActiveRuleForm merchant={merchant} settings={data} canEdit={canEdit} />
        </div>
      )}
    </section>
  );
}
