import geoip from 'geoip-country';
import { isPrivateAddress, normaliseIp } from '../../../lib/ip';
import type { MerchantSnapshot } from '../../../plugins/context';

/** Country of an address from the offline GeoIP database; null for private or unknown. */
export function countryOf(ip: string): string | null {
  const address = normaliseIp(ip);
  if (isPrivateAddress(address)) return null;
  return geoip.lookup(address)?.country ?? null;
}

/**
 * Whether a merchant's region rules refuse this address. An 'allow' CIDR always wins (office
 * networks, callbacks); then a 'block' CIDR refuses; then countries: with any 'allow' country
 * rule the merchant is allow-list only, and a 'block' country refuses. Addresses without a
 * country (loopback, private networks) are only subject to CIDR rules.
 */
export function isRegionBlocked(merchant: MerchantSnapshot, ip: string, country: string | null) {
  const rules = merchant.regionRules;
  if (rules.some((rule) => rule.action === 'allow' && rule.network?.matches(ip))) return false;
  if (rules.some((rule) => rule.action === 'block' && rule.network?.matches(ip))) return true;
  if (country === null) return false;
  const allowedCountries = rules.filter((rule) => rule.action === 'allow' && rule.country);
  if (allowedCountries.length > 0) {
    return !allowedCountries.some((rule) => rule.country === country);
  }
  return rules.some((rule) => rule.action === 'block' && rule.country === country);
}
