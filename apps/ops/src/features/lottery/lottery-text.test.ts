import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsTranslators } from '../../i18n/translators.test-support';
import { nameIn, scheduleText, weekdayList } from './lottery-text';

const interval = (periodSeconds: number, lockSeconds: number) => ({
  kind: 'interval' as const,
  periodSeconds,
  drawDays: [1, 2, 3, 4, 5, 6, 7],
  drawTime: null,
  lockSeconds,
  timeZone: 'Asia/Dhaka',
});
const weekly = (drawDays: number[], drawTime: string) => ({
  kind: 'weekly' as const,
  periodSeconds: null,
  drawDays,
  drawTime,
  lockSeconds: 900,
  timeZone: 'Asia/Ho_Chi_Minh',
});

let translators: Record<string, TFunction> = {};
beforeAll(async () => {
  translators = await opsTranslators();
});

describe('lottery schedule in words', () => {
  it('says how often a fast game draws and when betting closes', () => {
    const t = translators.en!;
    expect(scheduleText(interval(60, 5), t, 'en')).toBe(
      'every 1 minute, betting closes 5 s before',
    );
    expect(scheduleText(interval(300, 30), t, 'en')).toBe(
      'every 5 minutes, betting closes 30 s before',
    );
    expect(scheduleText(interval(90, 60), t, 'en')).toBe(
      'every 90 seconds, betting closes 1 min before',
    );
  });

  it('names the weekdays (Sunday 1 … Saturday 7) in order, or every day', () => {
    const t = translators.en!;
    expect(scheduleText(weekly([7, 2], '16:15'), t, 'en')).toBe(
      'Mon and Sat at 16:15 (Asia/Ho_Chi_Minh), betting closes 15 min before',
    );
    expect(scheduleText(weekly([1, 2, 3, 4, 5, 6, 7], '18:15'), t, 'en')).toBe(
      'every day at 18:15 (Asia/Ho_Chi_Minh), betting closes 15 min before',
    );
    expect(weekdayList([1, 4, 6], 'en')).toBe('Sun, Wed and Fri');
  });

  it('writes it in Bengali and Thai too, with no key left untranslated', () => {
    for (const language of ['bn', 'th']) {
      const t = translators[language]!;
      for (const schedule of [interval(60, 5), weekly([2, 7], '16:15')]) {
        const words = scheduleText(schedule, t, language);
        expect(words).not.toContain('lottery.');
        expect(words).not.toBe(scheduleText(schedule, translators.en!, 'en'));
      }
    }
  });
});

describe('lottery names and cancellation texts', () => {
  it("names a game in the desk's language, English otherwise, its code last", () => {
    const names = { en: 'Lucky 1', bn: 'লাকি ১' };
    expect(nameIn(names, 'bn', 'ELOTT1')).toBe('লাকি ১');
    expect(nameIn(names, 'th', 'ELOTT1')).toBe('Lucky 1');
    expect(nameIn({}, 'th', 'ELOTT1')).toBe('ELOTT1');
  });

  it('says in every language that a cancellation after lock waits for a second operator', () => {
    const values = { numero: '20261125-0001', game: 'Lucky 1', by: 'anna', count: 2 };
    const keys = [
      'lottery.cancelSummaryLocked',
      'lottery.cancelPending',
      'lottery.cancels.title',
      'lottery.cancels.intro',
      'lottery.cancels.approveSummary',
      'lottery.cancels.rejectSummary',
      'lottery.cancels.statuses.lapsed',
      'lottery.cancels.waitingCount',
    ];
    for (const key of keys) {
      const english = translators.en!(key, values);
      expect(english).not.toContain(key);
      for (const language of ['bn', 'th']) {
        const words = translators[language]!(key, values);
        expect(words, `${language} ${key}`).not.toContain('lottery.');
        expect(words, `${language} ${key}`).not.toBe(english);
      }
    }
    expect(translators.en!('lottery.cancelPending', values)).toContain('another operator');
  });
});
