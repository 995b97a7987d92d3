import { lotteryBetRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../plugins/member-auth';
import type { LotteryService } from './lottery.service';

/** The lottery's player calls: bets now; lists, results and tickets as the screens land. */
export function registerLotteryRoutes(
  app: FastifyInstance,
  service: LotteryService,
  requireMember: MemberAuth,
) {
  app.post('/lotto/lgw/tickets', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(lotteryBetRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.placeBet(request.context, member.id, input) };
  });
}
