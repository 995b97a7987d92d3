import type { Vendor } from '@khela/contracts';
import { applyVendorRules } from '../lobby/vendor-rules';

/** Vendors change rarely: five minutes before they are asked for again. */
export const vendorsStaleMs = 5 * 60_000;
// Spec §4: vendors are kept in session storage and asked for again on language or login change.
export const vendorsStorageKey = 'khela.vendors';

/** The vendors of one language and login state, as kept in session storage. */
export interface StoredVendors {
  language: string;
  isLoggedIn: boolean;
  savedAt: number;
  vendors: Vendor[];
}

/** Session storage, or what stands in for it; reaching it may throw where it is disabled. */
export type VendorStorage = () => Pick<Storage, 'getItem' | 'setItem'>;

/** The stored vendors when they are of this language and login state, else nothing. */
export function storedVendors(
  storage: VendorStorage,
  language: string,
  isLoggedIn: boolean,
): StoredVendors | undefined {
  try {
    const stored = JSON.parse(
      storage().getItem(vendorsStorageKey) ?? 'null',
    ) as StoredVendors | null;
    if (stored?.language !== language || stored.isLoggedIn !== isLoggedIn) return undefined;
    return Array.isArray(stored.vendors) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function storeVendors(storage: VendorStorage, stored: StoredVendors): void {
  try {
    storage().setItem(vendorsStorageKey, JSON.stringify(stored));
  } catch {
    // A full or disabled storage only costs a request on the next page load.
  }
}

/** Query key of the vendors: a language or login change is another query. */
export function vendorsKey(language: string, isLoggedIn: boolean) {
  return ['games', 'vendors', language, isLoggedIn] as const;
}

/**
 * The vendors query of a language and login state: it starts from what session storage holds
 * for exactly those (nothing after a change of either, so the vendors are asked for again) and
 * stores each answer, its navigation rules applied.
 */
export function vendorsQuery(input: {
  language: string;
  isLoggedIn: boolean;
  storage: VendorStorage;
  fetchVendors: () => Promise<Vendor[]>;
  now: () => number;
}) {
  const { language, isLoggedIn, storage } = input;
  return {
    queryKey: vendorsKey(language, isLoggedIn),
    queryFn: async () => {
      const vendors = applyVendorRules(await input.fetchVendors());
      storeVendors(storage, { language, isLoggedIn, savedAt: input.now(), vendors });
      return vendors;
    },
    initialData: () => storedVendors(storage, language, isLoggedIn)?.vendors,
    initialDataUpdatedAt: () => storedVendors(storage, language, isLoggedIn)?.savedAt,
    staleTime: vendorsStaleMs,
  };
}
