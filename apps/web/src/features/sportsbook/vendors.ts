import { sportsbookVendorCode, type Vendor } from '@khela/contracts';

// Kept apart from the book's screens: the game page asks it before loading any of them.

/**
 * The catalogue's vendors of a lobby's type, split into the in-house book (when it is there and
 * open) and the others, which the lobby lists beneath the book.
 */
export function splitVendors(vendors: readonly Vendor[], gameType: string) {
  const ofType = vendors.filter(
    (vendor) => vendor.gameType === gameType && vendor.status !== 'disabled',
  );
  const inHouse = ofType.find((vendor) => vendor.vassalage === sportsbookVendorCode);
  return {
    hasBook: inHouse !== undefined && inHouse.status === 'active',
    others: ofType.filter((vendor) => vendor.vassalage !== sportsbookVendorCode),
  };
}
