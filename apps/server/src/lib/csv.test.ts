import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes every field, doubles quotes and ends lines with CRLF after a byte-order mark', () => {
    expect(toCsv(['name', 'amount'], [['a "b", c', '10.50']])).toBe(
      '\uFEFF"name","amount"\r\n"a ""b"", c","10.50"\r\n',
    );
  });

  it('keeps a text from becoming a formula, but not a negative amount', () => {
    const csv = toCsv(
      ['x', 'y'],
      [
        ['=HYPERLINK("e")', -5],
        ['-12.00', '@sum'],
        ['-1+2', '+7'],
      ],
    );
    expect(csv).toContain(`"'=HYPERLINK(""e"")","-5"`);
    expect(csv).toContain(`"-12.00","'@sum"`);
    expect(csv).toContain(`"'-1+2","'+7"`);
  });
});
