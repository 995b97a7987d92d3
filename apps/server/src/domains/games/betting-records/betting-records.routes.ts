import { betRecordsQuerySchema, betRoundQuerySchema, profitQuerySchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { BettingRecordsService } from './betting-records.service';

/**
 * The member centre's betting record (personalHistoryCopy) with one round's detail, and the
 * personal profit and loss (personalProfit). Trial accounts are refused, as on every money page.
 */
export function registerBettingRecordsRoutes(
  app: FastifyInstance,
  service: BettingRecordsService,
  requireMember: MemberAuth,
) {
  app.get('/wps/v2/bets/records', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const query = validate(betRecordsQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.records(request.context, member, query) };
  });

  app.get<{ Params: { roundId: string }; Querystring: Record<string, unknown> }>(
    '/wps/v2/bets/records/:roundId',
    async (request) => {
      const member = requireRealAccount(await requireMember(request));
      const query = validate(
        betRoundQuerySchema,
        { ...request.query, roundId: request.params.roundId },
        request.context.language,
      );
      return { success: true, value: await service.round(request.context, member, query) };
    },
  );

  app.get('/wps/v2/bets/profit', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const query = validate(profitQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.profit(request.context, member, query) };
  });
}
