import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sportsOddsText, type OddsStyle } from './odds-text';

const cases: Record<OddsStyle, [number, string][]> = {
  decimal: [
    [1950, '1.95'],
    [1875, '1.875'],
    [2000, '2.00'],
    [10_500, '10.50'],
    [1001, '1.001'],
    [1_000_000, '1000.00'],
  ],
  fractional: [
    [1950, '19/20'],
    [2000, '1/1'],
    [2500, '3/2'],
    [11_000, '10/1'],
    [1333, '333/1000'],
    [1000, '0/1'],
  ],
  hongKong: [
    [1950, '0.95'],
    [1875, '0.875'],
    [3000, '2.00'],
    [1050, '0.05'],
  ],
  malay: [
    [1950, '0.95'],
    [2000, '1.00'],
    [1875, '0.88'],
    [1500, '0.50'],
    [3000, '-0.50'],
    [2500, '-0.67'],
    [5000, '-0.25'],
  ],
  indonesian: [
    [2000, '1.00'],
    [3000, '2.00'],
    [3333, '2.33'],
    [1500, '-2.00'],
    [1950, '-1.05'],
    [1875, '-1.14'],
    [1250, '-4.00'],
  ],
};

describe('odds text', () => {
  for (const [style, examples] of Object.entries(cases)) {
    it(`writes ${style} odds`, () => {
      for (const [odds, text] of examples) {
        expect(sportsOddsText(odds, style as OddsStyle), `${odds}`).toBe(text);
      }
    });
  }

  it('refuses odds below 1.000, and 1.000 in the Indonesian style', () => {
    expect(() => sportsOddsText(999, 'decimal')).toThrow();
    expect(() => sportsOddsText(1950.5, 'decimal')).toThrow();
    expect(() => sportsOddsText(1000, 'indonesian')).toThrow();
  });

  it('writes decimal and fractional odds that read back to the stored price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000 }), (odds) => {
        const [whole = '', places = ''] = sportsOddsText(odds, 'decimal').split('.');
        expect(Number(whole) * 1000 + Number(places.padEnd(3, '0'))).toBe(odds);
        const [numerator = 0, denominator = 1] = sportsOddsText(odds, 'fractional')
          .split('/')
          .map(Number);
        expect(numerator * 1000).toBe((odds - 1000) * denominator);
      }),
    );
  });

  it('agrees across Asian styles: Malay and Indonesian are each other below and above 2.00', () => {
    // Two places, halves rounded away from zero: within half a hundredth of the exact figure.
    const expectHundredths = (text: string, exact: number) =>
      expect(Math.abs(Number(text) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 100_000 }), (odds) => {
        const malay = sportsOddsText(odds, 'malay');
        const indonesian = sportsOddsText(odds, 'indonesian');
        const profit = (odds - 1000) / 1000;
        expectHundredths(odds <= 2000 ? malay : indonesian, profit);
        expectHundredths(odds <= 2000 ? indonesian : malay, -1 / profit);
      }),
    );
  });
});
