// Seals a payload for an 'encrypted' endpoint exactly as the browser does (RSA-OAEP SHA-256
// wrapping a fresh AES-256-GCM key); used by tests and benchmarks that call the API from Node.
import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/** @param {{ keyId: string, spki: string }} publicKey @param {unknown} payload */
export function seal(publicKey, payload) {
  const key = createPublicKey({
    key: Buffer.from(publicKey.spki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(payload)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    keyId: publicKey.keyId,
    key: publicEncrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    ).toString('base64'),
    iv: iv.toString('base64'),
    value: sealed.toString('base64'),
  };
}
