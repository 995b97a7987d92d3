/// <reference types="vite/client" />
// vite/client types import.meta.glob; the package itself stays free of node and DOM types.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ZERO,
  add,
  compare,
  currencies,
  currencyOf,
  formatDecimalString,
  formatMoney,
  fromWire,
  isCurrencyCode,
  isNegative,
  isZero,
  max,
  maxAmountMinor,
  min,
  minor,
  multiplyByRatio,
  parseMoney,
  subtract,
  sum,
  toWire,
  type CurrencyCode,
  type Minor,
  type ParseMoneyFailure,
} from './index';

const codes = Object.keys(currencies).filter(isCurrencyCode);
const anyCode = fc.constantFrom(...codes);
const inRange = fc.bigInt({ min: -maxAmountMinor, max: maxAmountMinor }).map(minor);
const anyMinor = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(minor);

function parsed(text: string, currency: CurrencyCode, allowNegative = false): Minor {
  const result = parseMoney(text, currency, { allowNegative });
  if (!result.ok)
    throw new Error(`expected ${JSON.stringify(text)} to parse, got ${result.reason}`);
  return result.value;
}

describe('currencies', () => {
  it('keys match codes and decimals follow ISO 4217 minor units', () => {
    const expected: Record<CurrencyCode, number> = {
      BDT: 2,
      INR: 2,
      THB: 2,
      USD: 2,
      USDT: 2,
      VND: 0,
      PHP: 2,
      PKR: 2,
      NPR: 2,
      LKR: 2,
      MYR: 2,
      IDR: 2,
      KRW: 0,
      JPY: 0,
    };
    expect(codes.sort()).toEqual(Object.keys(expected).sort());
    for (const code of codes) {
      const currency = currencyOf(code);
      expect(currency.code).toBe(code);
      expect(currency.decimals).toBe(expected[code]);
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.name.length).toBeGreaterThan(0);
    }
    expect(currencyOf('BDT').symbol).toBe('৳');
  });

  it('isCurrencyCode accepts own keys only', () => {
    expect(isCurrencyCode('BDT')).toBe(true);
    expect(isCurrencyCode('USDT')).toBe(true);
    for (const bad of [
      '',
      'bdt',
      'EUR',
      'toString',
      '__proto__',
      'constructor',
      'hasOwnProperty',
    ]) {
      expect(isCurrencyCode(bad)).toBe(false);
    }
  });

  it('table is frozen', () => {
    expect(Object.isFrozen(currencies)).toBe(true);
    expect(Object.isFrozen(currencies.USD)).toBe(true);
  });
});

describe('minor', () => {
  it('rejects non-bigint values that slipped past the type system', () => {
    expect(() => minor(5 as unknown as bigint)).toThrow(TypeError);
    expect(() => minor('5' as unknown as bigint)).toThrow(TypeError);
    expect(minor(5n)).toBe(5n);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1234.5', 'USD', 123450n],
    ['1234.50', 'USD', 123450n],
    ['0.01', 'BDT', 1n],
    ['0', 'BDT', 0n],
    ['0.00', 'BDT', 0n],
    ['1,234.50', 'INR', 123450n],
    ['1,234,567.89', 'INR', 123456789n],
    ['12,34,567.89', 'INR', 123456789n],
    ['1,00,000', 'INR', 10000000n],
    ['  42.1 \n', 'THB', 4210n],
    ['\u00a07\u00a0', 'USD', 700n],
    ['1000000', 'VND', 1000000n],
    ['1,000,000', 'VND', 1000000n],
    ['500', 'JPY', 500n],
    ['10000000000000.00', 'USD', 10n ** 15n],
    ['1000000000000000', 'KRW', 10n ** 15n],
  ] as const)('accepts %j as %s', (text, currency, expected) => {
    expect(parseMoney(text, currency)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'USD', 'empty'],
    ['   ', 'USD', 'empty'],
    ['\t\n', 'USD', 'empty'],
    ['1e5', 'USD', 'format'],
    ['1E5', 'USD', 'format'],
    ['1.5e2', 'USD', 'format'],
    ['NaN', 'USD', 'format'],
    ['Infinity', 'USD', 'format'],
    ['-Infinity', 'USD', 'format'],
    ['+5', 'USD', 'format'],
    ['+', 'USD', 'format'],
    ['-', 'USD', 'format'],
    ['--5', 'USD', 'format'],
    ['1.2.3', 'USD', 'format'],
    ['1..2', 'USD', 'format'],
    ['.5', 'USD', 'format'],
    ['5.', 'USD', 'format'],
    ['.', 'USD', 'format'],
    ['0x10', 'USD', 'format'],
    ['1_000', 'USD', 'format'],
    ['1 234', 'USD', 'format'],
    ['$5', 'USD', 'format'],
    ['5 USD', 'USD', 'format'],
    ['007', 'USD', 'format'],
    ['00.50', 'USD', 'format'],
    ['1,23', 'USD', 'format'],
    ['1234,567', 'USD', 'format'],
    ['12,3456', 'USD', 'format'],
    ['123,45,678', 'INR', 'format'],
    ['1,234,56,789', 'INR', 'format'],
    ['12,34,567,890', 'INR', 'format'],
    [',123', 'USD', 'format'],
    ['1,234,', 'USD', 'format'],
    ['1,,234', 'USD', 'format'],
    ['1.234,50', 'USD', 'format'],
    ['1,234.5,0', 'USD', 'format'],
    ['0,123', 'USD', 'format'],
    ['১২৩', 'BDT', 'format'],
    ['١٢٣', 'PKR', 'format'],
    ['１２３', 'JPY', 'format'],
    ['\u22125', 'USD', 'format'],
    ['1.001', 'USD', 'too_many_decimals'],
    ['1.500', 'USD', 'too_many_decimals'],
    ['0.001', 'BDT', 'too_many_decimals'],
    ['100.0', 'VND', 'too_many_decimals'],
    ['1.5', 'JPY', 'too_many_decimals'],
    ['-5', 'USD', 'negative'],
    ['-0', 'USD', 'negative'],
    ['-0.01', 'USD', 'negative'],
    ['-1,234.50', 'INR', 'negative'],
    ['10000000000000.01', 'USD', 'too_large'],
    ['1000000000000001', 'VND', 'too_large'],
    ['99999999999999999999999999999999999999', 'VND', 'too_large'],
    ['9'.repeat(100_000), 'VND', 'too_large'],
  ] as const satisfies readonly (readonly [string, CurrencyCode, ParseMoneyFailure])[])(
    'rejects %j in %s as %s',
    (text, currency, reason) => {
      expect(parseMoney(text, currency)).toEqual({ ok: false, reason });
    },
  );

  it('reports negative before too_many_decimals and too_large', () => {
    expect(parseMoney('-1.001', 'USD')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney('-99999999999999999', 'USD')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney('99999999999999999.999', 'USD')).toEqual({
      ok: false,
      reason: 'too_many_decimals',
    });
  });

  it('accepts negatives only with allowNegative, and the limit is symmetric', () => {
    expect(parseMoney('-5', 'USD', { allowNegative: true })).toEqual({ ok: true, value: -500n });
    expect(parseMoney('-0.05', 'USD', { allowNegative: true })).toEqual({ ok: true, value: -5n });
    expect(parseMoney('-0', 'USD', { allowNegative: true })).toEqual({ ok: true, value: 0n });
    expect(parseMoney('-1,234.50', 'INR', { allowNegative: true })).toEqual({
      ok: true,
      value: -123450n,
    });
    expect(parseMoney('-1000000000000000', 'VND', { allowNegative: true })).toEqual({
      ok: true,
      value: -(10n ** 15n),
    });
    expect(parseMoney('-1000000000000001', 'VND', { allowNegative: true })).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });

  it('is exact where floats are not', () => {
    const total = add(parsed('0.1', 'USD'), parsed('0.2', 'USD'));
    expect(toWire(total, 'USD')).toBe('0.30');
    expect(toWire(minor(2n ** 53n + 1n), 'VND')).toBe('9007199254740993');
  });

  it('never throws and only returns the documented reasons for arbitrary text', () => {
    const reasons = new Set(['empty', 'format', 'too_many_decimals', 'negative', 'too_large']);
    fc.assert(
      fc.property(fc.string(), anyCode, fc.boolean(), (text, currency, allowNegative) => {
        const result = parseMoney(text, currency, { allowNegative });
        if (result.ok) {
          expect(typeof result.value).toBe('bigint');
          expect(result.value <= maxAmountMinor && result.value >= -maxAmountMinor).toBe(true);
        } else {
          expect(reasons.has(result.reason)).toBe(true);
        }
      }),
    );
  });

  it('accepts separators exactly when the whole number is grouped western or indian', () => {
    // Reference works on the group lengths, independently of the parser's regular expression.
    const isValidGrouping = (groups: readonly string[]): boolean => {
      const lengths = groups.map((g) => g.length);
      const [first = 0, ...rest] = lengths;
      const last = rest.at(-1);
      const middle = rest.slice(0, -1);
      const western = first >= 1 && first <= 3 && rest.every((n) => n === 3);
      const indian = first >= 1 && first <= 2 && last === 3 && middle.every((n) => n === 2);
      return rest.length > 0 && (western || indian);
    };
    fc.assert(
      fc.property(
        // Mostly 2- and 3-digit groups so valid groupings are common; at most 15 digits, in range.
        fc.array(
          fc.oneof(
            { arbitrary: fc.stringMatching(/^[0-9]{2,3}$/), weight: 8 },
            { arbitrary: fc.stringMatching(/^[0-9]{0,4}$/), weight: 2 },
          ),
          { minLength: 2, maxLength: 5 },
        ),
        (groups) => {
          const text = groups.join(',');
          const valid = isValidGrouping(groups) && !text.startsWith('0');
          const result = parseMoney(text, 'VND');
          if (valid) {
            expect(result).toEqual({ ok: true, value: BigInt(groups.join('')) });
          } else {
            expect(result).toEqual({ ok: false, reason: 'format' });
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with an independent digit-string reference for generated decimal text', () => {
    fc.assert(
      fc.property(
        anyCode,
        fc.stringMatching(/^(0|[1-9][0-9]{0,17})$/),
        fc.stringMatching(/^[0-9]{0,3}$/),
        (currency, integerText, fraction) => {
          const text = fraction === '' ? integerText : `${integerText}.${fraction}`;
          const decimals = currencies[currency].decimals;
          const result = parseMoney(text, currency);
          if (fraction.length > decimals) {
            expect(result).toEqual({ ok: false, reason: 'too_many_decimals' });
            return;
          }
          const expected = BigInt(integerText + fraction.padEnd(decimals, '0'));
          expect(result).toEqual(
            expected > maxAmountMinor
              ? { ok: false, reason: 'too_large' }
              : { ok: true, value: expected },
          );
        },
      ),
    );
  });
});

describe('toWire / fromWire', () => {
  it('writes exactly the currency decimals, no separators, minus for negatives', () => {
    expect(toWire(minor(123450n), 'USD')).toBe('1234.50');
    expect(toWire(minor(-5n), 'USD')).toBe('-0.05');
    expect(toWire(minor(100n), 'VND')).toBe('100');
    expect(toWire(minor(-100n), 'JPY')).toBe('-100');
    expect(toWire(ZERO, 'USD')).toBe('0.00');
    expect(toWire(ZERO, 'KRW')).toBe('0');
    expect(toWire(minor(1n), 'BDT')).toBe('0.01');
    expect(toWire(minor(123456789012345678901n), 'USD')).toBe('1234567890123456789.01');
  });

  it('fromWire(toWire(x)) is the identity for every amount in range and every currency', () => {
    fc.assert(
      fc.property(inRange, anyCode, (amount, currency) => {
        expect(fromWire(toWire(amount, currency), currency)).toEqual({ ok: true, value: amount });
      }),
      { numRuns: 2000 },
    );
  });

  it('round trips the boundaries', () => {
    for (const currency of codes) {
      for (const amount of [ZERO, minor(1n), minor(-1n), maxAmountMinor, minor(-maxAmountMinor)]) {
        expect(fromWire(toWire(amount, currency), currency)).toEqual({ ok: true, value: amount });
      }
    }
  });

  it('toWire(parse(text)) is the identity for canonical wire text', () => {
    fc.assert(
      fc.property(inRange, anyCode, (amount, currency) => {
        const wire = toWire(amount, currency);
        expect(toWire(parsed(wire, currency, true), currency)).toBe(wire);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [123456789n, 'USD', {}, '1,234,567.89'],
    [123456789n, 'INR', { grouping: 'indian' }, '12,34,567.89'],
    [123456789n, 'INR', { grouping: 'western' }, '1,234,567.89'],
    [1234567890123n, 'BDT', { grouping: 'indian' }, '12,34,56,78,901.23'],
    [10000000n, 'INR', { grouping: 'indian' }, '1,00,000.00'],
    [99900n, 'INR', { grouping: 'indian' }, '999.00'],
    [0n, 'USD', {}, '0.00'],
    [5n, 'USD', {}, '0.05'],
    [-5n, 'USD', {}, '-0.05'],
    [-5n, 'USD', { symbol: true }, '-$0.05'],
    [123450n, 'BDT', { symbol: true }, '৳1,234.50'],
    [123450n, 'BDT', { symbol: true, grouping: 'indian' }, '৳1,234.50'],
    [1000000n, 'VND', { symbol: true }, '₫1,000,000'],
    [123n, 'JPY', { symbol: true }, '¥123'],
    [123450n, 'PKR', { symbol: true }, 'Rs 1,234.50'],
    [-123450n, 'MYR', { symbol: true }, '-RM 1,234.50'],
    [100n, 'USDT', { symbol: true }, 'USDT 1.00'],
    [100n, 'IDR', { symbol: true }, 'Rp 1.00'],
  ] as const)('formats %s %s %j as %j', (amount, currency, options, expected) => {
    expect(formatMoney(minor(amount), currency, options)).toBe(expected);
  });

  it('groups correctly and parses back for any amount, either grouping', () => {
    const western = /^-?[1-9][0-9]{0,2}(,[0-9]{3})*$|^-?0$/;
    const indian = /^-?([1-9][0-9]?(,[0-9]{2})*,[0-9]{3}|[1-9][0-9]{0,2}|0)$/;
    fc.assert(
      fc.property(
        inRange,
        anyCode,
        fc.constantFrom('western', 'indian'),
        (amount, currency, grouping) => {
          const text = formatMoney(amount, currency, { grouping });
          const integerText = text.split('.')[0] ?? '';
          expect(integerText).toMatch(grouping === 'western' ? western : indian);
          expect(text.replaceAll(',', '')).toBe(toWire(amount, currency));
          expect(parsed(text, currency, true)).toBe(amount);
        },
      ),
    );
  });
});

describe('formatDecimalString', () => {
  it('groups wire strings and keeps their decimals untouched', () => {
    expect(formatDecimalString('1234567.89')).toBe('1,234,567.89');
    expect(formatDecimalString('1234567.89', { grouping: 'indian' })).toBe('12,34,567.89');
    expect(formatDecimalString('-1234.5')).toBe('-1,234.5');
    expect(formatDecimalString('100')).toBe('100');
    expect(formatDecimalString('0.000001')).toBe('0.000001');
  });

  it('throws on text that is not a wire decimal', () => {
    for (const bad of ['', '1,234', '1e5', 'NaN', '+1', '01', '.5', '5.', ' 5']) {
      expect(() => formatDecimalString(bad)).toThrow(RangeError);
    }
  });
});

describe('arithmetic', () => {
  it('add and subtract are exact inverses', () => {
    fc.assert(
      fc.property(anyMinor, anyMinor, (a, b) => {
        expect(subtract(add(a, b), b)).toBe(a);
        expect(add(a, b)).toBe(a + b);
      }),
    );
  });

  it('sum is associative, order-independent and ZERO on empty', () => {
    expect(sum([])).toBe(ZERO);
    fc.assert(
      fc.property(fc.array(anyMinor), fc.array(anyMinor), fc.array(anyMinor), (a, b, c) => {
        const left = add(sum([...a, ...b]), sum(c));
        const right = add(sum(a), sum([...b, ...c]));
        expect(left).toBe(right);
        expect(sum([...a, ...b, ...c])).toBe(left);
        expect(sum([...c, ...a, ...b].reverse())).toBe(left);
      }),
    );
  });

  it('compare, max, min, isNegative, isZero agree with bigint ordering', () => {
    fc.assert(
      fc.property(anyMinor, anyMinor, (a, b) => {
        expect(compare(a, b)).toBe(a < b ? -1 : a > b ? 1 : 0);
        expect(compare(a, b)).toBe(-compare(b, a) || 0);
        expect(max(a, b)).toBe(a > b ? a : b);
        expect(min(a, b)).toBe(a < b ? a : b);
        expect(isNegative(a)).toBe(a < 0n);
        expect(isZero(a)).toBe(a === 0n);
      }),
    );
    expect(max(minor(3n))).toBe(3n);
    expect(max(minor(-3n), minor(7n), minor(2n))).toBe(7n);
    expect(min(minor(-3n), minor(7n), minor(-9n))).toBe(-9n);
    expect([minor(3n), minor(-1n), ZERO].sort(compare)).toEqual([-1n, 0n, 3n]);
  });

  it('negative amounts stay negative through formatting and arithmetic', () => {
    const debit = subtract(parsed('10.00', 'USD'), parsed('10.05', 'USD'));
    expect(isNegative(debit)).toBe(true);
    expect(toWire(debit, 'USD')).toBe('-0.05');
    expect(formatMoney(debit, 'USD', { symbol: true })).toBe('-$0.05');
    expect(fromWire('-0.05', 'USD')).toEqual({ ok: true, value: debit });
  });
});

describe('multiplyByRatio', () => {
  it.each([
    [1000n, 5n, 100n, 'floor', 50n],
    [999n, 5n, 100n, 'floor', 49n],
    [-999n, 5n, 100n, 'floor', -50n],
    [999n, 5n, 100n, 'half-even', 50n],
    [250n, 1n, 100n, 'half-even', 2n],
    [350n, 1n, 100n, 'half-even', 4n],
    [-250n, 1n, 100n, 'half-even', -2n],
    [-350n, 1n, 100n, 'half-even', -4n],
    [1n, 1n, 2n, 'half-even', 0n],
    [3n, 1n, 2n, 'half-even', 2n],
    [1000n, 195n, 100n, 'floor', 1950n],
    [333n, 1n, 3n, 'floor', 111n],
    [100n, 1n, -3n, 'floor', -34n],
    [100n, -1n, -3n, 'floor', 33n],
    [100n, 0n, 7n, 'half-even', 0n],
  ] as const)('%s × %s / %s (%s) = %s', (amount, numerator, denominator, rounding, expected) => {
    expect(multiplyByRatio(minor(amount), numerator, denominator, rounding)).toBe(expected);
  });

  it('throws on a zero denominator', () => {
    expect(() => multiplyByRatio(minor(100n), 1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('matches the exact rational result under both roundings', () => {
    const nonZero = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((d) => d !== 0n);
    fc.assert(
      fc.property(
        anyMinor,
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        nonZero,
        (amount, numerator, denominator) => {
          // Exact value is p/q with q > 0; check the defining inequalities, not the algorithm.
          const p = denominator < 0n ? -(amount * numerator) : amount * numerator;
          const q = denominator < 0n ? -denominator : denominator;

          const floored = multiplyByRatio(amount, numerator, denominator, 'floor');
          expect(floored * q <= p && p < (floored + 1n) * q).toBe(true);

          const even = multiplyByRatio(amount, numerator, denominator, 'half-even');
          const distanceTwice = (p - even * q) * 2n;
          const absDistanceTwice = distanceTwice < 0n ? -distanceTwice : distanceTwice;
          expect(absDistanceTwice <= q).toBe(true);
          if (absDistanceTwice === q) expect(even % 2n).toBe(0n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('exercises exact ties for half-even', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (k) => {
        // (2k+1)/2 is always a tie; the result must be the even neighbour.
        const result = multiplyByRatio(minor(2n * k + 1n), 1n, 2n, 'half-even');
        expect(result % 2n).toBe(0n);
        expect(result === k || result === k + 1n).toBe(true);
      }),
    );
  });
});

describe('source hygiene', () => {
  it('no float conversion in library code', () => {
    const sources = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(4);
    for (const [file, text] of Object.entries(sources)) {
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/parseFloat|parseInt|Number\(|\.toFixed|Math\./);
    }
  });
});
