import type { EncryptedBody, PublicKeyValue } from '@khela/contracts';
import { ApiError, apiGet, apiRequest } from './client';

let publicKey: Promise<{ keyId: string; key: CryptoKey }> | undefined;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function loadPublicKey() {
  const value = await apiGet<PublicKeyValue>('/wps/system/publicKey');
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(value.spki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  return { keyId: value.keyId, key };
}

/**
 * Seals a payload for an 'encrypted' endpoint: a fresh AES-256-GCM key, wrapped with the
 * server's RSA-OAEP key. WebCrypto exists only on secure pages (https, localhost).
 */
async function seal(payload: unknown): Promise<EncryptedBody> {
  if (!window.crypto?.subtle) throw new ApiError('secure_connection_required', '', 0);
  publicKey ??= loadPublicKey().catch((error: unknown) => {
    publicKey = undefined;
    throw error;
  });
  const { keyId, key } = await publicKey;
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const wrapped = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    await crypto.subtle.exportKey('raw', aesKey),
  );
  return { keyId, key: toBase64(wrapped), iv: toBase64(iv), value: toBase64(sealed) };
}

/** Calls an 'encrypted' endpoint; a rotated server key is fetched again once. */
export async function apiSealed<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
): Promise<T> {
  try {
    return await apiRequest<T>(method, path, {
      body: await seal(payload),
      headers: { Encryption: 'RSA' },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'encryption_invalid') throw error;
    publicKey = undefined;
    return apiRequest<T>(method, path, {
      body: await seal(payload),
      headers: { Encryption: 'RSA' },
    });
  }
}
