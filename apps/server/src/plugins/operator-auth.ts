import type { FastifyRequest } from 'fastify';
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

/** Back-office answers are worded in the operator's Language header (English otherwise). */
export function opsLanguage(request: FastifyRequest): string {
  const header = String(request.headers.language ?? 'en').slice(0, 2);
  return ['bn', 'en', 'th'].includes(header) ? header : 'en';
}
