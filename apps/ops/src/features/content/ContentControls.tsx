import { languages } from '@khela/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { Dialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { previewRichText, type MerchantChoice } from './content.api';
import { publicationStatus, toLocalInput } from './content-status';

/** A language filter of a translated list: every language, or one. */
export type LanguageChoice = 'all' | (typeof languages)[number];

const languageChoices: readonly LanguageChoice[] = ['all', ...languages];

/** Form field text, trimmed. */
export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
/** A whole number typed in a field; NaN when empty (the server names the field). */
export const whole = (form: FormData, name: string) => Number(text(form, name) || Number.NaN);

/** Chips that choose which language a list shows. */
export function LanguageFilter({
  value,
  onChange,
}: {
  value: LanguageChoice;
  onChange: (next: LanguageChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ops-tabs cd-languages" role="group" aria-label={t('content.languageFilter')}>
      {languageChoices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="ops-tab"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {t(`content.languages.${choice}`)}
        </button>
      ))}
    </div>
  );
}

/** Where an item stands for players: draft, scheduled, live or ended. */
export function StatusBadge(item: {
  isPublished: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}) {
  const { t } = useTranslation();
  const status = publicationStatus(item, new Date());
  const tone = { draft: 'pending', scheduled: 'disbursed', live: 'ok', ended: 'off' }[status];
  return (
    <span className={`ops-badge ops-badge--${tone}`} data-status={status}>
      {t(`content.status.${status}`)}
    </span>
  );
}

/** When a scheduled item shows, in words. */
export function ScheduleText({
  startsAt,
  endsAt,
}: {
  startsAt: string | null;
  endsAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (!startsAt && !endsAt) return <>{t('content.always')}</>;
  const from = startsAt ? formatDateTime(startsAt, i18n.language) : t('content.now');
  const until = endsAt ? formatDateTime(endsAt, i18n.language) : t('content.noEnd');
  return <>{t('content.fromUntil', { from, until })}</>;
}

/** Language, schedule and draft/published fields shared by the translated forms. */
export function LanguageField({ value }: { value?: string }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('content.language')}
      <select name="language" defaultValue={value ?? 'bn'}>
        {languages.map((code) => (
          <option key={code} value={code}>
            {t(`content.languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ScheduleFields({
  startsAt,
  endsAt,
}: {
  startsAt?: string | null;
  endsAt?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label>
        {t('content.startsAt')}
        <input type="datetime-local" name="startsAt" defaultValue={toLocalInput(startsAt)} />
      </label>
      <label>
        {t('content.endsAt')}
        <input type="datetime-local" name="endsAt" defaultValue={toLocalInput(endsAt)} />
      </label>
    </>
  );
}

export function PublishField({ isPublished }: { isPublished?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="ops-check cd-wide">
      <input type="checkbox" name="isPublished" defaultChecked={isPublished ?? false} />
      {t('content.publish')}
    </label>
  );
}

/**
 * A rich-text field (HTML as operators paste it) with a preview: the server cleans it exactly
 * as it will when saved, and the desk shows the result as the site would.
 */
export function RichTextField({
  name,
  label,
  value,
  merchant,
}: {
  name: string;
  label: string;
  value?: string;
  merchant: MerchantChoice;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState(value ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { isBusy, run } = useSingleFlight();
  return (
    <div className="cd-wide cd-rich">
      <label>
        {label}
        <textarea
          name={name}
          rows={6}
          maxLength={100_000}
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            setPreview(null);
          }}
        />
      </label>
      <p className="ops-hint">{t('content.richTextHint')}</p>
      <BusyButton
        isBusy={isBusy}
        isGhost
        onClick={() => {
          setError(null);
          void run(async () => {
            try {
              setPreview((await previewRichText(source, merchant)).html);
            } catch (failure) {
              setError(errorText(failure, t('common.failed')));
            }
          });
        }}
      >
        {t('content.preview')}
      </BusyButton>
      <ErrorNote text={error} />
      {preview !== null && (
        <section className="cd-preview" aria-label={t('content.previewLabel')}>
          <p className="ops-muted">{t('content.previewLabel')}</p>
          {/* Cleaned by the server's allowlist, the same text the site receives. */}
          <div
            className="cd-rich-text"
            data-testid="rich-text-preview"
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      )}
    </div>
  );
}

/** A wide form in a dialog that sends its fields once and closes when the server agrees. */
export function ContentFormDialog({
  title,
  testId,
  submitLabel,
  onSend,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  submitLabel: string;
  onSend: (form: FormData) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    void run(async () => {
      try {
        await onSend(form);
        onClose();
      } catch (failure) {
        setError(errorText(failure, t('common.failed')));
      }
    });
  }
  return (
    <Dialog title={title} onClose={onClose} isLocked={isBusy} testId={testId} isWide>
      <form className="ops-form ops-form--grid" noValidate onSubmit={submit}>
        {children}
        <ErrorNote text={error} testId={`${testId}-error`} />
        <div className="ops-form__buttons">
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={onClose}
            disabled={isBusy}
          >
            {t('common.cancel')}
          </button>
          <BusyButton isBusy={isBusy} type="submit">
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before removing an item for good. */
export function ConfirmDelete({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title={t('content.deleteTitle')} onClose={onClose} isLocked={isBusy}>
      <div className="ops-form">
        <p>{t('content.deleteSummary', { name })}</p>
        <ErrorNote text={error} />
        <div className="ops-form__buttons">
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={onClose}
            disabled={isBusy}
          >
            {t('common.cancel')}
          </button>
          <BusyButton
            isBusy={isBusy}
            isDanger
            onClick={() => {
              setError(null);
              void run(async () => {
                try {
                  await onConfirm();
                  onClose();
                } catch (failure) {
                  setError(errorText(failure, t('common.failed')));
                }
              });
            }}
          >
            {t('content.delete')}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
