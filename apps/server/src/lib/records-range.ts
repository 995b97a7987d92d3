import { recordsRangeDaysMax } from '@khela/contracts';
import type { RequestContext } from '../plugins/context';
import { dayMs, dayOf, startOfDay } from './days';
import { AppError } from './errors';
import { translate } from './messages';

/** A range of the merchant's calendar days, both ends included, and the instants it spans. */
export interface RecordsRange {
  fromDay: string;
  toDay: string;
  /** The start of the first day and of the day after the last, in the merchant's zone. */
  from: Date;
  to: Date;
}

/**
 * Two calendar days of a report or statement, checked: real dates, in order, at most
 * recordsRangeDaysMax days; anything else is a field error on `from`, in the reader's language.
 */
export function recordsRange(context: RequestContext, from: string, to: string): RecordsRange {
  const fromDay = dayOf(from);
  const toDay = dayOf(to);
  const days = fromDay && toDay ? (toDay.getTime() - fromDay.getTime()) / dayMs + 1 : 0;
  if (!fromDay || !toDay || days < 1 || days > recordsRangeDaysMax) {
    throw new AppError('validation_failed', {
      fields: [
        {
          path: 'from',
          code: 'validation.dateRange',
          message: translate(context.language, 'field_invalid'),
        },
      ],
    });
  }
  const timeZone = context.merchant.timezone;
  return {
    fromDay: from,
    toDay: to,
    from: startOfDay(fromDay, timeZone),
    to: startOfDay(new Date(toDay.getTime() + dayMs), timeZone),
  };
}
