import { adjustmentRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import type { MemberDeskService } from './member-desk.service';

const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const searchQuerySchema = z.object({ q: z.string().trim().min(2).max(64) });
const detailQuerySchema = z.object({
  beforeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
const adjustmentsQuerySchema = z.object({
  status: z.enum(['awaiting_approval', 'applied', 'rejected']).default('awaiting_approval'),
});

/** The back office's member lookup and manual adjustments under /ops/api. */
export function registerMemberDeskRoutes(
  app: FastifyInstance,
  service: MemberDeskService,
  operatorOf: OperatorAuth,
) {
  app.get('/ops/api/members', async (request) => {
    const actor = await operatorOf(request);
    const { q } = validate(searchQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.search(actor, q) };
  });

  app.get('/ops/api/members/:id', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    const { beforeId } = validate(detailQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.detail(actor, id, beforeId ?? null) };
  });

  app.post('/ops/api/members/:id/adjustments', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { id } = validate(idParamsSchema, request.params, language);
    const input = validate(adjustmentRequestSchema, request.body, language);
    return { success: true, value: await service.adjust(actor, id, input, language) };
  });

  app.get('/ops/api/adjustments', async (request) => {
    const actor = await operatorOf(request);
    const { status } = validate(adjustmentsQuerySchema, request.query, opsLanguage(request));
    return { success: true, value: await service.adjustments(actor, status) };
  });

  app.post('/ops/api/adjustments/:id/approve', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    return { success: true, value: await service.approve(actor, id) };
  });

  app.post('/ops/api/adjustments/:id/reject', async (request) => {
    const actor = await operatorOf(request);
    const { id } = validate(idParamsSchema, request.params, opsLanguage(request));
    return { success: true, value: await service.reject(actor, id) };
  });
}
