import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../provably-fair';
import { ticketsDigest } from './commitments';
import {
  elottPlayTypes,
  elottSumWays,
  hitsMax,
  hitsOf,
  oddsMilliFromText,
  oddsText,
  parseSelection,
  payoutMaxMinor,
  payoutMinor,
  sumOddsMilli,
  vnPlayTypes,
  type PlayType,
} from './play-types';
import {
  allNumbers,
  drawSheet,
  sheetFormats,
  sheetFromFloats,
  sheetSize,
  type ResultSheet,
  type SheetFormat,
} from './sheets';

const seed = 'ab'.repeat(32);

/** Sheets of a format from any digits. */
function sheetArbitrary(format: SheetFormat): fc.Arbitrary<ResultSheet> {
  const { digits } = sheetSize(format);
  return fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: digits, maxLength: digits })
    .map((values) =>
      sheetFromFloats(
        format,
        values.map((digit) => digit / 10 + 0.01),
      ),
    );
}

/**
 * The reference evaluation, written apart from the module: numbers as integers, tails by
 * remainder, sums by arithmetic.
 */
function referenceHits(playType: PlayType, selection: string, sheet: ResultSheet): number {
  const numbers = sheet.prizes.flatMap((prize) =>
    prize.numbers.map((text) => ({ value: Number(text), length: text.length })),
  );
  const special = numbers[0]!;
  const tailCount = (tail: number, width: number) =>
    numbers.filter((number) => number.length >= width && number.value % 10 ** width === tail)
      .length;
  const specialDigits = Array.from(
    { length: special.length },
    (_, index) => Math.floor(special.value / 10 ** (special.length - 1 - index)) % 10,
  );
  const sum = specialDigits.reduce((total, digit) => total + digit, 0);
  switch (playType) {
    case 'lo2':
      return tailCount(Number(selection), 2);
    case 'lo3':
      return tailCount(Number(selection), 3);
    case 'de':
      return special.value % 100 === Number(selection) ? 1 : 0;
    case 'de3':
      return special.value % 1000 === Number(selection) ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      const picks = selection.split(',').map(Number);
      return picks.every((pick) => tailCount(pick, 2) > 0) ? 1 : 0;
    }
    case 'dau':
      return Math.floor((special.value % 100) / 10) === Number(selection) ? 1 : 0;
    case 'duoi':
      return special.value % 10 === Number(selection) ? 1 : 0;
    case 'position': {
      const [position, digit] = selection.split(':').map(Number);
      return specialDigits[position! - 1] === digit ? 1 : 0;
    }
    case 'bigSmall':
      return sum > 22 === (selection === 'big') ? 1 : 0;
    case 'oddEven':
      return (sum % 2 === 1) === (selection === 'odd') ? 1 : 0;
    case 'sum':
      return sum === Number(selection) ? 1 : 0;
  }
}

const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
const selections: Record<PlayType, fc.Arbitrary<string>> = {
  lo2: two,
  de: two,
  lo3: fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
  de3: fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
  xien2: fc
    .uniqueArray(two, { minLength: 2, maxLength: 2 })
    .map((list) => [...list].sort().join(',')),
  xien3: fc
    .uniqueArray(two, { minLength: 3, maxLength: 3 })
    .map((list) => [...list].sort().join(',')),
  xien4: fc
    .uniqueArray(two, { minLength: 4, maxLength: 4 })
    .map((list) => [...list].sort().join(',')),
  dau: fc.integer({ min: 0, max: 9 }).map(String),
  duoi: fc.integer({ min: 0, max: 9 }).map(String),
  position: fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 9 }))
    .map(([position, digit]) => `${position}:${digit}`),
  bigSmall: fc.constantFrom('big', 'small'),
  oddEven: fc.constantFrom('odd', 'even'),
  sum: fc.integer({ min: 0, max: 45 }).map(String),
};

/** The digest of a period nobody bet on. */
const digest = ticketsDigest([]);

describe('result sheets', () => {
  it('have the real northern, southern and elott shapes', () => {
    expect(sheetSize('vn-north')).toEqual({ numbers: 27, digits: 107 });
    expect(sheetSize('vn-south')).toEqual({ numbers: 18, digits: 82 });
    expect(sheetSize('elott-5')).toEqual({ numbers: 1, digits: 5 });
    for (const format of Object.keys(sheetFormats) as SheetFormat[]) {
      const sheet = drawSheet(format, seed, 'VN01', '20261125', 2, digest);
      sheet.prizes.forEach((prize, index) => {
        const tier = sheetFormats[format][index]!;
        expect(prize.tier).toBe(tier.tier);
        expect(prize.numbers).toHaveLength(tier.count);
        for (const number of prize.numbers)
          expect(number).toMatch(new RegExp(`^\\d{${tier.digits}}$`));
      });
    }
  });

  it('are the same for the same seed, period and tickets, and differ between them', () => {
    const first = drawSheet('vn-north', seed, 'VN01', '20261125', 2, digest);
    expect(drawSheet('vn-north', seed, 'VN01', '20261125', 2, digest)).toEqual(first);
    expect(drawSheet('vn-north', seed, 'VN01', '20261126', 2, digest)).not.toEqual(first);
    expect(drawSheet('vn-north', seed, 'VN02', '20261125', 2, digest)).not.toEqual(first);
    expect(drawSheet('vn-north', seed, 'VN01', '20261125', 2, ticketsDigest(['a']))).not.toEqual(
      first,
    );
    // The published commitment is the seed's hash, never a number of the sheet.
    expect(allNumbers(first).join('')).not.toContain(hashServerSeed(seed, 2).slice(0, 5));
  });

  it('draws every digit about equally often', () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let period = 0; period < 400; period += 1) {
      for (const number of allNumbers(
        drawSheet('vn-north', seed, 'VN01', String(period), 2, digest),
      )) {
        for (const digit of number) counts[Number(digit)]! += 1;
      }
    }
    const total = counts.reduce((sum, count) => sum + count, 0);
    const expected = total / 10;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 9 degrees of freedom: 27.88 is the 0.1 % critical value.
    expect(chiSquare).toBeLessThan(27.88);
  });
});

describe('play types', () => {
  for (const playType of [...vnPlayTypes, ...elottPlayTypes]) {
    const formats: SheetFormat[] = (vnPlayTypes as readonly string[]).includes(playType)
      ? ['vn-north', 'vn-south']
      : ['elott-5'];
    for (const format of formats) {
      it(`${playType} on ${format} settles as the reference does`, () => {
        fc.assert(
          fc.property(sheetArbitrary(format), selections[playType], (sheet, selection) => {
            expect(parseSelection(playType, selection)).toBe(selection);
            const hits = hitsOf(playType, selection, sheet);
            expect(hits).toBe(referenceHits(playType, selection, sheet));
            expect(hits).toBeLessThanOrEqual(hitsMax(playType, format));
            const odds = { oddsMilli: 9_800 };
            const paid = payoutMinor(1_00n, playType, selection, sheet, odds);
            expect(paid).toBe((100n * 9_800n * BigInt(hits)) / 1000n);
            expect(paid).toBeLessThanOrEqual(
              payoutMaxMinor(1_00n, playType, selection, format, odds),
            );
          }),
          { numRuns: 300 },
        );
      });
    }
  }

  it('pays lô per matching prize: 27 prizes in the north, 18 in the south', () => {
    expect(hitsMax('lo2', 'vn-north')).toBe(27);
    expect(hitsMax('lo2', 'vn-south')).toBe(18);
    expect(hitsMax('lo3', 'vn-north')).toBe(23);
    expect(hitsMax('lo3', 'vn-south')).toBe(17);
    const sheet: ResultSheet = {
      format: 'vn-south',
      prizes: [
        { tier: 'special', numbers: ['123456'] },
        { tier: 'g1', numbers: ['00056'] },
        { tier: 'g2', numbers: ['11111'] },
        { tier: 'g3', numbers: ['22256', '33333'] },
        { tier: 'g4', numbers: ['44444', '55555', '66666', '77777', '88888', '99999', '01234'] },
        { tier: 'g5', numbers: ['0456'] },
        { tier: 'g6', numbers: ['1111', '2222', '3333'] },
        { tier: 'g7', numbers: ['456'] },
        { tier: 'g8', numbers: ['56'] },
      ],
    };
    expect(hitsOf('lo2', '56', sheet)).toBe(6);
    expect(hitsOf('lo3', '456', sheet)).toBe(3);
    expect(hitsOf('lo3', '056', sheet)).toBe(1);
    expect(hitsOf('de', '56', sheet)).toBe(1);
    expect(hitsOf('de3', '456', sheet)).toBe(1);
    expect(hitsOf('xien2', '11,56', sheet)).toBe(1);
    expect(hitsOf('xien3', '11,56,98', sheet)).toBe(0);
    expect(hitsOf('dau', '5', sheet)).toBe(1);
    expect(hitsOf('duoi', '6', sheet)).toBe(1);
    // Stake 2.00 at ×0.99 per hit, 6 hits: 11.88.
    expect(payoutMinor(200n, 'lo2', '56', sheet, { oddsMilli: 990 })).toBe(1188n);
  });

  it('refuses selections that are not of the play type', () => {
    const refused: [PlayType, string][] = [
      ['lo2', '5'],
      ['lo2', '123'],
      ['lo3', '12'],
      ['de', 'ab'],
      ['xien2', '12,12'],
      ['xien2', '12'],
      ['xien3', '01,02,03,04'],
      ['dau', '10'],
      ['position', '6:1'],
      ['position', '0:1'],
      ['position', '1:10'],
      ['bigSmall', 'BIG'],
      ['oddEven', 'odd '.repeat(2)],
      ['sum', '46'],
      ['sum', '-1'],
      ['sum', '1.5'],
    ];
    for (const [playType, text] of refused) expect(parseSelection(playType, text)).toBeUndefined();
    expect(parseSelection('xien3', ' 45, 07 12 ')).toBe('07,12,45');
    expect(parseSelection('sum', '07')).toBe('7');
  });

  it('offers sum odds that return the same share of stakes for every sum', () => {
    const ways = elottSumWays();
    expect(ways).toHaveLength(46);
    expect(ways.reduce((sum, count) => sum + count, 0)).toBe(100_000);
    expect(ways[0]).toBe(1);
    expect(ways[22]).toBe(ways[23]);
    const odds = sumOddsMilli(950);
    ways.forEach((count, sum) => {
      // count / 100 000 × odds / 1000 of the stake comes back: at most 95 %, at least 94 %.
      expect(count * odds[sum]!).toBeLessThanOrEqual(950 * 100_000);
      expect(count * odds[sum]!).toBeGreaterThan(940 * 100_000);
    });
    // Sum 0 is one way in 100 000: 1.00 on it at 95 % returns 95 000.00.
    expect(
      payoutMinor(100n, 'sum', '0', sheetFromFloats('elott-5', [0, 0, 0, 0, 0]), {
        oddsMilliByValue: odds,
      }),
    ).toBe(9_500_000n);
  });

  it('write odds from thousandths and read them back exactly, refusing anything else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (oddsMilli) => {
        expect(oddsMilliFromText(oddsText(oddsMilli))).toBe(oddsMilli);
      }),
    );
    expect(oddsText(1950)).toBe('1.95');
    expect(oddsText(95_000)).toBe('95');
    expect(oddsText(9_505)).toBe('9.505');
    for (const text of ['', '1.9555', '-1', '1e3', '1,95', '.5', '12345678']) {
      expect(oddsMilliFromText(text), text).toBeUndefined();
    }
  });
});
