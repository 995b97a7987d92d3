import type { Vendor } from '@khela/contracts';
import { describe, expect, it } from 'vitest';
import { applyVendorRules, isFiledBySite, vendorNavigationType } from './vendor-rules';

function vendor(vassalage: string, gameType: string, displayName = vassalage): Vendor {
  return {
    vassalage,
    gameType,
    displayName,
    accountTypeId: 1,
    logoUrl: `/art/vendors/${vassalage}.svg`,
    isHot: false,
    showIcon: true,
    status: 'active',
  };
}

describe('vendorNavigationType', () => {
  it('moves sports vendors whose code or name says esport to ESPORTS', () => {
    expect(vendorNavigationType(vendor('TFESPORTS', 'SPORTS'))).toBe('ESPORTS');
    expect(vendorNavigationType(vendor('IA', 'SPORTS', 'IA E-Sports'))).toBe('ESPORTS');
    expect(vendorNavigationType(vendor('SABA', 'SPORTS', 'Saba Sports'))).toBe('SPORTS');
  });

  it('leaves esport-named vendors of other types where they are', () => {
    expect(vendorNavigationType(vendor('ESPORTSLIVE', 'LIVE'))).toBe('LIVE');
  });

  it('moves the cockfight providers DS88 and SV3 to COCKFIGHT whatever their type', () => {
    expect(vendorNavigationType(vendor('DS88', 'SPORTS'))).toBe('COCKFIGHT');
    expect(vendorNavigationType(vendor('sv3', 'LIVE'))).toBe('COCKFIGHT');
    expect(vendorNavigationType(vendor('DS8', 'SPORTS'))).toBe('SPORTS');
  });
});

describe('applyVendorRules', () => {
  it('keeps order and other vendors untouched, and lists a moved vendor once', () => {
    const khela = vendor('KHELA', 'RNG');
    const result = applyVendorRules([
      khela,
      vendor('DS88', 'SPORTS'),
      vendor('DS88', 'COCKFIGHT'),
      vendor('TFESPORTS', 'SPORTS'),
    ]);
    expect(result.map((item) => `${item.vassalage}:${item.gameType}`)).toEqual([
      'KHELA:RNG',
      'DS88:COCKFIGHT',
      'TFESPORTS:ESPORTS',
    ]);
    expect(result[0]).toBe(khela);
  });

  it('keeps a vendor offering two game types under both', () => {
    const result = applyVendorRules([vendor('JILI', 'RNG'), vendor('JILI', 'FISH')]);
    expect(result.map((item) => item.gameType)).toEqual(['RNG', 'FISH']);
  });
});

describe('isFiledBySite', () => {
  it('names the vendors the site files by its own rules, not the in-house arenas', () => {
    expect(isFiledBySite(vendor('DS88', 'COCKFIGHT'))).toBe(true);
    expect(isFiledBySite(vendor('IA', 'ESPORTS', 'IA E-Sports'))).toBe(true);
    expect(isFiledBySite(vendor('KTABLES', 'COCKFIGHT', 'Khela Cockfight'))).toBe(false);
  });
});
