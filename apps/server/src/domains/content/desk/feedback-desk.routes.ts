import { answerSchema, deskFeedbackPageSchema, deskFeedbackQuerySchema } from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { FeedbackService } from '../feedback/feedback.service';

/** The operators' list of what players and visitors wrote: /ops/api/feedback. */
export function registerFeedbackDeskRoutes(routes: RouteScopes, service: FeedbackService) {
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
