import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField, messageKeyFor, messageValuesFor } from './patterns';
import {
  birthdayMessage,
  birthdayProblem,
  isoBirthday,
  profileFallbackRules,
  profileFieldNames,
  profileRuleOf,
  updateProfileRequestSchema,
} from './profile';
import { registrationFieldNames } from './content-desk';

describe('isoBirthday', () => {
  it('takes both date forms of the DATE pattern and refuses impossible dates', () => {
    expect(isoBirthday('1990-05-17')).toBe('1990-05-17');
    expect(isoBirthday(' 05-17-1990 ')).toBe('1990-05-17');
    expect(isoBirthday('2024-02-29')).toBe('2024-02-29');
    expect(isoBirthday('2023-02-29')).toBeNull();
    expect(isoBirthday('17/05/1990')).toBeNull();
    expect(isoBirthday('')).toBeNull();
  });
});

describe('birthdayProblem', () => {
  const today = '2026-11-22';
  it('refuses the future, minors and typing mistakes of a century', () => {
    expect(birthdayProblem('2026-11-23', today)).toBe('future');
    expect(birthdayProblem('2008-11-23', today)).toBe('underage');
    expect(birthdayProblem('2008-11-22', today)).toBeNull();
    expect(birthdayProblem('1906-11-22', today)).toBeNull();
    expect(birthdayProblem('1906-11-21', today)).toBe('too_old');
    expect(birthdayProblem('nonsense', today)).toBe('invalid');
  });

  it('makes someone born on 29 February an adult on 1 March of a common year', () => {
    expect(birthdayProblem('2008-02-29', '2026-02-28')).toBe('underage');
    expect(birthdayProblem('2008-02-29', '2026-03-01')).toBeNull();
  });

  it('accepts exactly the birthdays at least 18 years before today', () => {
    const day = fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(day, day, (birth, now) => {
        const birthday = new Date(birth).toISOString().slice(0, 10);
        const today = new Date(now).toISOString().slice(0, 10);
        const problem = birthdayProblem(birthday, today);
        const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
        const adultOn = new Date(Date.UTC(y + 18, m - 1, d)).toISOString().slice(0, 10);
        if (birthday > today) return problem === 'future';
        if (adultOn > today) return problem === 'underage';
        return problem === null || problem === 'too_old';
      }),
    );
  });

  it('names the age in the underage message', () => {
    expect(birthdayMessage('underage')).toEqual({
      key: 'validation.birthday_underage',
      values: { count: 18 },
    });
    expect(birthdayMessage('future').key).toBe('validation.birthday_future');
  });
});

describe('profile field rules', () => {
  it('lets the rules desk govern every profile field', () => {
    for (const field of profileFieldNames) {
      expect(registrationFieldNames as readonly string[]).toContain(field);
    }
  });

  it('falls back to a shown, optional, bounded rule', () => {
    for (const field of profileFieldNames) {
      const rule = profileFallbackRules[field];
      expect(rule).toMatchObject({ field, enabled: true, required: false });
      expect(rule.maxLength).toBeLessThanOrEqual(255);
    }
    const own = { ...profileFallbackRules.nickname, minLength: 3, maxLength: 3 };
    expect(profileRuleOf([own], 'nickname')).toBe(own);
  });

  it('words equal bounds as one number', () => {
    const problem = checkField(profileFallbackRules.birthday, '1990-5-17');
    expect(problem && messageKeyFor(problem)).toBe('validation.length_exact');
    expect(problem && messageValuesFor(problem)).toEqual({ count: 10 });
    const pattern = checkField(profileFallbackRules.qqNum, '12345x');
    expect(pattern && messageKeyFor(pattern)).toBe('validation.pattern.DIGITS_ONLY');
    expect(pattern && messageValuesFor(pattern)).toEqual({ min: 5, max: 12 });
  });
});

describe('updateProfileRequestSchema', () => {
  it('takes texts and nulls, and refuses unknown keys, wrong types, markup and huge texts', () => {
    expect(updateProfileRequestSchema.safeParse({ nickname: 'A', address: null }).success).toBe(
      true,
    );
    const unknown = updateProfileRequestSchema.safeParse({ memberId: '1' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(['memberId']);
    expect(updateProfileRequestSchema.safeParse({ nickname: 5 }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ nickname: '<b>x</b>' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ address: 'x'.repeat(256) }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse([]).success).toBe(false);
  });
});
