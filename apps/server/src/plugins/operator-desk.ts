import { deskMerchantQuerySchema } from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { validate } from '../lib/validate';
import { opsLanguage, type OperatorAuth } from './operator-auth';

/**
 * What a desk route reads first: the signed-in operator (refused before anything else is
 * looked at), the operator's language and the merchant the query names, if any.
 */
export function createDeskCaller(operatorOf: OperatorAuth) {
  return async (request: FastifyRequest) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    return { actor, language, merchant };
  };
}
