import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import enBase from '../../../apps/web/src/i18n/en.json';
import bnBase from '../../../apps/web/src/i18n/bn.json';
import thBase from '../../../apps/web/src/i18n/th.json';
import enPatterns from '../../../apps/web/src/i18n/patterns/en.json';
import bnPatterns from '../../../apps/web/src/i18n/patterns/bn.json';
import thPatterns from '../../../apps/web/src/i18n/patterns/th.json';
import {
  checkField,
  isPatternId,
  matchesPattern,
  messageKeyFor,
  messageValuesFor,
  patternIds,
  type FieldProblem,
  type FieldRule,
  type PatternId,
} from './patterns';

/** Accepted and refused samples for every catalogue entry. */
const examples: Record<PatternId, { accept: string[]; reject: string[] }> = {
  LETTER_THEN_ALNUM: {
    accept: ['abc123', 'Z', 'user01', 'ABC'],
    reject: ['1abc', 'ab_c', 'ab c', 'ábc', 'abc١', ''],
  },
  CHINESE_AND_DIGITS: {
    accept: ['张三', '张三123', '2024', '𠀀𠀁'],
    reject: ['张 三', 'abc', '张三!', 'ひらがな', '张三１'],
  },
  MAILBOX: {
    accept: ['a@b.co', 'first.last+tag@mail.example.com', "o'brien@example.org", 'x_y@a-b.com.bd'],
    reject: [
      'a b@c.com',
      'a@b',
      'a@@b.com',
      'a@b@c.com',
      'a..b@c.com',
      'a@b..com',
      '.a@b.com',
      'a.@b.com',
      'a@b.c',
      'a@-b.com',
      'a@b.com.',
      'plainaddress',
      '@example.com',
    ],
  },
  LETTERS_OR_DIGITS: { accept: ['abc', '123', 'a1B2'], reject: ['a-1', 'a 1', 'ñ', '১২'] },
  LETTERS_AND_DIGITS: {
    accept: ['a1', '1a', 'abc123', 'ABC9'],
    reject: ['abc', '123', 'a1!', 'a 1'],
  },
  DIGITS_ONLY: { accept: ['0', '0123'], reject: ['12a', '১২৩', '١٢', '๑๒', '+880', '1 2', '1.5'] },
  ALNUM_WITH_UPPER: { accept: ['Abc', 'abC1', 'A'], reject: ['abc1', 'ABC!', 'Ab c', '123'] },
  ENGLISH_LETTERS_AND_SPACES: {
    accept: ['John', 'John Smith', 'A B C'],
    reject: ['John  Smith', ' John', 'John ', 'Jöhn', 'John1', 'John\tSmith'],
  },
  NO_SPACES: {
    accept: ['abc!@#', 'আমার', 'ไทย', '山田'],
    reject: ['a b', 'a\tb', 'a\u00A0b', 'a\u3000b', 'a\nb', ' '],
  },
  CHINESE_AND_PUNCTUATION: {
    accept: ['你好，世界！', '你好。', '“你好”', '你好!?', '《红楼梦》'],
    reject: ['你好 世界', 'hello', '，。', '你好a', '你好1'],
  },
  DATE: {
    accept: ['2024-02-29', '02-29-2024', '2000-02-29', '2023-12-31', '01-01-1970', '2023-04-30'],
    reject: [
      '2023-02-29',
      '02-29-2023',
      '1900-02-29',
      '2023-02-30',
      '2023-13-01',
      '2023-00-10',
      '2023-01-00',
      '2023-04-31',
      '2023-2-1',
      '2023/01/01',
      '20230101',
      '0000-01-01',
      '29-02-2024',
      '২০২৪-০২-২৯',
    ],
  },
  LETTERS_AND_SPACES: {
    accept: ['John Smith', 'আবদুল করিম', 'মোহাম্মদ রহিম', 'สมชาย ใจดี', 'José', '김민준'],
    reject: ['John  Smith', 'John1', 'John-Smith', "O'Brien", 'রহিম১'],
  },
  KOREAN_ONLY: { accept: ['김민준', '한글'], reject: ['김 민준', 'kim', '김1', '金'] },
  THAI_ONLY: { accept: ['สมชาย', 'ภาษาไทย', 'ไทย๑'], reject: ['สมชาย ใจดี', 'abc', 'สม1'] },
  THAI_OR_ENGLISH_WITH_SPACES: {
    accept: ['สมชาย ใจดี', 'John Smith', 'สมชาย Smith'],
    reject: ['สมชาย  ใจดี', 'John1', '김민준', 'আবদুল'],
  },
  UPPERCASE_AND_SPACES: {
    accept: ['JOHN SMITH', 'A'],
    reject: ['John', 'JOHN  SMITH', 'JOHN1', ' ', 'ÀB'],
  },
  LETTERS_NUMBERS_SYMBOLS: {
    accept: ['abc123!@#', 'P@ss_w0rd', '[x]\\y`~'],
    reject: ['abc 123', 'ñ', 'আমি', 'a\u00A0b'],
  },
  STRONG_PASSWORD: {
    accept: ['Abcdef1!', 'P@ssw0rd', 'xY9`'],
    reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!', 'Ábcdef1!'],
  },
  FULL_NAME: {
    accept: [
      'John Smith',
      'Jean-Luc Picard',
      "Mary O'Brien",
      'Mary O’Brien',
      'আবদুল করিম',
      'สมชาย ใจดี',
      'Juan Carlos de la Cruz',
    ],
    reject: ['John', 'John  Smith', 'John -Smith', 'John Smith-', 'John1 Smith', "'John Smith"],
  },
  FULL_WIDTH_JAPANESE: {
    accept: ['やまだ', 'ヤマダ', '山田太郎', '佐々木', 'スーパー', 'ジョン・スミス'],
    reject: ['ﾔﾏﾀﾞ', '山田 太郎', '山田\u3000太郎', 'yamada', '김민준', '山田1'],
  },
  UPPERCASE_NO_SPACES: { accept: ['ABC', 'Z'], reject: ['AbC', 'A B', 'ABC1', 'Ä'] },
  MOBILE_BD: {
    accept: ['01712345678', '1712345678', '01312345678', '01912345678'],
    reject: [
      '01212345678',
      '0171234567',
      '017123456789',
      '+8801712345678',
      '8801712345678',
      '০১৭১২৩৪৫৬৭৮',
      '0171 2345678',
    ],
  },
  MOBILE_GENERIC: {
    accept: ['123456', '123456789012345'],
    reject: ['12345', '1234567890123456', '+12345678', '123 456', '১২৩৪৫৬'],
  },
};

function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    field: 'username',
    enabled: true,
    required: true,
    minLength: 4,
    maxLength: 16,
    patternId: 'LETTER_THEN_ALNUM',
    acceptedPattern: null,
    ...overrides,
  };
}

const whitespace = [' ', '\t', '\n', '\r', '\v', '\f', '\u00A0', '\u1680', '\u2003', '\u2028'];
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
);
const anyRule = fc.record({
  field: fc.oneof(fc.constantFrom('username', 'password', 'verificationCode'), fc.string()),
  enabled: fc.boolean(),
  required: fc.boolean(),
  minLength: fc.integer({ min: -5, max: 40 }),
  maxLength: fc.integer({ min: -5, max: 40 }),
  patternId: fc.option(fc.oneof(fc.constantFrom(...patternIds), fc.string()), { nil: null }),
  acceptedPattern: fc.option(fc.oneof(fc.constant('*'), fc.string()), { nil: null }),
});
const bounds = fc
  .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const anyProblem: fc.Arbitrary<FieldProblem> = fc.oneof(
  bounds.map(({ min, max }) => ({ code: 'length' as const, min, max })),
  fc
    .tuple(fc.constantFrom(...patternIds), bounds)
    .map(([patternId, { min, max }]) => ({ code: 'pattern' as const, patternId, min, max })),
);

describe('matchesPattern', () => {
  it('has samples for every catalogue entry', () => {
    expect(Object.keys(examples).sort()).toEqual([...patternIds].sort());
  });

  describe.each(patternIds)('%s', (patternId) => {
    it.each(examples[patternId].accept)('accepts %j', (value) => {
      expect(matchesPattern(patternId, value)).toBe(true);
    });
    it.each(examples[patternId].reject)('rejects %j', (value) => {
      expect(matchesPattern(patternId, value)).toBe(false);
    });
  });

  it('keeps no state between calls (no global flag on the shared regexes)', () => {
    expect(matchesPattern('DIGITS_ONLY', '123')).toBe(true);
    expect(matchesPattern('DIGITS_ONLY', '123')).toBe(true);
  });

  it('agrees with the Gregorian calendar for every date shape', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const probe = new Date(0);
          probe.setUTCFullYear(year, month - 1, day);
          const real =
            probe.getUTCFullYear() === year &&
            probe.getUTCMonth() === month - 1 &&
            probe.getUTCDate() === day;
          const [y, m, d] = [pad(year, 4), pad(month, 2), pad(day, 2)];
          expect(matchesPattern('DATE', `${y}-${m}-${d}`)).toBe(real);
          expect(matchesPattern('DATE', `${m}-${d}-${y}`)).toBe(real);
        },
      ),
    );
  });

  it('refuses any value containing whitespace for NO_SPACES', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...whitespace), anyText, (before, space, after) => {
        expect(matchesPattern('NO_SPACES', before + space + after)).toBe(false);
      }),
    );
  });
});

describe('isPatternId', () => {
  it('knows the catalogue and nothing else', () => {
    expect(patternIds.every(isPatternId)).toBe(true);
    expect(isPatternId('ALNUM')).toBe(false);
    expect(isPatternId('toString')).toBe(false);
    expect(isPatternId('digits_only')).toBe(false);
  });
});

describe('checkField', () => {
  it('ignores a disabled rule', () => {
    expect(checkField(rule({ enabled: false }), '')).toBeNull();
    expect(checkField(rule({ enabled: false }), '!!')).toBeNull();
  });

  it('reports an empty required value, after trimming', () => {
    for (const value of ['', '   ', '\t\n', null, undefined]) {
      expect(checkField(rule(), value)).toEqual({ code: 'required' });
    }
  });

  it('accepts an empty optional value', () => {
    expect(checkField(rule({ required: false }), '  ')).toBeNull();
    expect(checkField(rule({ required: false }), null)).toBeNull();
  });

  it('trims ordinary fields', () => {
    expect(checkField(rule(), '  user01  ')).toBeNull();
  });

  it.each(['password', 'confirmPassword', 'paymentPassword', 'verificationCode'])(
    'does not trim %s',
    (field) => {
      const secret = rule({ field, patternId: 'LETTERS_AND_DIGITS', minLength: 4, maxLength: 8 });
      expect(checkField(secret, 'abc123')).toBeNull();
      expect(checkField(secret, ' abc123 ')).toEqual({
        code: 'pattern',
        patternId: 'LETTERS_AND_DIGITS',
        min: 4,
        max: 8,
      });
      expect(checkField(secret, '   ')).toEqual({ code: 'length', min: 4, max: 8 });
    },
  );

  it('counts code points, not UTF-16 units', () => {
    const chinese = rule({ patternId: 'CHINESE_AND_DIGITS', minLength: 2, maxLength: 2 });
    expect(checkField(chinese, '𠀀𠀁')).toBeNull();
    expect(checkField(chinese, '𠀀')).toEqual({ code: 'length', min: 2, max: 2 });
  });

  it('checks the length before the pattern', () => {
    expect(checkField(rule(), '1')).toEqual({ code: 'length', min: 4, max: 16 });
    expect(checkField(rule(), 'a'.repeat(17))).toEqual({ code: 'length', min: 4, max: 16 });
  });

  it('reports a pattern failure with the bounds', () => {
    expect(checkField(rule(), '1user')).toEqual({
      code: 'pattern',
      patternId: 'LETTER_THEN_ALNUM',
      min: 4,
      max: 16,
    });
  });

  it("applies only the length for acceptedPattern '*'", () => {
    expect(checkField(rule({ acceptedPattern: '*' }), '1 !@')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '*' }), '1!')).toEqual({
      code: 'length',
      min: 4,
      max: 16,
    });
  });

  it('applies only the length for an unknown or missing patternId', () => {
    expect(checkField(rule({ patternId: 'ALNUM' }), '!! ??')).toBeNull();
    expect(checkField(rule({ patternId: null }), '!! ??')).toBeNull();
    expect(checkField(rule({ patternId: 'ALNUM' }), '!')).toEqual({
      code: 'length',
      min: 4,
      max: 16,
    });
  });

  it('checks Bangladeshi mobile numbers with or without the trunk 0', () => {
    const mobile = rule({
      field: 'mobileNum',
      patternId: 'MOBILE_BD',
      minLength: 10,
      maxLength: 11,
    });
    expect(checkField(mobile, '01712345678')).toBeNull();
    expect(checkField(mobile, '1712345678')).toBeNull();
    expect(checkField(mobile, '01212345678')?.code).toBe('pattern');
  });

  it('never throws, whatever the rule and the value', () => {
    fc.assert(
      fc.property(anyRule, fc.option(anyText, { nil: undefined }), (anyFieldRule, value) => {
        const problem = checkField(anyFieldRule, value);
        expect(problem === null || ['required', 'length', 'pattern'].includes(problem.code)).toBe(
          true,
        );
      }),
    );
  });

  it("looks only at the length when acceptedPattern is '*'", () => {
    fc.assert(
      fc.property(anyRule, anyText, (anyFieldRule, value) => {
        const starred = { ...anyFieldRule, acceptedPattern: '*' };
        const plain = { ...anyFieldRule, acceptedPattern: null, patternId: null };
        expect(checkField(starred, value)).toEqual(checkField(plain, value));
      }),
    );
  });

  it('always accepts generated valid values within the bounds', () => {
    const cases: [PatternId, fc.Arbitrary<string>][] = [
      ['DIGITS_ONLY', fc.stringMatching(/^[0-9]{4,16}$/)],
      ['LETTER_THEN_ALNUM', fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{3,15}$/)],
      ['LETTERS_OR_DIGITS', fc.stringMatching(/^[A-Za-z0-9]{4,16}$/)],
      ['UPPERCASE_NO_SPACES', fc.stringMatching(/^[A-Z]{4,16}$/)],
      ['MOBILE_BD', fc.stringMatching(/^0?1[3-9][0-9]{8}$/)],
      ['MOBILE_GENERIC', fc.stringMatching(/^[0-9]{6,15}$/)],
      ['ENGLISH_LETTERS_AND_SPACES', fc.stringMatching(/^[A-Za-z]{2,4}( [A-Za-z]{1,3}){0,3}$/)],
      [
        'LETTERS_AND_DIGITS',
        fc.stringMatching(/^[A-Za-z0-9]{0,7}([a-z][0-9]|[0-9][A-Z])[a-z0-9]{0,7}$/),
      ],
    ];
    for (const [patternId, valid] of cases) {
      fc.assert(
        fc.property(valid, (value) => {
          const fieldRule = rule({ patternId, minLength: 2, maxLength: 16 });
          expect(checkField(fieldRule, value)).toBeNull();
        }),
      );
    }
  });

  it("reports 'length' for any value longer than the maximum", () => {
    fc.assert(
      fc.property(
        anyRule,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
        (anyFieldRule, max, extra, seed) => {
          const min = Math.min(anyFieldRule.minLength, max);
          const value = 'x'.repeat(max + extra);
          // Any code points, whitespace included: 'password' is never trimmed.
          const untrimmed = seed + value;
          const enabled = { ...anyFieldRule, enabled: true, minLength: min, maxLength: max };
          expect(checkField(enabled, value)).toEqual({ code: 'length', min, max });
          const secret = { ...enabled, field: 'password' };
          expect(Array.from(untrimmed).length).toBeGreaterThan(max);
          expect(checkField(secret, untrimmed)).toEqual({ code: 'length', min, max });
        },
      ),
    );
  });
});

describe('messageKeyFor and messageValuesFor', () => {
  it('name the required and length messages', () => {
    expect(messageKeyFor({ code: 'required' })).toBe('validation.required');
    expect(messageValuesFor({ code: 'required' })).toEqual({});
    expect(messageKeyFor({ code: 'length', min: 4, max: 16 })).toBe('validation.length');
    expect(messageValuesFor({ code: 'length', min: 4, max: 16 })).toEqual({ min: 4, max: 16 });
    expect(messageKeyFor({ code: 'length', min: 6, max: 6 })).toBe('validation.length_exact');
    expect(messageValuesFor({ code: 'length', min: 6, max: 6 })).toEqual({ count: 6 });
  });

  it('name the pattern messages', () => {
    const problem = { code: 'pattern', patternId: 'DIGITS_ONLY', min: 4, max: 4 } as const;
    expect(messageKeyFor(problem)).toBe('validation.pattern.DIGITS_ONLY_exact');
    expect(messageValuesFor(problem)).toEqual({ count: 4 });
    expect(messageKeyFor({ ...problem, max: 8 })).toBe('validation.pattern.DIGITS_ONLY');
    expect(messageValuesFor({ ...problem, max: 8 })).toEqual({ min: 4, max: 8 });
  });

  it('switch to the _exact form exactly when min equals max', () => {
    fc.assert(
      fc.property(anyProblem, (problem) => {
        if (problem.code === 'required') return;
        const exact = problem.min === problem.max;
        expect(messageKeyFor(problem).endsWith('_exact')).toBe(exact);
        expect(messageValuesFor(problem)).toEqual(
          exact ? { count: problem.min } : { min: problem.min, max: problem.max },
        );
      }),
    );
  });
});

describe('validation messages in the web translations', () => {
  // The site's texts with the pattern texts its forms load.
  const withPatterns = (
    base: { validation: object },
    patterns: { validation: object },
  ): Record<string, unknown> => ({
    ...base,
    validation: { ...base.validation, ...patterns.validation },
  });
  const en = withPatterns(enBase, enPatterns);
  const bn = withPatterns(bnBase, bnPatterns);
  const th = withPatterns(thBase, thPatterns);
  const bundles = { en, bn, th } as Record<string, unknown>;
  const lookup = (bundle: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
  const problems: FieldProblem[] = [
    { code: 'required' },
    { code: 'length', min: 4, max: 16 },
    { code: 'length', min: 6, max: 6 },
    ...patternIds.flatMap((patternId): FieldProblem[] => [
      { code: 'pattern', patternId, min: 4, max: 16 },
      { code: 'pattern', patternId, min: 6, max: 6 },
    ]),
  ];

  it.each(Object.keys(bundles))(
    '%s has every message, with only the values it is given',
    (language) => {
      for (const problem of problems) {
        const text = lookup(bundles[language], messageKeyFor(problem));
        expect(typeof text, messageKeyFor(problem)).toBe('string');
        const given = Object.keys(messageValuesFor(problem));
        for (const name of placeholders(text as string)) expect(given).toContain(name);
      }
    },
  );

  it.each(Object.keys(bundles))('%s has no pattern message outside the catalogue', (language) => {
    const pattern = lookup(bundles[language], 'validation.pattern') as Record<string, string>;
    const expected = patternIds.flatMap((id) => [id, `${id}_exact`]);
    expect(Object.keys(pattern).sort()).toEqual(expected.sort());
  });

  it('uses the same placeholders in every language', () => {
    for (const problem of problems) {
      const key = messageKeyFor(problem);
      const english = placeholders(lookup(en, key) as string).sort();
      expect(placeholders(lookup(bn, key) as string).sort(), `bn ${key}`).toEqual(english);
      expect(placeholders(lookup(th, key) as string).sort(), `th ${key}`).toEqual(english);
    }
  });
});
