import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';

/** The days a report covers when none are asked for: the last 30, today included. */
const reportDaysDefault = 30;
/** The longest range a report reads. */
const reportDaysMax = 366;
const dayMs = 86_400_000;

function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}

/** A refusal of one field of a desk's request, in the operator's language. */
export function refusedField(language: string, ...paths: string[]) {
  return new AppError('validation_failed', {
    fields: paths.map((path) => ({
      path,
      code: 'field_invalid',
      message: translate(language, 'field_invalid'),
    })),
  });
}

/**
 * The days (YYYY-MM-DD of the merchant's time zone) a programme's cost report covers: those
 * asked for, or the last 30 up to today; refused (at `from`) when it ends before it starts or
 * spans more than a year.
 */
export function reportDays(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
  language: string,
): { from: string; to: string } {
  const to = query.to ?? dayIn(now, timeZone);
  const from =
    query.from ?? dayIn(new Date(now.getTime() - (reportDaysDefault - 1) * dayMs), timeZone);
  const days = (Date.parse(to) - Date.parse(from)) / dayMs;
  if (days < 0 || days >= reportDaysMax) throw refusedField(language, 'from');
  return { from, to };
}
