import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '../../ui/format';
import { Icon } from '../../ui/Icon';
import { hasNext, nextRange, previousRange, type DayRange } from './date-range';

/** The range picks of spec §9: the previous or next 7 and 30 days. */
const steps = [30, 7] as const;

/** Where a range of days is and the buttons that move it, never into the future. */
export function RangePicker({
  range,
  today,
  onChange,
  testId,
}: {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const canGoNext = hasNext(range, today);
  return (
    <div className="range-picker" data-testid={testId}>
      <p className="range-picker__current">
        <Icon name="calendar" size={18} />
        <span data-testid={`${testId}-text`}>
          {formatCalendarDay(range.from, i18n.language)} –{' '}
          {formatCalendarDay(range.to, i18n.language)}
        </span>
      </p>
      <div className="range-picker__steps">
        {steps.map((days) => (
          <button
            key={`previous-${days}`}
            type="button"
            className="chip range-picker__step range-picker__step--previous"
            aria-label={t('records.previousDays', { count: days })}
            onClick={() => onChange(previousRange(range, days))}
          >
            <Icon name="chevron-left" size={16} />
            {t('records.days', { count: days })}
          </button>
        ))}
        {[...steps].reverse().map((days) => (
          <button
            key={`next-${days}`}
            type="button"
            className="chip range-picker__step range-picker__step--next"
            aria-label={t('records.nextDays', { count: days })}
            disabled={!canGoNext}
            onClick={() => onChange(nextRange(range, days, today))}
          >
            {t('records.days', { count: days })}
            <Icon name="chevron-right" size={16} />
          </button>
        ))}
      </div>
    </div>
  );
}
