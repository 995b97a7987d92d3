import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Seals a payload the way the browser does (RSA-OAEP SHA-256 wrapping AES-256-GCM). */
export async function seal(app: FastifyInstance, host: string, payload: unknown) {
  const { keyId, spki } = (
    await app.inject({ url: '/wps/system/publicKey', headers: { host } })
  ).json().value;
  const publicKey = createPublicKey({
    key: Buffer.from(spki, 'base64'),
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
    keyId,
    key: publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    ).toString('base64'),
    iv: iv.toString('base64'),
    value: sealed.toString('base64'),
  };
}

/** Sends an encrypted call. */
export async function sendSealed(
  app: FastifyInstance,
  options: {
    method: 'POST' | 'PUT';
    url: string;
    host: string;
    payload: unknown;
    language?: string;
  },
) {
  return app.inject({
    method: options.method,
    url: options.url,
    headers: { host: options.host, encryption: 'RSA', language: options.language ?? 'en' },
    payload: await seal(app, options.host, options.payload),
  });
}
