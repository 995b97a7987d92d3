import { rebatePeriods, type RebateReport } from '@khela/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsApiError } from '../../api';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import {
  draftProblems,
  settingsDraftOf,
  settingsInputOf,
  settingsRefusalOf,
  type RebateSettingsDraft,
  type SettingsRefusal,
} from './rebate-form';
import type { RebateChanges } from './rebate.api';

const noRefusal: SettingsRefusal = { byField: {}, others: [] };

/** A typed field with its help under it, and the server's refusal of it right below. */
function TypedField({
  name,
  label,
  hint,
  value,
  refusal,
  isWhole = false,
  maxLength,
  onChange,
}: {
  name: 'minClaim' | 'turnoverMultiple';
  label: string;
  hint: string;
  value: string;
  refusal: string | undefined;
  isWhole?: boolean;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const id = `rebate-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The label names the field alone; its help and refusal describe it.
  return (
    <div className="rb-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode={isWhole ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      />
      {refusal && (
        <span id={errorId} className="rb-field__error" data-testid={errorId}>
          {refusal}
        </span>
      )}
      <span id={hintId} className="rb-field__hint">
        {hint}
      </span>
    </div>
  );
}

/** Once a day or once a week, as two choices side by side. */
function PeriodChoice({
  value,
  refusal,
  onChange,
}: {
  value: RebateSettingsDraft['period'];
  refusal: string | undefined;
  onChange: (period: RebateSettingsDraft['period']) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="ops-choices rb-period"
      aria-describedby="rebate-period-hint"
      data-testid="rebate-period"
    >
      <legend>{t('rebateDesk.settings.period')}</legend>
      <div className="rb-period__choices">
        {rebatePeriods.map((period) => (
          <label key={period}>
            <input
              type="radio"
              name="period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            {t(`rebateDesk.settings.${period}`)}
          </label>
        ))}
      </div>
      {refusal && <span className="rb-field__error">{refusal}</span>}
      <span id="rebate-period-hint" className="rb-field__hint">
        {t('rebateDesk.settings.periodHint')}
      </span>
    </fieldset>
  );
}

/** What to say above the button: the server's summary when it named fields, else its answer. */
function refusalNote(failure: unknown, refusal: SettingsRefusal, fallback: string): string {
  const isFieldRefusal = Object.keys(refusal.byField).length > 0;
  if (!isFieldRefusal || !(failure instanceof OpsApiError)) return errorText(failure, fallback);
  return [failure.message, ...refusal.others].filter((text) => text !== '').join(' ');
}

/** The settings as typed, sent whole; a refusal is shown under each field it names. */
function SettingsForm({
  report,
  changes,
  onSaved,
}: {
  report: RebateReport;
  changes: RebateChanges;
  onSaved: (isSaved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => settingsDraftOf(report.settings));
  const [refusal, setRefusal] = useState(noRefusal);
  const [error, setError] = useState<string | null>(null);
  const { isBusy, run } = useSingleFlight();
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal moves the focus to the first field it names.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal]);
  const update = (change: Partial<RebateSettingsDraft>) => {
    onSaved(false);
    setDraft((current) => ({ ...current, ...change }));
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    onSaved(false);
    // A multiple that is no whole number is named here: the server could only call it missing.
    if (draftProblems(draft).length > 0) {
      setRefusal({
        byField: { turnoverMultiple: t('rebateDesk.settings.turnoverInvalid') },
        others: [],
      });
      return;
    }
    void run(async () => {
      try {
        await changes.saveSettings(settingsInputOf(draft));
        setRefusal(noRefusal);
        onSaved(true);
      } catch (failure) {
        const next = settingsRefusalOf(failure instanceof OpsApiError ? failure.fields : []);
        setRefusal(next);
        setError(refusalNote(failure, next, t('common.failed')));
      }
    });
  }
  return (
    <form
      ref={formRef}
      className="ops-form"
      noValidate
      onSubmit={submit}
      data-testid="rebate-settings-form"
    >
      <fieldset className="rb-fieldset" disabled={!report.canEdit}>
        <PeriodChoice
          value={draft.period}
          refusal={refusal.byField.period}
          onChange={(period) => update({ period })}
        />
        <TypedField
          name="minClaim"
          label={t('rebateDesk.settings.minClaim', { currency: report.currency })}
          hint={t('rebateDesk.settings.minClaimHint')}
          value={draft.minClaim}
          refusal={refusal.byField.minClaim}
          maxLength={30}
          onChange={(minClaim) => update({ minClaim })}
        />
        <TypedField
          name="turnoverMultiple"
          label={t('rebateDesk.settings.turnoverMultiple')}
          hint={t('rebateDesk.settings.turnoverMultipleHint')}
          value={draft.turnoverMultiple}
          refusal={refusal.byField.turnoverMultiple}
          isWhole
          maxLength={3}
          onChange={(turnoverMultiple) => update({ turnoverMultiple })}
        />
      </fieldset>
      <ErrorNote text={error} testId="rebate-settings-error" />
      {report.canEdit && (
        <div className="ops-form__buttons">
          <BusyButton isBusy={isBusy} type="submit" data-testid="rebate-settings-save">
            {t('rebateDesk.settings.save')}
          </BusyButton>
        </div>
      )}
    </form>
  );
}

/** A note beside the form, with a link to the desk it points to when the operator may open it. */
function Note({
  children,
  link,
  testId,
  isWarning = false,
}: {
  children: ReactNode;
  link?: { href: string; text: string } | undefined;
  testId: string;
  isWarning?: boolean;
}) {
  return (
    <p className={isWarning ? 'ops-notice rb-note' : 'ops-hint rb-note'} data-testid={testId}>
      {children}
      {link && (
        <>
          {' '}
          <a className="ops-link" href={link.href}>
            {link.text}
          </a>
        </>
      )}
    </p>
  );
}

/**
 * The period members claim in, the least they may claim and the turnover a claim carries; when
 * the programme started (the first save starts it); and where the rates are set (the VIP levels).
 */
export function SettingsPanel({
  report,
  changes,
  canOpenVip,
}: {
  report: RebateReport;
  changes: RebateChanges;
  /** The operator may open the VIP desk, where the rates are set. */
  canOpenVip: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [isSaved, setIsSaved] = useState(false);
  const { settings } = report;
  return (
    <section className="ops-panel" data-testid="rebate-settings">
      <h2>{t('rebateDesk.settings.title')}</h2>
      {!report.canEdit && <p className="ops-hint">{t('rebateDesk.readOnly')}</p>}
      <div className="rb-settings">
        <div className="rb-settings__notes">
          {settings.startedAt ? (
            <Note testId="rebate-start-note">
              {t('rebateDesk.settings.startedNote', {
                time: formatDateTime(settings.startedAt, i18n.language),
              })}
            </Note>
          ) : (
            <Note testId="rebate-start-note" isWarning>
              {t('rebateDesk.settings.startNote')}
            </Note>
          )}
          <Note
            testId="rebate-rates-note"
            link={canOpenVip ? { href: '#vip', text: t('rebateDesk.settings.openVip') } : undefined}
          >
            {t(`rebateDesk.settings.${canOpenVip ? 'ratesNote' : 'ratesNoteOwners'}`)}
          </Note>
        </div>
        {/* A change on the server (saved here or elsewhere) starts the form again from it. */}
        <SettingsForm
          key={JSON.stringify(settings)}
          report={report}
          changes={changes}
          onSaved={setIsSaved}
        />
      </div>
      {isSaved && (
        <p
          className="ops-notice ops-notice--success"
          role="status"
          data-testid="rebate-settings-saved"
        >
          {t('rebateDesk.settings.saved')}
        </p>
      )}
    </section>
  );
}
