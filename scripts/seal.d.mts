/** Seals a payload for an 'encrypted' endpoint as the browser does. */
export function seal(
  publicKey: { keyId: string; spki: string },
  payload: unknown,
): { keyId: string; key: string; iv: string; value: string };
