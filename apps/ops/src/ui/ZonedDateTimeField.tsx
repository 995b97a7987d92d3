import { useId, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskTimeZone, zoneLabel } from './zoned-time';

/**
 * A date and time typed in the desk's zone (its merchant's, the one the site shows), the zone
 * named under the field: an operator elsewhere sees which clock the time is on.
 */
export function ZonedDateTimeField({
  label,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const zone = useDeskTimeZone();
  const id = useId();
  // The field is named by its label alone; the zone describes it.
  return (
    <label>
      <span id={`${id}-name`}>{label}</span>
      <input
        type="datetime-local"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-zone`}
        {...input}
      />
      <small id={`${id}-zone`} className="ops-muted" data-testid="zone-hint">
        {zoneLabel(zone)}
      </small>
    </label>
  );
}

/** The sentence that says which clock a desk's times are on, to follow its introduction. */
export function TimesIn({ zone }: { zone: string }) {
  const { t } = useTranslation();
  return <> {t('common.timesIn', { zone: zoneLabel(zone) })}</>;
}
