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
 * Whether the site files a vendor under a type of its own rules (a cockfight provider, an
 * esports vendor): the catalogue may list its games under another type, so they are asked for
 * by vendor alone. A vendor the catalogue itself files under COCKFIGHT (the in-house arenas)
 * is not one, and its list keeps to that type.
 */
export function isFiledBySite(vendor: Pick<Vendor, 'vassalage' | 'displayName'>): boolean {
  return (
    cockfightCodes.has(vendor.vassalage.toUpperCase()) ||
    esportsPattern.test(vendor.vassalage) ||
    esportsPattern.test(vendor.displayName)
  );
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
