import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/controls';
import { isDayRange, lastDays, type DayRange } from './table-figures';

const dayMs = 86_400_000;

/** The spans an operator asks for most, from the day of `now` back. */
function presetsOf(now: Date) {
  return [
    { key: 'today', range: lastDays(now, 1) },
    { key: 'yesterday', range: lastDays(new Date(now.getTime() - dayMs), 1) },
    { key: 'week', range: lastDays(now, 7) },
    { key: 'month', range: lastDays(now, 30) },
  ] as const;
}

/**
 * The days the takings cover (UTC days, as the server counts them): a preset, or two dates. A
 * range that is not one (the end before the start) is named and not asked for.
 */
export function DaysPicker({
  days,
  onChange,
}: {
  days: DayRange;
  onChange: (days: DayRange) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(days);
  const presets = presetsOf(new Date());
  function choose(next: DayRange) {
    setDraft(next);
    if (isDayRange(next)) onChange(next);
  }
  return (
    <div className="tb-days" data-testid="tables-days">
      <div className="tb-days__presets" role="group" aria-label={t('tables.days.presets')}>
        {presets.map(({ key, range }) => (
          <button
            key={key}
            type="button"
            className="tb-chip"
            aria-pressed={range.from === days.from && range.to === days.to}
            onClick={() => choose(range)}
          >
            {t(`tables.days.${key}`)}
          </button>
        ))}
      </div>
      <div className="tb-days__fields">
        <label>
          {t('tables.days.from')}
          <input
            type="date"
            value={draft.from}
            required
            onChange={(event) => choose({ ...draft, from: event.target.value })}
          />
        </label>
        <label>
          {t('tables.days.to')}
          <input
            type="date"
            value={draft.to}
            required
            onChange={(event) => choose({ ...draft, to: event.target.value })}
          />
        </label>
      </div>
      <p className="ops-hint tb-days__zone">{t('tables.days.utc')}</p>
      <ErrorNote text={isDayRange(draft) ? null : t('tables.days.invalid')} />
    </div>
  );
}
