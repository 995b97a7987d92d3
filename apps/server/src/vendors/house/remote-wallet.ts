import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  vendorWalletStatuses,
  type VendorWalletAnswer,
  type VendorWalletStatus,
} from '@khela/contracts';
import type { VendorCall } from '../../domains/games';

/** The header carrying base64 RSA-SHA256 over the raw body, both ways (as the endpoint's). */
const signatureHeader = 'x-hub88-signature';
/** A wallet call that has not answered by then is given up (the spin is refused). */
export const remoteCallTimeoutMs = 5_000;
/** An answer larger than this is not a wallet answer. */
const answerBytesMax = 16 * 1024;

/** Where one merchant's wallet is, and the key its answers are signed with. */
export interface RemoteWalletTarget {
  merchantCode: string;
  vassalage: string;
  /** Our (the operator's) public key for this vendor, handed to it on connection. */
  operatorPublicKeyPem: string;
}

/** Why a remote call gave no answer to act on; the vendor then treats the call as failed. */
export class RemoteWalletError extends Error {
  constructor(
    readonly reason: 'transport' | 'signature' | 'answer',
    message: string,
  ) {
    super(message);
  }
}

/** The one thing the in-house vendor needs of a wallet over the network. */
export interface RemoteWallet {
  call(
    target: RemoteWalletTarget,
    name: VendorCall,
    body: Record<string, unknown>,
  ): Promise<VendorWalletAnswer>;
}

const statuses = new Set<string>(vendorWalletStatuses);

/** The answer's fields, checked as far as the vendor relies on them. */
function answerOf(text: string): VendorWalletAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RemoteWalletError('answer', 'the wallet answered no JSON');
  }
  const fields = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  if (typeof fields.status !== 'string' || !statuses.has(fields.status)) {
    throw new RemoteWalletError('answer', 'the wallet answered no known status');
  }
  if (fields.balance !== undefined && !Number.isSafeInteger(fields.balance)) {
    throw new RemoteWalletError('answer', 'the wallet answered a balance that is no integer');
  }
  return {
    user: typeof fields.user === 'string' ? fields.user : '',
    status: fields.status as VendorWalletStatus,
    request_uuid: typeof fields.request_uuid === 'string' ? fields.request_uuid : '',
    ...(typeof fields.currency === 'string' ? { currency: fields.currency } : {}),
    ...(typeof fields.balance === 'number' ? { balance: fields.balance } : {}),
  };
}

/**
 * The vendor side of the wallet protocol over HTTP, as an outside vendor runs it: each call is
 * POSTed to `<base>/vendor-wallet/<merchant>/<VENDOR>/<call>` with our RSA-SHA256 signature
 * over the exact bytes sent, and an answer counts only if the operator's signature over the
 * exact bytes received verifies with the operator's public key.
 */
export function createRemoteWallet(options: {
  baseUrl: string;
  /** The vendor's private key (PEM); its public half is the one the operator holds. */
  privateKeyPem: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): RemoteWallet {
  const privateKey = createPrivateKey(options.privateKeyPem);
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const publicKeys = new Map<string, KeyObject>();
  const publicKey = (pem: string) => {
    let key = publicKeys.get(pem);
    if (!key) {
      key = createPublicKey(pem);
      publicKeys.set(pem, key);
    }
    return key;
  };

  return {
    async call(target, name, body) {
      const raw = Buffer.from(JSON.stringify(body));
      const url = `${base}/vendor-wallet/${encodeURIComponent(target.merchantCode)}/${target.vassalage}/${name}`;
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [signatureHeader]: sign('sha256', raw, privateKey).toString('base64'),
          },
          body: raw,
          signal: AbortSignal.timeout(options.timeoutMs ?? remoteCallTimeoutMs),
        });
      } catch (error) {
        throw new RemoteWalletError('transport', `wallet unreachable: ${String(error)}`);
      }
      const answer = Buffer.from(await response.arrayBuffer());
      if (answer.length > answerBytesMax) {
        throw new RemoteWalletError('answer', 'the wallet answer is too large');
      }
      const signature = response.headers.get(signatureHeader) ?? '';
      let isSigned = false;
      try {
        isSigned =
          signature !== '' &&
          verify(
            'sha256',
            answer,
            publicKey(target.operatorPublicKeyPem),
            Buffer.from(signature, 'base64'),
          );
      } catch {
        isSigned = false;
      }
      if (!isSigned) {
        throw new RemoteWalletError('signature', `the ${name} answer is not signed by the wallet`);
      }
      return answerOf(answer.toString('utf8'));
    },
  };
}
