import {
  answerSchema,
  noInputSchema,
  sliderAnswerSchema,
  sliderChallengeSchema,
  sliderPassSchema,
} from '@khela/contracts';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { HumanCheckService } from './human-check.service';

/** The slider puzzle: GET a new one, POST the drag to get a single-use pass. */
export function registerHumanCheckRoutes(
  routes: RouteScopes,
  service: HumanCheckService,
  limiter: RateLimiter,
) {
  routes.public((app) => {
    app.get(
      '/wps/verification/slider',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(sliderChallengeSchema) },
        },
      },
      async (request, reply) => {
        await limiter.hit(request.context, limits.sliderIssue);
        reply.header('cache-control', 'no-store');
        return ok(await service.issue(request.context));
      },
    );

    app.post(
      '/wps/verification/slider',
      { schema: { body: sliderAnswerSchema, response: { 200: answerSchema(sliderPassSchema) } } },
      async (request) => {
        await limiter.hit(request.context, limits.sliderAnswer);
        return ok(await service.verify(request.context, request.body));
      },
    );
  });
}
