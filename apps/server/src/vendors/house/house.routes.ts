import {
  answerSchema,
  houseFairnessAnswerSchema,
  houseFairnessQuerySchema,
  houseHistoryQuerySchema,
  houseHistorySchema,
  houseRotateRequestSchema,
  houseSessionSchema,
  houseSpinAnswerSchema,
  houseSpinRequestSchema,
  houseTokenQuerySchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../plugins/route-scopes';
import type { HouseService } from './house.service';

/**
 * The in-house vendor's game client API (/house/api): the client runs in the site's /game
 * frame and speaks for the launch token it was opened with, as any vendor's client does —
 * the token, checked by the service, is its only credential.
 */
export function registerHouseRoutes(routes: RouteScopes, service: HouseService) {
  routes.public((app) => {
    app.get(
      '/house/api/session',
      {
        schema: {
          querystring: houseTokenQuerySchema,
          response: { 200: answerSchema(houseSessionSchema) },
        },
      },
      async (request) => ok(await service.session(request.context, request.query.token)),
    );

    app.post(
      '/house/api/spin',
      {
        schema: {
          body: houseSpinRequestSchema,
          response: { 200: answerSchema(houseSpinAnswerSchema) },
        },
      },
      async (request) => ok(await service.spin(request.context, request.body)),
    );

    app.get(
      '/house/api/history',
      {
        schema: {
          querystring: houseHistoryQuerySchema,
          response: { 200: answerSchema(houseHistorySchema) },
        },
      },
      async (request) => {
        const { token, limit, page } = request.query;
        return ok(await service.history(request.context, token, limit, page));
      },
    );

    app.get(
      '/house/api/fairness',
      {
        schema: {
          querystring: houseFairnessQuerySchema,
          response: { 200: answerSchema(houseFairnessAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.fairness(request.context, request.query.token, request.query.page)),
    );

    app.post(
      '/house/api/fairness/rotate',
      {
        schema: {
          body: houseRotateRequestSchema,
          response: { 200: answerSchema(houseFairnessAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.rotate(request.context, request.body.token, request.body.clientSeed)),
    );
  });
}
