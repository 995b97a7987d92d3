import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { encryptedBodySchema, type PublicKeyValue } from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import { parseJsonBody } from '../lib/json-body';
import { validate } from '../lib/validate';

const rsaModulusBits = 2048;
const aesKeyBytes = 32;
const gcmIvBytes = 12;
const gcmTagBytes = 16;

/** Plain JSON on an encrypted endpoint learns it must be encrypted (`Encryption: RSA`). */
function requireEncryption(request: FastifyRequest): void {
  if (String(request.headers.encryption ?? '').toUpperCase() !== 'RSA') {
    throw new AppError('encryption_required');
  }
}

/**
 * Route options of an 'encrypted' endpoint (its body schema is the envelope; the handler opens
 * it with read(), which checks the payload with its own schema). A request without the header
 * is refused before its body is checked, so plain JSON learns it must be encrypted, not which
 * envelope fields it lacks.
 */
export const encryptedRoute = {
  preValidation: async (request: FastifyRequest) => requireEncryption(request),
};

/** Loads the shared key pair, creating it on first use (the first instance to ask wins). */
async function loadKeyPair(db: Db) {
  const existing = await db.selectFrom('serverKeys').selectAll().executeTakeFirst();
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: rsaModulusBits });
  const publicKeyDer = publicKey.export({ type: 'spki', format: 'der' });
  await db
    .insertInto('serverKeys')
    .values({
      keyId: createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 16),
      publicKeyDer,
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return db.selectFrom('serverKeys').selectAll().executeTakeFirstOrThrow();
}

/**
 * The 'encrypted' endpoints (login, register, password changes): the browser wraps a fresh
 * AES-256-GCM key with RSA-OAEP under our public key (WebCrypto); plain JSON is refused.
 */
export async function createEnvelope(db: Db) {
  const pair = await loadKeyPair(db);
  const privateKey: KeyObject = createPrivateKey(pair.privateKeyPem);
  const publicValue: PublicKeyValue = {
    keyId: pair.keyId,
    spki: Buffer.from(pair.publicKeyDer).toString('base64'),
  };

  function open(body: unknown, language: string): unknown {
    const envelope = validate(encryptedBodySchema, body, language);
    if (envelope.keyId !== pair.keyId) throw new AppError('encryption_invalid');
    let text: string;
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(envelope.key, 'base64'),
      );
      const iv = Buffer.from(envelope.iv, 'base64');
      const sealed = Buffer.from(envelope.value, 'base64');
      if (
        aesKey.length !== aesKeyBytes ||
        iv.length !== gcmIvBytes ||
        sealed.length < gcmTagBytes
      ) {
        throw new Error('bad sizes');
      }
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - gcmTagBytes));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - gcmTagBytes)),
        decipher.final(),
      ]);
      text = plain.toString('utf8');
    } catch {
      throw new AppError('encryption_invalid');
    }
    // Plain text that is no JSON is a broken envelope; too deep is said as such.
    try {
      return parseJsonBody(text);
    } catch (error) {
      if (error instanceof AppError && error.code === 'body_too_deep') throw error;
      throw new AppError('encryption_invalid');
    }
  }

  return {
    publicKey: (): PublicKeyValue => publicValue,

    /** Opens an encrypted request body and validates the payload with its contract. */
    read<T extends z.ZodType>(request: FastifyRequest, schema: T): z.infer<T> {
      const language = request.context.language;
      requireEncryption(request);
      return validate(schema, open(request.body, language), language);
    },
  };
}

export type Envelope = Awaited<ReturnType<typeof createEnvelope>>;
