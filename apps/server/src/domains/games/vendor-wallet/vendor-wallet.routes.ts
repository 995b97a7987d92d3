import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { VendorWalletAnswer } from '@khela/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  vendorCalls,
  type VendorCall,
  type VendorWalletRow,
  type VendorWalletService,
} from './vendor-wallet.service';

/** The header carrying base64 RSA-SHA256 over the raw body, both ways. */
export const signatureHeader = 'x-hub88-signature';
const signatureLengthMax = 1024;

/** PEM parsing is slow; a connection's keys are parsed once. */
const keyObjects = new Map<string, KeyObject>();
function keyObject(pem: string, isPrivate: boolean): KeyObject {
  let key = keyObjects.get(pem);
  if (!key) {
    key = isPrivate ? createPrivateKey(pem) : createPublicKey(pem);
    keyObjects.set(pem, key);
  }
  return key;
}

/** Whether `body` carries the vendor's signature. */
export function isSignedBy(publicKeyPem: string, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length > signatureLengthMax) return false;
  try {
    return verify('sha256', body, keyObject(publicKeyPem, false), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The vendor wallet endpoint: POST /vendor-wallet/<merchant code>/<vendor>/<call> for each
 * call of the protocol. The raw body's signature is checked before anything is read; every
 * answer is HTTP 200 with a protocol status, signed with our key for that vendor.
 */
export function registerVendorWalletRoutes(app: FastifyInstance, service: VendorWalletService) {
  app.register(async (scope) => {
    // The signature covers the bytes as sent, so the body stays raw until it is checked.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    const send = (
      reply: FastifyReply,
      answer: VendorWalletAnswer,
      connection?: VendorWalletRow,
    ) => {
      const text = JSON.stringify(answer);
      if (connection) {
        const signature = sign(
          'sha256',
          Buffer.from(text),
          keyObject(connection.operatorPrivateKeyPem, true),
        );
        reply.header(signatureHeader, signature.toString('base64'));
      }
      return reply.type('application/json; charset=utf-8').send(text);
    };

    const answer = (call: VendorCall) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { merchant, vendor } = request.params as { merchant: string; vendor: string };
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const echo = { user: '', request_uuid: '' };
      const connection = await service.wallet(merchant, vendor);
      if (!connection) return send(reply, { ...echo, status: 'RS_ERROR_INVALID_PARTNER' });
      if (!isSignedBy(connection.vendorPublicKeyPem, raw, request.headers[signatureHeader])) {
        return send(reply, { ...echo, status: 'RS_ERROR_INVALID_SIGNATURE' }, connection);
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(reply, { ...echo, status: 'RS_ERROR_WRONG_SYNTAX' }, connection);
      }
      try {
        return send(reply, await service.handle(connection, call, body), connection);
      } catch (error) {
        request.log.error({ err: error, call }, 'vendor wallet call failed');
        const fields = (typeof body === 'object' && body !== null ? body : {}) as typeof echo;
        return send(
          reply,
          {
            user: typeof fields.user === 'string' ? fields.user : '',
            request_uuid: typeof fields.request_uuid === 'string' ? fields.request_uuid : '',
            status: 'RS_ERROR_UNKNOWN',
          },
          connection,
        );
      }
    };

    for (const call of vendorCalls) {
      scope.post(`/vendor-wallet/:merchant/:vendor/${call}`, answer(call));
    }
  });
}
