import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  vendorWalletAnswerSchema,
  vendorWalletParamsSchema,
  type VendorWalletAnswer,
} from '@khela/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseJsonBody } from '../../../lib/json-body';
import { scoped } from '../../../plugins/route-scopes';
import { createAnswerWriter } from '../../../plugins/schemas';
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

const writeAnswer = createAnswerWriter(vendorWalletAnswerSchema);

/** Sends an answer as its schema writes it, signed with our key for the vendor when known. */
function send(reply: FastifyReply, answer: VendorWalletAnswer, connection?: VendorWalletRow) {
  const text = writeAnswer(answer);
  if (connection) {
    const signature = sign(
      'sha256',
      Buffer.from(text),
      keyObject(connection.operatorPrivateKeyPem, true),
    );
    reply.header(signatureHeader, signature.toString('base64'));
  }
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A merchant's or vendor's code as the path names it: nothing else is looked up. */
function isCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value);
}

/** The raw body a vendor signed (the scope keeps JSON unparsed until the signature holds). */
function rawBodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/**
 * The vendor wallet endpoint: POST /vendor-wallet/<merchant code>/<vendor>/<call> for each
 * call of the protocol. The scope's hook checks the raw body's signature before anything is
 * read; every answer is HTTP 200 with a protocol status, signed with our key for that vendor.
 */
export function registerVendorWalletRoutes(app: FastifyInstance, service: VendorWalletService) {
  const connections = new WeakMap<FastifyRequest, VendorWalletRow>();
  const echo = { user: '', request_uuid: '' };

  // The vendor's audience: a known connection whose key signed the body.
  async function signedByVendor(request: FastifyRequest, reply: FastifyReply) {
    const { merchant, vendor } = request.params as { merchant?: unknown; vendor?: unknown };
    const connection =
      isCode(merchant) && isCode(vendor) ? await service.wallet(merchant, vendor) : undefined;
    if (!connection) return send(reply, { ...echo, status: 'RS_ERROR_INVALID_PARTNER' });
    if (
      !isSignedBy(
        connection.vendorPublicKeyPem,
        rawBodyOf(request),
        request.headers[signatureHeader],
      )
    ) {
      return send(reply, { ...echo, status: 'RS_ERROR_INVALID_SIGNATURE' }, connection);
    }
    connections.set(request, connection);
  }

  scoped(app, signedByVendor, async (routes) => {
    // The signature covers the bytes as sent, so the body stays raw until it is checked.
    routes.removeAllContentTypeParsers();
    routes.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });

    const answer = (call: VendorCall) => async (request: FastifyRequest, reply: FastifyReply) => {
      const connection = connections.get(request);
      if (!connection) throw new Error('the vendor hook let a request through unsigned');
      let body: unknown;
      try {
        body = parseJsonBody(rawBodyOf(request).toString('utf8'));
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

    // The body is bytes until its signature holds; each call's schema reads the JSON in it.
    const schema = {
      params: vendorWalletParamsSchema,
      response: { 200: vendorWalletAnswerSchema },
    };
    for (const call of vendorCalls) {
      routes.post(`/vendor-wallet/:merchant/:vendor/${call}`, { schema }, answer(call));
    }
  });
}
