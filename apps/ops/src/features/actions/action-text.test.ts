import { operatorActionCodes } from '@khela/contracts';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { opsTranslators } from '../../i18n/translators.test-support';
import {
  actionName,
  clipped,
  detailLines,
  detailValueMaxLength,
  type DetailWording,
} from './action-text';

let translators: Record<string, TFunction> = {};
beforeAll(async () => {
  translators = await opsTranslators();
});

/** Wording in one language, instants marked so a test sees they were taken for times. */
const wording = (language: string): DetailWording => ({
  t: translators[language]!,
  formatInstant: (iso) => `time(${iso})`,
});

describe('action log texts', () => {
  it('names every action the server logs in bn, en and th, each name its own', () => {
    for (const language of ['en', 'bn', 'th']) {
      const t = translators[language]!;
      const names = operatorActionCodes.map((code) => actionName(t, code));
      names.forEach((name, index) => {
        expect(name, `${language} ${operatorActionCodes[index]}`).not.toContain('actions.codes');
        expect(name).not.toBe(operatorActionCodes[index]);
      });
      expect(new Set(names).size).toBe(names.length);
    }
    expect(actionName(translators.bn!, 'withdrawal_approve')).toBe('উত্তোলন অনুমোদিত');
    expect(actionName(translators.th!, 'banner_delete')).toBe('ลบแบนเนอร์');
  });

  it('shows a code the log no longer knows as it is', () => {
    expect(actionName(translators.en!, 'old_code')).toBe('old_code');
  });

  it('reads a change as before → after, empty values and booleans as words', () => {
    expect(
      detailLines(wording('en'), {
        title: { from: 'Old', to: 'New' },
        endsAt: { from: null, to: '2026-12-01T00:00:00.000Z' },
        isPublished: false,
        amountMinor: '150000',
        prizes: [1, 2],
      }),
    ).toEqual([
      { field: 'title', text: 'Old → New' },
      { field: 'endsAt', text: '(empty) → time(2026-12-01T00:00:00.000Z)' },
      { field: 'isPublished', text: 'no' },
      { field: 'amountMinor', text: '150000' },
      { field: 'prizes', text: '[1,2]' },
    ]);
    expect(detailLines(wording('bn'), { isActive: { from: true, to: false } })).toEqual([
      { field: 'isActive', text: 'হ্যাঁ → না' },
    ]);
    expect(detailLines(wording('en'), {})).toEqual([]);
    expect(detailLines(wording('en'), null)).toEqual([]);
    expect(detailLines(wording('en'), 'note')).toEqual([{ field: '', text: 'note' }]);
    // A record with more than from and to is read through, not taken for a change.
    expect(detailLines(wording('en'), { limits: { from: 1, to: 2, step: 1 } })).toEqual([
      { field: 'limits.from', text: '1' },
      { field: 'limits.to', text: '2' },
      { field: 'limits.step', text: '1' },
    ]);
  });

  it('reads the shapes each desk logs: nested changes, before/after, whole records', () => {
    // A game's changes (game desk) and a promotion's texts per language.
    expect(
      detailLines(wording('en'), {
        changes: { status: { from: 'on', to: 'off' } },
        texts: { en: { name: { from: 'Safe', to: 'Safer' } } },
      }),
    ).toEqual([
      { field: 'changes.status', text: 'on → off' },
      { field: 'texts.en.name', text: 'Safe → Safer' },
    ]);
    // A page's game replaced (before/after), and a first setting with nothing before.
    expect(detailLines(wording('en'), { before: null, after: 'lucky-sevens' })).toEqual([
      { field: '', text: '(empty) → lucky-sevens' },
    ]);
    expect(detailLines(wording('en'), { isEnabled: { to: true } })).toEqual([
      { field: 'isEnabled', text: '(empty) → yes' },
    ]);
    // Two versions of the jackpot's settings: only what differs.
    expect(
      detailLines(wording('en'), {
        from: { seed: '1000.00', sharePercent: '1.00', isEnabled: true },
        to: { seed: '1000.00', sharePercent: '2.50', isEnabled: true },
      }),
    ).toEqual([{ field: 'sharePercent', text: '1.00 → 2.50' }]);
    // A jackpot opened: every setting from nothing.
    expect(detailLines(wording('en'), { to: { seed: '500.00' } })).toEqual([
      { field: 'seed', text: '(empty) → 500.00' },
    ]);
  });

  it('cuts a long value to the row, counting characters not code units', () => {
    const long = '🎰'.repeat(detailValueMaxLength + 5);
    expect([...clipped(long)].length).toBe(detailValueMaxLength);
    expect(clipped(long).endsWith('…')).toBe(true);
    expect(clipped('short')).toBe('short');
  });
});
