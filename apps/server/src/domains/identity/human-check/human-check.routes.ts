import { sliderAnswerSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import type { HumanCheckService } from './human-check.service';

/** The slider puzzle: GET a new one, POST the drag to get a single-use pass. */
export function registerHumanCheckRoutes(
  app: FastifyInstance,
  service: HumanCheckService,
  limiter: RateLimiter,
) {
  app.get('/wps/verification/slider', async (request, reply) => {
    await limiter.hit(request.context, limits.sliderIssue);
    reply.header('cache-control', 'no-store');
    return { success: true, value: await service.issue(request.context) };
  });

  app.post('/wps/verification/slider', async (request) => {
    const answer = validate(sliderAnswerSchema, request.body, request.context.language);
    await limiter.hit(request.context, limits.sliderAnswer);
    return { success: true, value: await service.verify(request.context, answer) };
  });
}
