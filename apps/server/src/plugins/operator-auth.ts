import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../lib/tokens';
import type { Operator } from '@khela/contracts';

/** A signed-in operator and the merchant it acts for (null: a platform operator, all). */
export interface OperatorScope {
  operator: Operator;
  scope: string | null;
}

/** Finds the operator behind a back-office token (platform's operators). */
export interface OperatorAuthenticator {
  scopeOf(token: string | undefined): Promise<OperatorScope>;
}

/** Resolves the signed-in operator of a back-office request and the merchant it acts for. */
export function createOperatorAuth(ops: OperatorAuthenticator) {
  return (request: FastifyRequest): Promise<OperatorScope> =>
    ops.scopeOf(tokenFromHeader(request.headers.authorization));
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** Back-office answers are worded in the operator's Language header (English otherwise). */
export function opsLanguage(request: FastifyRequest): string {
  const header = String(request.headers.language ?? 'en').slice(0, 2);
  return ['bn', 'en', 'th'].includes(header) ? header : 'en';
}
