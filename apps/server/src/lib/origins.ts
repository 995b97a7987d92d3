/**
 * The distinct https origins of addresses (a launch address's '{token}' placeholders and all);
 * anything else is dropped: a relative address opens on the site itself, which a policy's
 * 'self' already allows, and plain http is never framed or loaded.
 */
export function httpsOrigins(addresses: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    try {
      const url = new URL(address.replace(/\{[a-z]+\}/gi, 'x'));
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an absolute address.
    }
  }
  return [...origins];
}
