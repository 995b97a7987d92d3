import { gcm } from '@noble/ciphers/aes.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Customer-service entries of csType 3 carry an encrypted path: base64url(iv ‖ AES-GCM
 * ciphertext) followed by an 8-character key. The key travels with the text, so this only
 * keeps the real chat address out of scrapers and page source, as in the field; it is not a
 * secret. A pure-JS cipher (noble) is used so it also works on plain-http pages, where the
 * browser withholds WebCrypto.
 */
export const customerServiceKeyLength = 8;
const ivBytes = 12;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function deriveKey(key: string): Uint8Array {
  return sha256(new TextEncoder().encode(key));
}

/** Encrypts a customer-service address with an 8-character key (letters and digits). */
export function encryptCustomerServicePath(path: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('key must be 8 letters or digits');
  const iv = crypto.getRandomValues(new Uint8Array(ivBytes));
  const cipher = gcm(deriveKey(key), iv).encrypt(new TextEncoder().encode(path));
  const joined = new Uint8Array(ivBytes + cipher.length);
  joined.set(iv);
  joined.set(cipher, ivBytes);
  return toBase64Url(joined) + key;
}

/** Decrypts an encrypted path; throws when it was tampered with or is malformed. */
export function decryptCustomerServicePath(encrypted: string): string {
  if (encrypted.length <= customerServiceKeyLength + ivBytes) throw new Error('too short');
  const key = encrypted.slice(-customerServiceKeyLength);
  const bytes = fromBase64Url(encrypted.slice(0, -customerServiceKeyLength));
  const plain = gcm(deriveKey(key), bytes.slice(0, ivBytes)).decrypt(bytes.slice(ivBytes));
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
