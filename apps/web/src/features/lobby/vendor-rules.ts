import { cockfightVendors, type Vendor } from '@khela/contracts';

// A sports vendor is an esports one when its code or name says so ("ESPORTS", "E-Sports").
const esportsPattern = /e-?sport/i;
const cockfightCodes = new Set<string>(cockfightVendors);

/** The navigation game type of a vendor (spec §4: esports out of SPORTS, cockfight apart). */
export function vendorNavigationType(
  vendor: Pick<Vendor, 'vassalage' | 'gameType' | 'displayName'>,
) {
  if (cockfightCodes.has(vendor.vassalage.toUpperCase())) return 'COCKFIGHT';
  const isEsports =
    esportsPattern.test(vendor.vassalage) || esportsPattern.test(vendor.displayName);
  if (vendor.gameType === 'SPORTS' && isEsports) return 'ESPORTS';
  return vendor.gameType;
}

/**
 * The merchant's vendors as the site lists them: each under its navigation game type, once
 * per type, in the server's order.
 */
export function applyVendorRules(vendors: readonly Vendor[]): Vendor[] {
  const seen = new Set<string>();
  const result: Vendor[] = [];
  for (const vendor of vendors) {
    const gameType = vendorNavigationType(vendor);
    const key = `${vendor.vassalage}:${gameType}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(gameType === vendor.gameType ? vendor : { ...vendor, gameType });
  }
  return result;
}
