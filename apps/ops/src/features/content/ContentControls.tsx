import { languages, type Language } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderWhenPassed } from '../../ui/clock';
import { BusyButton, ErrorNote } from '../../ui/controls';
import { ConfirmDialog } from '../../ui/Dialog';
import { errorText } from '../../ui/errors';
import { text } from '../../ui/form-values';
import { formatDateTime } from '../../ui/format';
import { useSingleFlight } from '../../ui/single-flight';
import { ZonedDateTimeField } from '../../ui/ZonedDateTimeField';
import { instantOfField, toZonedInput, useDeskTimeZone } from '../../ui/zoned-time';
import { previewRichText, type MerchantChoice } from './content.api';
import { publicationStatus } from './content-status';

/** A language filter of a translated list: every language, or one. */
export type LanguageChoice = 'all' | (typeof languages)[number];

const languageChoices: readonly LanguageChoice[] = ['all', ...languages];

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
  // Only a published item's status changes by the clock; a draft stays a draft.
  useRenderWhenPassed(item.isPublished ? [item.startsAt, item.endsAt] : []);
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
  const zone = useDeskTimeZone();
  if (!startsAt && !endsAt) return <>{t('content.always')}</>;
  const from = startsAt ? formatDateTime(startsAt, i18n.language, zone) : t('content.now');
  const until = endsAt ? formatDateTime(endsAt, i18n.language, zone) : t('content.noEnd');
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

/** The language chosen in a LanguageField. */
export function languageValue(form: FormData): Language {
  return text(form, 'language') as Language;
}

export function ScheduleFields({
  startsAt,
  endsAt,
}: {
  startsAt?: string | null;
  endsAt?: string | null;
}) {
  const { t } = useTranslation();
  const zone = useDeskTimeZone();
  return (
    <>
      <ZonedDateTimeField
        label={t('content.startsAt')}
        name="startsAt"
        defaultValue={toZonedInput(startsAt, zone)}
      />
      <ZonedDateTimeField
        label={t('content.endsAt')}
        name="endsAt"
        defaultValue={toZonedInput(endsAt, zone)}
      />
    </>
  );
}

/**
 * The times of ScheduleFields, in the desk's zone, as instants (an empty one is none); a time
 * left as the item had it is sent as it was.
 */
export function scheduleValues(
  form: FormData,
  zone: string,
  original?: { startsAt: string | null; endsAt: string | null },
) {
  return {
    startsAt: instantOfField(text(form, 'startsAt'), zone, original?.startsAt),
    endsAt: instantOfField(text(form, 'endsAt'), zone, original?.endsAt),
  };
}

/** A required title of up to 120 characters, as wide as the form. */
export function TitleField({ value }: { value?: string }) {
  const { t } = useTranslation();
  return (
    <label className="cd-wide">
      {t('content.titleField')}
      <input name="title" maxLength={120} required defaultValue={value ?? ''} />
    </label>
  );
}

/** Where an item stands among its kind: a whole number, smaller first. */
export function SortOrderField({ value }: { value?: number }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('content.sortOrder')}
      <input name="sortOrder" inputMode="numeric" defaultValue={value ?? 0} maxLength={7} />
    </label>
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

/** Whether a PublishField is ticked. */
export function publishValue(form: FormData): boolean {
  return form.get('isPublished') === 'on';
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
  return (
    <ConfirmDialog
      title={t('content.deleteTitle')}
      summary={<p>{t('content.deleteSummary', { name })}</p>}
      confirmLabel={t('content.delete')}
      isDanger
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * A form saved in place (no dialog): sends its fields once, then says it saved or shows why
 * not. `run` sends another call under the same busy state (a delete beside the save).
 */
export function useSavedForm(save: (form: FormData) => Promise<unknown>) {
  const { t } = useTranslation();
  const { isBusy, run } = useSingleFlight();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const failed = (failure: unknown) => setError(errorText(failure, t('common.failed')));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSaved(false);
    void run(async () => {
      try {
        await save(form);
        setSaved(true);
      } catch (failure) {
        failed(failure);
      }
    });
  }
  return { isBusy, run, submit, failed, error, saved };
}

/** What came of a form saved in place: its error, or a line saying it is saved. */
export function SaveOutcome({ error, saved }: { error: string | null; saved: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorNote text={error} />
      {saved && <p className="ops-notice ops-notice--success">{t('content.saved')}</p>}
    </>
  );
}
