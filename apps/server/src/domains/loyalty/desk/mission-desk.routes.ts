import {
  answerSchema,
  deskMerchantQuerySchema,
  doneAnswerSchema,
  missionDeskSchema,
  missionIdParamsSchema,
  missionReportQuerySchema,
  missionReportSchema,
  saveMissionSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MissionDeskService } from './mission-desk.service';

/** The back office's missions desk under /ops/api/missions (the merchant in the query). */
export function registerMissionDeskRoutes(routes: RouteScopes, service: MissionDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/missions',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(missionDeskSchema) },
        },
      },
      async (request) =>
        ok(await service.list(request.actor, request.query.merchant, opsLanguage(request))),
    );
    app.get(
      '/ops/api/missions/report',
      {
        schema: {
          querystring: missionReportQuerySchema,
          response: { 200: answerSchema(missionReportSchema) },
        },
      },
      async (request) =>
        ok(await service.report(request.actor, request.query, opsLanguage(request))),
    );
    app.post(
      '/ops/api/missions',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          body: saveMissionSchema,
          response: { 200: answerSchema(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const { actor, query, body } = request;
        return ok(await service.create(actor, query.merchant, body, opsLanguage(request)));
      },
    );
    app.put(
      '/ops/api/missions/:id',
      {
        schema: {
          params: missionIdParamsSchema,
          querystring: deskMerchantQuerySchema,
          body: saveMissionSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { actor, query, body, params } = request;
        await service.update(actor, query.merchant, params.id, body, opsLanguage(request));
        return done;
      },
    );
  });
}
