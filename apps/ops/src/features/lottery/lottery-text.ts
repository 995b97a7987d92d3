import type { DeskLotteryGame } from '@khela/contracts';
import type { TFunction } from 'i18next';

/** A name in the desk's language from a record of names by language, English otherwise. */
export function nameIn(names: Record<string, string>, language: string, fallback: string): string {
  return names[language] ?? names.en ?? fallback;
}

/** A game's name in the desk's language, English otherwise. */
export function gameName(game: DeskLotteryGame, language: string): string {
  return nameIn(game.names, language, game.gameId);
}

// Bengali dates in Latin digits, as every amount and number on the desk is.
const locales: Record<string, string> = { bn: 'bn-BD-u-nu-latn', en: 'en-GB', th: 'th-TH' };
const dayMs = 86_400_000;
/** 1 January 2023 was a Sunday: weekday 1 of the lottery contract (Sunday 1 … Saturday 7). */
const firstSundayMs = Date.UTC(2023, 0, 1);
const everyDay = 7;

/** Weekdays (Sunday 1 … Saturday 7) as the language writes a short list: "Mon and Sat". */
export function weekdayList(days: readonly number[], language: string): string {
  const locale = locales[language] ?? 'en-GB';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const names = [...days]
    .sort((left, right) => left - right)
    .map((day) => weekday.format(new Date(firstSundayMs + (day - 1) * dayMs)));
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(names);
}

/** How long before the draw betting closes, in whole minutes when it is whole minutes. */
function lockText(lockSeconds: number, t: TFunction): string {
  return lockSeconds >= 60 && lockSeconds % 60 === 0
    ? t('lottery.schedule.lockMinutes', { count: lockSeconds / 60 })
    : t('lottery.schedule.lockSeconds', { count: lockSeconds });
}

/**
 * A game's schedule in words: "every 1 minute, betting closes 5 s before" for a fast draw,
 * "Mon and Sat at 16:15 (Asia/Ho_Chi_Minh), betting closes 15 min before" for a weekly one.
 */
export function scheduleText(
  schedule: DeskLotteryGame['schedule'],
  t: TFunction,
  language: string,
): string {
  const lock = lockText(schedule.lockSeconds, t);
  if (schedule.kind === 'interval') {
    const seconds = schedule.periodSeconds ?? 0;
    const when =
      seconds % 60 === 0
        ? t('lottery.schedule.everyMinutes', { count: seconds / 60 })
        : t('lottery.schedule.everySeconds', { count: seconds });
    return t('lottery.schedule.withLock', { when, lock });
  }
  const days =
    new Set(schedule.drawDays).size >= everyDay
      ? t('lottery.schedule.everyDay')
      : weekdayList(schedule.drawDays, language);
  const when = t('lottery.schedule.weekly', {
    days,
    time: schedule.drawTime ?? '',
    zone: schedule.timeZone,
  });
  return t('lottery.schedule.withLock', { when, lock });
}
