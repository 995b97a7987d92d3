import {
  answerSchema,
  deskFeedbackPageSchema,
  deskFeedbackQuerySchema,
  doneAnswerSchema,
  feedbackRequestSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { FeedbackService } from './feedback.service';

/** PUT /wps/feedback (spec §7) and the operators' list under /ops/api/feedback. */
export function registerFeedbackRoutes(routes: RouteScopes, service: FeedbackService) {
  // Feedback is open to visitors: a signed-in member is named with it, and a session that has
  // just lapsed makes its sender a visitor rather than losing what they wrote.
  routes.visitor(
    (app) => {
      app.put(
        '/wps/feedback',
        { schema: { body: feedbackRequestSchema, response: { 200: doneAnswerSchema } } },
        async (request) => {
          await service.submit(request.context, request.visitor?.id ?? null, request.body);
          return done;
        },
      );
    },
    { isLapsedSessionAVisitor: true },
  );

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
