import { lotteryBetRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { LotteryService } from './lottery.service';

const ticketParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The lottery's bets and their cancelling (spec §7; real accounts only). */
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

  app.post('/lotto/lgw/tickets/:id/cancel', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const { id } = validate(ticketParamsSchema, request.params, request.context.language);
    return { success: true, value: await service.cancelTicket(request.context, member.id, id) };
  });
}
