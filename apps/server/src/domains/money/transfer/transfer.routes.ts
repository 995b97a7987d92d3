import { downlineTransferRequestSchema, uplineTransferRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { TransferService } from './transfer.service';

/** Transfers between members: to the upline, and an agent's to its downline. */
export function registerTransferRoutes(
  app: FastifyInstance,
  service: TransferService,
  requireMember: MemberAuth,
) {
  app.get('/wps/v2/transfer/overview', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    return { success: true, value: await service.overview(request.context, member) };
  });

  app.post('/wps/v2/transfer/upline', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(uplineTransferRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.toUpline(request.context, member, input) };
  });

  app.post('/wps/v2/transfer/downline', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(downlineTransferRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.toDownline(request.context, member, input) };
  });
}
