import {
  answerSchema,
  applicationImageParamsSchema,
  applicationQueueQuerySchema,
  createdPromotionSchema,
  deskApplicationSchema,
  deskMerchantQuerySchema,
  doneAnswerSchema,
  fileAnswerSchema,
  idParamsSchema,
  promotionDeskSchema,
  publishPromotionSchema,
  rejectApplicationSchema,
  savePromotionSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { PromotionDeskService } from './promotion-desk.service';

/** The back office's promotions desk under /ops/api/promotions. */
export function registerPromotionDeskRoutes(routes: RouteScopes, service: PromotionDeskService) {
  routes.operator((app) => {
    declarePromotionRoutes(app, service);
    declareReviewRoutes(app, service);
  });
}

/** Writing promotions: the merchant each call acts on is named in its query. */
function declarePromotionRoutes(app: Routes, service: PromotionDeskService) {
  const querystring = deskMerchantQuerySchema;
  app.get(
    '/ops/api/promotions',
    { schema: { querystring, response: { 200: answerSchema(promotionDeskSchema) } } },
    async (request) =>
      ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
  );

  app.post(
    '/ops/api/promotions',
    {
      schema: {
        body: savePromotionSchema,
        querystring,
        response: { 200: answerSchema(createdPromotionSchema) },
      },
    },
    async (request) => {
      const { actor, body, query } = request;
      return ok(await service.create(actor, query.merchant, body, opsLanguage(request)));
    },
  );

  app.put(
    '/ops/api/promotions/:id',
    {
      schema: {
        params: idParamsSchema,
        body: savePromotionSchema,
        querystring,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { actor, params, body, query } = request;
      await service.update(actor, query.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/promotions/:id/publish',
    {
      schema: {
        params: idParamsSchema,
        body: publishPromotionSchema,
        querystring,
        response: { 200: doneAnswerSchema },
      },
    },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      await service.publish(actor, query.merchant, params.id, body.isPublished, language);
      return done;
    },
  );
}

/** Reviewing applications: an application names its merchant itself. */
function declareReviewRoutes(app: Routes, service: PromotionDeskService) {
  const answer = { 200: answerSchema(deskApplicationSchema) };
  app.get(
    '/ops/api/promotions/applications',
    {
      schema: {
        querystring: applicationQueueQuerySchema,
        response: { 200: answerSchema(z.array(deskApplicationSchema)) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      return ok(await service.queue(actor, query.merchant, query.status, opsLanguage(request)));
    },
  );

  app.get(
    '/ops/api/promotions/applications/:id/images/:n',
    { schema: { params: applicationImageParamsSchema, response: { 200: fileAnswerSchema } } },
    async (request, reply) => {
      const { id, n } = request.params;
      return sendPrivateImage(reply, await service.image(request.actor, id, n));
    },
  );

  app.post(
    '/ops/api/promotions/applications/:id/approve',
    { schema: { params: idParamsSchema, response: answer } },
    async (request) =>
      ok(await service.approve(request.actor, request.params.id, opsLanguage(request))),
  );

  app.post(
    '/ops/api/promotions/applications/:id/reject',
    { schema: { params: idParamsSchema, body: rejectApplicationSchema, response: answer } },
    async (request) => {
      const { actor, params, body } = request;
      return ok(await service.reject(actor, params.id, body.reason, opsLanguage(request)));
    },
  );
}
