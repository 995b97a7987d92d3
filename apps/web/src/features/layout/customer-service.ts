import { vipRankLevelMin, type CustomerService } from '@khela/contracts';

const popupFeatures = 'popup=yes,width=480,height=720';

/** VIP or regular support by club rank: above 4 means VIP (spec §2 Side menu). */
export function entriesForRank(entries: CustomerService[], rankLevel: number | null) {
  const isVip = rankLevel !== null && rankLevel >= vipRankLevelMin;
  const vipEntries = entries.filter((entry) => entry.isVip);
  if (isVip && vipEntries.length > 0) return vipEntries;
  return entries.filter((entry) => !entry.isVip);
}

/** The address an entry opens; csType 3 paths are decrypted with their last 8 characters. */
export async function serviceAddress(entry: CustomerService): Promise<string> {
  // The cipher loads only when someone asks for service, keeping it out of the first download.
  const { decryptCustomerServicePath } = await import('@khela/contracts/customer-service-path');
  const path = entry.csType === 3 ? decryptCustomerServicePath(entry.path) : entry.path;
  const url = new URL(path, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('unsupported address');
  return url.toString();
}

export type OpenResult = 'opened' | 'blocked' | 'failed';

/**
 * Opens customer service in a popup window. The window opens at once, inside the click, so
 * browsers allow it; the address follows when decrypted, and the window closes on failure.
 */
export async function openCustomerService(entry: CustomerService): Promise<OpenResult> {
  const popup = window.open('about:blank', 'khela-service', popupFeatures);
  if (!popup) return 'blocked';
  try {
    const address = await serviceAddress(entry);
    if (new URL(address).origin !== window.location.origin) popup.opener = null;
    popup.location.href = address;
    return 'opened';
  } catch {
    popup.close();
    return 'failed';
  }
}
