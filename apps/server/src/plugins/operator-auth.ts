import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../lib/tokens';
import type { OperatorScope, OpsService } from '../domains/platform/desk/ops.service';

/** Resolves the signed-in operator of a back-office request and the merchant it acts for. */
export function createOperatorAuth(ops: OpsService) {
  return (request: FastifyRequest): Promise<OperatorScope> =>
    ops.scopeOf(tokenFromHeader(request.headers.authorization));
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** Back-office answers are worded in the operator's Language header (English otherwise). */
export function opsLanguage(request: FastifyRequest): string {
  const header = String(request.headers.language ?? 'en').slice(0, 2);
  return ['bn', 'en', 'th'].includes(header) ? header : 'en';
}
