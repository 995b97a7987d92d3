import { createHash } from 'node:crypto';
import type { VendorWalletAnswer, VendorWalletStatus } from '@khela/contracts';
import type { z } from 'zod';
import { holdsUnstorableText } from '../../../lib/validate';
import type { GameSessionRow, VendorWalletRow } from './vendor-wallet.repository';

/** The calls of the protocol, as paths under a vendor's wallet endpoint. */
export const vendorCalls = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;
export type VendorCall = (typeof vendorCalls)[number];

/** How long a launch's token accepts bets. */
export const gameSessionTtlMs = 12 * 60 * 60_000;
/** Trial accounts are agents of this level (see the session area). */
export const trialAgentLevel = 4;
/** Echoed identifiers are cut to this length in a refusal's answer. */
const echoedTextMax = 100;

/** Thrown inside a call to answer with a protocol status (and roll back what it did). */
export class ProtocolRefusal extends Error {
  constructor(
    readonly status: VendorWalletStatus,
    /** The member's balance, which RS_ERROR_NOT_ENOUGH_MONEY carries. */
    readonly balanceMinor?: bigint,
  ) {
    super(status);
  }
}

/** Which of a request's required keys are missing: the syntax is wrong, not only a type. */
function hasMissingKeys(schema: z.ZodObject, body: Record<string, unknown>): boolean {
  return Object.entries(schema.shape).some(
    ([key, field]) => !(field as z.ZodType).safeParse(undefined).success && body[key] === undefined,
  );
}

/** Parses a request: RS_ERROR_WRONG_SYNTAX when keys are missing, WRONG_TYPES otherwise. */
export function parseCall<T extends z.ZodObject>(schema: T, body: unknown): z.infer<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProtocolRefusal('RS_ERROR_WRONG_SYNTAX');
  }
  // Text no database can store (a NUL, half a surrogate pair) is of no type the protocol has.
  if (holdsUnstorableText(body)) throw new ProtocolRefusal('RS_ERROR_WRONG_TYPES');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const isMissing = hasMissingKeys(schema, body as Record<string, unknown>);
  throw new ProtocolRefusal(isMissing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES');
}

/**
 * What is wrong with the game session of a token for a member, if anything; bets also need
 * it unexpired (at `nowMs`) and in their currency.
 */
export function sessionProblem(
  connection: VendorWalletRow,
  found: GameSessionRow | undefined,
  memberId: string,
  nowMs: number,
  bet?: { currency: string },
): VendorWalletStatus | null {
  if (
    !found ||
    found.merchantId !== connection.merchantId ||
    found.vassalage !== connection.vassalage ||
    found.memberId !== memberId
  ) {
    return 'RS_ERROR_INVALID_TOKEN';
  }
  if (!bet) return null;
  if (found.expiresAt.getTime() <= nowMs) return 'RS_ERROR_TOKEN_EXPIRED';
  if (bet.currency !== connection.currency || found.currency !== bet.currency) {
    return 'RS_ERROR_WRONG_CURRENCY';
  }
  return null;
}

/** What a refusal answers: the user and request echoed, and the balance when it carries one. */
export function refusalAnswer(
  connection: VendorWalletRow,
  body: unknown,
  refused: ProtocolRefusal,
): VendorWalletAnswer {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const user = typeof fields.user === 'string' ? fields.user.slice(0, echoedTextMax) : '';
  const requestUuid =
    typeof fields.request_uuid === 'string' ? fields.request_uuid.slice(0, echoedTextMax) : '';
  const answer: VendorWalletAnswer = { user, status: refused.status, request_uuid: requestUuid };
  if (refused.balanceMinor !== undefined) {
    answer.currency = connection.currency;
    answer.balance = Number(refused.balanceMinor);
  }
  return answer;
}

/** A short fingerprint of a public key, for logs and the back office. */
export function keyFingerprint(publicKeyPem: string): string {
  return createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16);
}
