import { houseRotateRequestSchema, houseSpinRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate';
import { historyLimitMax, type HouseService } from './house.service';

const tokenQuerySchema = z.object({ token: z.string().min(20).max(100) });
const historyQuerySchema = tokenQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(historyLimitMax).default(20),
});

/**
 * The in-house vendor's game client API (/house/api): the client runs in the site's /game
 * frame and speaks for the launch token it was opened with, as any vendor's client does.
 */
export function registerHouseRoutes(app: FastifyInstance, service: HouseService) {
  app.get('/house/api/session', async (request) => {
    const query = validate(tokenQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.session(request.context, query.token) };
  });

  app.post('/house/api/spin', async (request) => {
    const body = validate(houseSpinRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.spin(request.context, body) };
  });

  app.get('/house/api/history', async (request) => {
    const query = validate(historyQuerySchema, request.query, request.context.language);
    return {
      success: true,
      value: await service.history(request.context, query.token, query.limit),
    };
  });

  app.get('/house/api/fairness', async (request) => {
    const query = validate(tokenQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.fairness(request.context, query.token) };
  });

  app.post('/house/api/fairness/rotate', async (request) => {
    const body = validate(houseRotateRequestSchema, request.body, request.context.language);
    return {
      success: true,
      value: await service.rotate(request.context, body.token, body.clientSeed),
    };
  });
}
