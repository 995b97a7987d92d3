import {
  answerSchema,
  deskFeedbackPageSchema,
  deskFeedbackQuerySchema,
  doneAnswerSchema,
  feedbackRequestSchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import type { MemberAuth } from '../../../plugins/member-auth';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { FeedbackService } from './feedback.service';

/** PUT /wps/feedback (spec §7) and the operators' list under /ops/api/feedback. */
export function registerFeedbackRoutes(
  routes: RouteScopes,
  service: FeedbackService,
  memberOf: MemberAuth,
) {
  /**
   * Feedback is open to visitors: a signed-in member is named with it, and a session that has
   * just expired makes its sender a visitor rather than losing what they wrote. No scope says
   * "a member if any", so this public route asks the sessions itself, after its body is checked.
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

  routes.public((app) => {
    app.put(
      '/wps/feedback',
      { schema: { body: feedbackRequestSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await service.submit(request.context, await optionalMemberId(request), request.body);
        return done;
      },
    );
  });

  routes.operator((app) => {
    app.get(
      '/ops/api/feedback',
      {
        schema: {
          querystring: deskFeedbackQuerySchema,
          response: { 200: answerSchema(deskFeedbackPageSchema) },
        },
      },
      async (request) => ok(await service.list(request.actor, request.query, opsLanguage(request))),
    );
  });
}
