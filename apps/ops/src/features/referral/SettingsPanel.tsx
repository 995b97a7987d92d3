import type { ReferralReport } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { useSingleFlight } from '../../ui/single-flight';
import { draftOf, inputOf, nextTierOf, type ReferralDraft, type TierDraft } from './referral-form';
import type { ReferralChanges } from './referral.api';

/** The most tiers a merchant sets (the server's limit too). */
const tiersMax = 10;

/** The tier table's typed columns, in order, with their labels' keys. */
const tierColumns: ReadonlyArray<{ field: keyof TierDraft; labelKey: string }> = [
  { field: 'inviteesMin', labelKey: 'referralDesk.tiers.inviteesMin' },
  { field: 'firstDepositReward', labelKey: 'referralDesk.tiers.firstDeposit' },
  { field: 'betPercent', labelKey: 'referralDesk.tiers.betPercent' },
];

/** The tier table as typed: friends from, reward per first deposit, percent of bets. */
function TiersTable({
  tiers,
  currency,
  isReadOnly,
  onChange,
}: {
  tiers: TierDraft[];
  currency: string;
  isReadOnly: boolean;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TierDraft>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...patch } : tier)));
  const cell = (index: number, field: keyof TierDraft, label: string) => (
    <input
      aria-label={`${label} ${index + 1}`}
      inputMode="decimal"
      maxLength={20}
      value={tiers[index]?.[field] ?? ''}
      disabled={isReadOnly}
      onChange={(event) => update(index, { [field]: event.target.value })}
      data-testid={`referral-tier-${index}-${field}`}
    />
  );
  return (
    <div className="ops-table-wrap">
      <table className="ops-table rf-tiers">
        <thead>
          <tr>
            <th scope="col">{t('referralDesk.tiers.inviteesMin')}</th>
            <th scope="col">{t('referralDesk.tiers.firstDeposit', { currency })}</th>
            <th scope="col">{t('referralDesk.tiers.betPercent')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('referralDesk.tiers.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((_tier, index) => (
            <tr key={index}>
              {tierColumns.map((column) => (
                <td key={column.field}>{cell(index, column.field, t(column.labelKey))}</td>
              ))}
              <td>
                {!isReadOnly && tiers.length > 1 && (
                  <button
                    type="button"
                    className="ops-button ops-button--ghost"
                    onClick={() => onChange(tiers.filter((__, at) => at !== index))}
                  >
                    {t('referralDesk.tiers.remove')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One typed field of the settings with its help. */
function TypedField(props: {
  name: 'qualifyDepositMin' | 'turnoverMultiple' | 'claimDays';
  label: string;
  hint: string;
  value: string;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}) {
  const id = `referral-${props.name}`;
  return (
    <label htmlFor={id}>
      {props.label}
      <input
        id={id}
        inputMode="decimal"
        maxLength={30}
        value={props.value}
        disabled={props.isReadOnly}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={id}
      />
      <small id={`${id}-hint`} className="ops-hint">
        {props.hint}
      </small>
    </label>
  );
}

/** The programme's switch, qualifying deposit, turnover, expiry and tiers, saved whole. */
export function SettingsPanel({
  report,
  changes,
}: {
  report: ReferralReport;
  changes: ReferralChanges;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReferralDraft>(() => draftOf(report.settings));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const flight = useSingleFlight();
  const isReadOnly = !report.canEdit;
  const set = (patch: Partial<ReferralDraft>) => setDraft((before) => ({ ...before, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    void flight.run(async () => {
      try {
        await changes.saveSettings(inputOf(draft));
        setNotice(t('referralDesk.settings.saved'));
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  };
  return (
    <section className="ops-panel" data-testid="referral-settings">
      <h2>{t('referralDesk.settings.title')}</h2>
      <form className="ops-form ops-form--grid" onSubmit={submit}>
        <label className="ops-check ops-wide">
          <input
            type="checkbox"
            checked={draft.isEnabled}
            disabled={isReadOnly}
            onChange={(event) => set({ isEnabled: event.target.checked })}
            data-testid="referral-enabled"
          />
          {t('referralDesk.settings.enabled')}
        </label>
        <TypedField
          name="qualifyDepositMin"
          label={t('referralDesk.settings.qualify', { currency: report.currency })}
          hint={t('referralDesk.settings.qualifyHint')}
          value={draft.qualifyDepositMin}
          isReadOnly={isReadOnly}
          onChange={(qualifyDepositMin) => set({ qualifyDepositMin })}
        />
        <TypedField
          name="turnoverMultiple"
          label={t('referralDesk.settings.turnover')}
          hint={t('referralDesk.settings.turnoverHint')}
          value={draft.turnoverMultiple}
          isReadOnly={isReadOnly}
          onChange={(turnoverMultiple) => set({ turnoverMultiple })}
        />
        <TypedField
          name="claimDays"
          label={t('referralDesk.settings.claimDays')}
          hint={t('referralDesk.settings.claimDaysHint')}
          value={draft.claimDays}
          isReadOnly={isReadOnly}
          onChange={(claimDays) => set({ claimDays })}
        />
        <div className="ops-wide">
          <h3>{t('referralDesk.tiers.title')}</h3>
          <p className="ops-hint">{t('referralDesk.tiers.hint')}</p>
          <TiersTable
            tiers={draft.tiers}
            currency={report.currency}
            isReadOnly={isReadOnly}
            onChange={(tiers) => set({ tiers })}
          />
        </div>
        <ErrorNote text={error} />
        {notice && <p className="ops-notice ops-notice--success">{notice}</p>}
        {!isReadOnly && (
          <div className="ops-form__buttons">
            <button
              type="button"
              className="ops-button ops-button--ghost"
              disabled={draft.tiers.length >= tiersMax}
              onClick={() => set({ tiers: [...draft.tiers, nextTierOf(draft.tiers)] })}
            >
              {t('referralDesk.tiers.add')}
            </button>
            <BusyButton type="submit" isBusy={flight.isBusy} data-testid="referral-save">
              {t('common.save')}
            </BusyButton>
          </div>
        )}
      </form>
    </section>
  );
}
