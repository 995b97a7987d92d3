import { describe, expect, it } from 'vitest';
import { parseNetwork } from '../../../lib/ip';
import type { MerchantSnapshot } from '../../../plugins/context';
import { countryOf, isRegionBlocked } from './region';

type Rule = MerchantSnapshot['regionRules'][number];

function merchantWith(rules: Rule[]): MerchantSnapshot {
  return { regionRules: rules } as MerchantSnapshot;
}

const block = (country: string): Rule => ({ action: 'block', country, network: null });
const allow = (country: string): Rule => ({ action: 'allow', country, network: null });
const blockNet = (cidr: string): Rule => ({
  action: 'block',
  country: null,
  network: parseNetwork(cidr),
});
const allowNet = (cidr: string): Rule => ({
  action: 'allow',
  country: null,
  network: parseNetwork(cidr),
});

describe('isRegionBlocked', () => {
  it('allows everything without rules', () => {
    expect(isRegionBlocked(merchantWith([]), '8.8.8.8', 'US')).toBe(false);
  });

  it('blocks listed countries only', () => {
    const merchant = merchantWith([block('US')]);
    expect(isRegionBlocked(merchant, '8.8.8.8', 'US')).toBe(true);
    expect(isRegionBlocked(merchant, '103.4.145.1', 'BD')).toBe(false);
  });

  it('turns into an allow-list when any country is allowed', () => {
    const merchant = merchantWith([allow('BD'), allow('TH')]);
    expect(isRegionBlocked(merchant, '103.4.145.1', 'BD')).toBe(false);
    expect(isRegionBlocked(merchant, '81.2.69.142', 'GB')).toBe(true);
  });

  it('applies CIDR blocks to IPv4 and IPv6, and allow CIDRs win', () => {
    const merchant = merchantWith([
      blockNet('10.0.0.0/8'),
      blockNet('2001:db8::/32'),
      allowNet('10.1.2.0/24'),
      block('US'),
    ]);
    expect(isRegionBlocked(merchant, '10.9.9.9', null)).toBe(true);
    expect(isRegionBlocked(merchant, '10.1.2.3', null)).toBe(false);
    expect(isRegionBlocked(merchant, '2001:db8::1', null)).toBe(true);
    expect(isRegionBlocked(merchant, '::ffff:10.9.9.9', null)).toBe(true);
    expect(
      isRegionBlocked(merchantWith([allowNet('8.8.8.0/24'), block('US')]), '8.8.8.8', 'US'),
    ).toBe(false);
  });

  it('never blocks an address without a country through country rules', () => {
    expect(isRegionBlocked(merchantWith([allow('BD')]), '127.0.0.1', null)).toBe(false);
  });
});

describe('countryOf', () => {
  it('reads the offline database and skips private addresses', () => {
    expect(countryOf('103.4.145.1')).toBe('BD');
    expect(countryOf('::ffff:49.49.49.49')).toBe('TH');
    expect(countryOf('192.168.1.10')).toBeNull();
    expect(countryOf('not an ip')).toBeNull();
  });
});
