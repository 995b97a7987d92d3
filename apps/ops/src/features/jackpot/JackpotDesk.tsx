import { hasCapability } from '@khela/contracts';
import type { JackpotDesk as Desk, Operator } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote, Skeleton } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatAmount, formatDateTime } from '../../ui/format';
import { MerchantPicker, useMerchantChoice } from '../../ui/MerchantPicker';
import { useSingleFlight } from '../../ui/single-flight';
import { Toggle } from '../../ui/Toggle';
import { useJackpotDesk, useSaveJackpot, type MerchantChoice } from './jackpot.api';
import './jackpot.css';

/** The form's fields in order; amounts and the share are typed as decimals. */
const fields = [
  { name: 'sharePercent', inputMode: 'decimal' },
  { name: 'seed', inputMode: 'decimal' },
  { name: 'oddsOneIn', inputMode: 'numeric' },
  { name: 'oddsNoticeHours', inputMode: 'numeric' },
  { name: 'displayStart', inputMode: 'decimal' },
] as const;

/** Owner and admin set the jackpot: it takes a share of every stake. */
function canSet(operator: Operator): boolean {
  return hasCapability(operator.role, 'jackpot');
}

function SettingsForm({
  desk,
  merchant,
  isManager,
}: {
  desk: Desk;
  merchant: MerchantChoice;
  isManager: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveJackpot(merchant);
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setError(null);
    setIsSaved(false);
    void run(async () => {
      try {
        await save({
          isEnabled: desk.settings.isEnabled,
          sharePercent: text('sharePercent'),
          seed: text('seed'),
          oddsOneIn: Number(text('oddsOneIn') || Number.NaN),
          oddsNoticeHours: Number(text('oddsNoticeHours') || Number.NaN),
          displayStart: text('displayStart'),
        });
        setIsSaved(true);
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }
  return (
    <form className="ops-form ops-form--grid jp-form" noValidate onSubmit={submit}>
      <fieldset disabled={!isManager} className="jp-fields">
        {fields.map(({ name, inputMode }) => (
          <label key={name}>
            {t(`jackpot.field.${name}`, { currency: desk.currency })}
            <input
              name={name}
              defaultValue={String(desk.settings[name])}
              inputMode={inputMode}
              maxLength={30}
              required
              data-testid={`jackpot-${name}`}
            />
            <span className="ops-hint">{t(`jackpot.help.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <ErrorNote text={error} testId="jackpot-error" />
      {isSaved && (
        <p className="ops-notice ops-notice--success" role="status" data-testid="jackpot-saved">
          {t('jackpot.saved')}
        </p>
      )}
      {isManager && (
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} type="submit" data-testid="jackpot-save">
            {desk.isConfigured ? t('common.save') : t('jackpot.open')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

function Wins({ desk }: { desk: Desk }) {
  const { t, i18n } = useTranslation();
  if (desk.wins.length === 0) return <p className="ops-empty">{t('jackpot.noWins')}</p>;
  return (
    <div className="ops-table-wrap">
      <table className="ops-table">
        <thead>
          <tr>
            <th>{t('jackpot.when')}</th>
            <th>{t('jackpot.member')}</th>
            <th>{t('jackpot.game')}</th>
            <th>{t('jackpot.amount')}</th>
            <th>{t('jackpot.draw')}</th>
          </tr>
        </thead>
        <tbody>
          {desk.wins.map((win) => (
            <tr key={win.id}>
              <td>{formatDateTime(win.createdAt, i18n.language)}</td>
              <td>{win.username}</td>
              <td>{win.gameName}</td>
              <td className="tabular">{formatAmount(win.amount, desk.currency)}</td>
              <td className="tabular">
                {t('jackpot.drawValue', { draw: win.draw, odds: win.oddsOneIn })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MerchantJackpot({ merchant, operator }: { merchant: MerchantChoice; operator: Operator }) {
  const { t, i18n } = useTranslation();
  const desk = useJackpotDesk(merchant);
  const save = useSaveJackpot(merchant);
  const data = desk.data;
  return (
    <>
      <section className="ops-panel" data-testid="ops-jackpot">
        <div className="ops-section-head">
          <h1>{t('jackpot.title')}</h1>
          <BusyButton isGhost isBusy={desk.isFetching} onClick={() => void desk.refetch()}>
            {t('common.refresh')}
          </BusyButton>
        </div>
        <p className="ops-hint">{t('jackpot.intro')}</p>
        <ErrorNote text={desk.error ? errorText(desk.error, t('common.loadFailed')) : null} />
        {desk.isPending && <Skeleton rows={4} />}
        {data && (
          <>
            <dl className="jp-summary">
              <div>
                <dt>{t('jackpot.pool')}</dt>
                <dd className="tabular" data-testid="jackpot-pool">
                  {formatAmount(data.pool, data.currency)}
                </dd>
              </div>
              <div>
                <dt>{t('jackpot.oddsInForce')}</dt>
                <dd className="tabular" data-testid="jackpot-odds-in-force">
                  {t('jackpot.oneIn', { odds: data.oddsInForce.toLocaleString(i18n.language) })}
                  {data.nextOdds && (
                    <span className="ops-hint jp-next-odds" data-testid="jackpot-next-odds">
                      {t('jackpot.nextOdds', {
                        odds: data.nextOdds.oddsOneIn.toLocaleString(i18n.language),
                        when: formatDateTime(data.nextOdds.takesEffectAt, i18n.language),
                      })}
                    </span>
                  )}
                </dd>
              </div>
              <div>
                <dt>{t('jackpot.shown')}</dt>
                <dd>
                  {!data.isConfigured
                    ? t('jackpot.shownUnset')
                    : data.settings.isEnabled && data.hasHouseGames
                      ? t('jackpot.shownPool')
                      : t('jackpot.shownDisplay')}
                </dd>
              </div>
            </dl>
            {data.isConfigured && (
              <div className="jp-toggle">
                <Toggle
                  isOn={data.settings.isEnabled}
                  label={t('jackpot.isEnabled')}
                  testId="jackpot-enabled"
                  isDisabled={!canSet(operator)}
                  onChange={(isOn) => save({ ...data.settings, isEnabled: isOn })}
                />
              </div>
            )}
            <SettingsForm
              key={JSON.stringify(data.settings)}
              desk={data}
              merchant={merchant}
              isManager={canSet(operator)}
            />
          </>
        )}
      </section>
      {data && (
        <section className="ops-panel">
          <h2>{t('jackpot.wins')}</h2>
          <Wins desk={data} />
        </section>
      )}
    </>
  );
}

/** The progressive jackpot desk: share, seed, odds and display counter of a merchant. */
export function JackpotDesk({ operator }: { operator: Operator }) {
  const isPlatform = operator.merchantCode === null;
  const choice = useMerchantChoice(isPlatform);
  const { merchant } = choice;
  return (
    <div className="ops-stack">
      {isPlatform && <MerchantPicker choice={choice} />}
      {(!isPlatform || merchant) && (
        <MerchantJackpot key={merchant ?? ''} merchant={merchant} operator={operator} />
      )}
    </div>
  );
}
