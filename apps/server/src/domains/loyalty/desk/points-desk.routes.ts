import {
  answerSchema,
  deskRedemptionListSchema,
  deskRedemptionQuerySchema,
  doneAnswerSchema,
  idParamsSchema,
  pointsDeskQuerySchema,
  pointsDeskSchema,
  rejectRedemptionSchema,
  savePointsSettingsSchema,
  saveRewardSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { PointsDeskService } from './points-desk.service';

/** The back office's points desk under /ops/api/points (the merchant in the query). */
export function registerPointsDeskRoutes(routes: RouteScopes, service: PointsDeskService) {
  routes.operator((app) => {
    declareSetupRoutes(app, service);
    declareRedemptionRoutes(app, service);
  });
}

const querystring = pointsDeskQuerySchema;

/** The programme and its rewards. */
function declareSetupRoutes(app: Routes, service: PointsDeskService) {
  app.get(
    '/ops/api/points',
    { schema: { querystring, response: { 200: answerSchema(pointsDeskSchema) } } },
    async (request) =>
      ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
  );
  app.put(
    '/ops/api/points/settings',
    {
      schema: {
        querystring,
        body: savePointsSettingsSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { actor, query, body } = request;
      await service.saveSettings(actor, query.merchant, body, opsLanguage(request));
      return done;
    },
  );
  app.post(
    '/ops/api/points/rewards',
    {
      schema: {
        querystring,
        body: saveRewardSchema,
        response: { 200: answerSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { actor, query, body } = request;
      return ok(await service.createReward(actor, query.merchant, body, opsLanguage(request)));
    },
  );
  app.put(
    '/ops/api/points/rewards/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring,
        body: saveRewardSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      await service.updateReward(actor, query.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );
}

/** The queue of redemptions and their decisions. */
function declareRedemptionRoutes(app: Routes, service: PointsDeskService) {
  app.get(
    '/ops/api/points/redemptions',
    {
      schema: {
        querystring: deskRedemptionQuerySchema,
        response: { 200: answerSchema(deskRedemptionListSchema) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      return ok(await service.redemptions(actor, query.merchant, query, opsLanguage(request)));
    },
  );
  app.post(
    '/ops/api/points/redemptions/:id/approve',
    { schema: { params: idParamsSchema, querystring, response: { 200: doneAnswerSchema } } },
    async (request) => {
      const { actor, query, params } = request;
      await service.approve(actor, query.merchant, params.id, opsLanguage(request));
      return done;
    },
  );
  app.post(
    '/ops/api/points/redemptions/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        querystring,
        body: rejectRedemptionSchema,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      await service.reject(actor, query.merchant, params.id, body.reason, opsLanguage(request));
      return done;
    },
  );
}
