import { doneAnswerSchema, feedbackRequestSchema } from '@khela/contracts';
import { done, type RouteScopes } from '../../../plugins/route-scopes';
import type { FeedbackService } from './feedback.service';

/** PUT /wps/feedback (spec §7); the operators read it at the desk (feedback-desk.routes.ts). */
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
}
