/**
 * Customer-service entries of csType 3 carry an encrypted path: base64url(iv ‖ AES-GCM
 * ciphertext) followed by an 8-character key. The key travels with the text, so this only
 * keeps the real chat address out of scrapers and page source, as in the field; it is not a
 * secret. The browser decrypts with WebCrypto; the server encrypts when an operator saves.
 */
export const customerServiceKeyLength = 8;
const ivBytes = 12;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function deriveKey(key: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Encrypts a customer-service address with an 8-character key (letters and digits). */
export async function encryptCustomerServicePath(path: string, key: string): Promise<string> {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('key must be 8 letters or digits');
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(ivBytes)));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await deriveKey(key),
    new TextEncoder().encode(path),
  );
  const joined = new Uint8Array(ivBytes + cipher.byteLength);
  joined.set(iv);
  joined.set(new Uint8Array(cipher), ivBytes);
  return toBase64Url(joined) + key;
}

/** Decrypts an encrypted path; throws when it was tampered with or is malformed. */
export async function decryptCustomerServicePath(encrypted: string): Promise<string> {
  if (encrypted.length <= customerServiceKeyLength + ivBytes) throw new Error('too short');
  const key = encrypted.slice(-customerServiceKeyLength);
  const bytes = fromBase64Url(encrypted.slice(0, -customerServiceKeyLength));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, ivBytes) },
    await deriveKey(key),
    bytes.slice(ivBytes),
  );
  return new TextDecoder().decode(plain);
}
