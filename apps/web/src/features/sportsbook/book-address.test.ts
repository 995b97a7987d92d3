import type { Vendor } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { bookHref, bookViewOf } from './book-address';
import { splitVendors } from './vendors';

describe("the book's address", () => {
  it('names the screen: an event, my bets, results, or the lobby', () => {
    expect(bookViewOf(new URLSearchParams('event=42&sport=cricket'))).toEqual({
      view: 'event',
      eventId: '42',
    });
    expect(bookViewOf(new URLSearchParams('view=mybets&event=42'))).toEqual({
      view: 'mybets',
      eventId: null,
    });
    expect(bookViewOf(new URLSearchParams('view=results')).view).toBe('results');
    expect(bookViewOf(new URLSearchParams('event=abc')).view).toBe('lobby');
    expect(bookViewOf(new URLSearchParams('')).view).toBe('lobby');
  });

  it('keeps the filters when an event opens and closes', () => {
    const search = new URLSearchParams('sport=cricket&competition=7');
    const opened = bookHref('/sports', search, { event: '42' });
    expect(opened).toBe('/sports?sport=cricket&competition=7&event=42');
    const back = bookHref('/sports', new URLSearchParams(opened.split('?')[1]), { event: null });
    expect(back).toBe('/sports?sport=cricket&competition=7');
    expect(bookHref('/sports', new URLSearchParams('event=42'), { event: null })).toBe('/sports');
  });
});

function vendor(vassalage: string, values: Partial<Vendor> = {}): Vendor {
  return {
    vassalage,
    gameType: 'SPORTS',
    displayName: vassalage,
    accountTypeId: 1,
    logoUrl: '',
    isHot: false,
    showIcon: true,
    status: 'active',
    ...values,
  };
}

describe("the sports lobby's vendors", () => {
  it('puts the in-house book first and lists the other vendors of the type beneath it', () => {
    const split = splitVendors(
      [
        vendor('KSPORTS'),
        vendor('SABA'),
        vendor('KSPORTS', { gameType: 'ESPORTS' }),
        vendor('OFF', { status: 'disabled' }),
      ],
      'SPORTS',
    );
    expect(split.hasBook).toBe(true);
    expect(split.others.map((item) => item.vassalage)).toEqual(['SABA']);
  });

  it('shows no book when the catalogue lacks it, or has it in maintenance', () => {
    expect(splitVendors([vendor('SABA')], 'SPORTS').hasBook).toBe(false);
    expect(splitVendors([vendor('KSPORTS', { gameType: 'ESPORTS' })], 'SPORTS').hasBook).toBe(
      false,
    );
    expect(splitVendors([vendor('KSPORTS', { status: 'maintenance' })], 'SPORTS')).toEqual({
      hasBook: false,
      others: [],
    });
  });
});
