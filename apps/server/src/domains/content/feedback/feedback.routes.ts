import { deskFeedbackQuerySchema, feedbackRequestSchema } from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { validate } from '../../../lib/validate';
import type { MemberAuth } from '../../../plugins/member-auth';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import type { FeedbackService } from './feedback.service';

/** PUT /wps/feedback (spec §7) and the operators' list under /ops/api/feedback. */
export function registerFeedbackRoutes(
  app: FastifyInstance,
  service: FeedbackService,
  memberOf: MemberAuth,
  operatorOf: OperatorAuth,
) {
  /**
   * Feedback is open to visitors: a signed-in member is named with it, and a session that has
   * just expired makes its sender a visitor rather than losing what they wrote.
   */
  async function optionalMemberId(request: FastifyRequest): Promise<string | null> {
    if (!request.headers.authorization) return null;
    try {
      return (await memberOf(request)).id;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') return null;
      throw error;
    }
  }

  app.put('/wps/feedback', async (request) => {
    const input = validate(feedbackRequestSchema, request.body, request.context.language);
    await service.submit(request.context, await optionalMemberId(request), input);
    return { success: true };
  });

  app.get('/ops/api/feedback', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const query = validate(deskFeedbackQuerySchema, request.query, language);
    return { success: true, value: await service.list(actor, query, language) };
  });
}
