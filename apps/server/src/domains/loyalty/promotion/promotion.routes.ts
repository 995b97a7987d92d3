import multipart from '@fastify/multipart';
import {
  answerSchema,
  applicationImageParamsSchema,
  claimRaffleRequestSchema,
  fileAnswerSchema,
  idParamsSchema,
  memberBonusSchema,
  noInputSchema,
  promotionApplyFieldsSchema,
  promotionCreditSchema,
  promotionDetailSchema,
  promotionEntrySchema,
  promotionImageBytesMax,
  promotionImagesMax,
  promotionListQuerySchema,
  promotionListSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { readFieldsAndFiles, type MultipartLimits } from '../../../lib/multipart';
import { validate } from '../../../lib/validate';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { PromotionService } from './promotion.service';

/** An application's body: a remark and up to three images. */
const applicationLimits: MultipartLimits = {
  fileBytesMax: promotionImageBytesMax,
  filesMax: promotionImagesMax,
  fieldsMax: 4,
  fieldBytesMax: 2048,
};

/**
 * Promotions on the site: list, detail, apply (and the member's own application images), claim,
 * the raffle and the member's bonuses.
 */
export function registerPromotionRoutes(routes: RouteScopes, service: PromotionService) {
  // The list and a promotion's detail answer visitors and members (with their status).
  routes.visitor((app) => {
    app.get(
      '/wps/promotions',
      {
        schema: {
          querystring: promotionListQuerySchema,
          response: { 200: answerSchema(promotionListSchema) },
        },
      },
      async (request) => {
        return ok(await service.list(request.context, request.visitor, request.query.category));
      },
    );

    app.get(
      '/wps/promotions/:id',
      {
        schema: { params: idParamsSchema, response: { 200: answerSchema(promotionDetailSchema) } },
      },
      async (request) => {
        return ok(await service.detail(request.context, request.visitor, request.params.id));
      },
    );
  });

  declareMemberRoutes(routes, service);
  declareApplyRoute(routes, service);
}

/** What a real member does with promotions: bonuses, claims, the raffle, their own images. */
function declareMemberRoutes(routes: RouteScopes, service: PromotionService) {
  routes.realMember((app) => {
    app.get(
      '/wps/promotions/bonuses',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(memberBonusSchema)) },
        },
      },
      async (request) => ok(await service.bonuses(request.context, request.member)),
    );

    // The images a member attached to an application, to that member only.
    app.get(
      '/wps/promotions/applications/:id/images/:n',
      { schema: { params: applicationImageParamsSchema, response: { 200: fileAnswerSchema } } },
      async (request, reply) => {
        const { id, n } = request.params;
        const image = await service.applicationImage(request.context, request.member, id, n);
        return sendPrivateImage(reply, image);
      },
    );

    app.post(
      '/wps/promotions/:id/claim',
      {
        schema: { params: idParamsSchema, response: { 200: answerSchema(promotionCreditSchema) } },
      },
      async (request) =>
        ok(await service.claim(request.context, request.member, request.params.id)),
    );

    app.post(
      '/wps/relay/MCS2_claimRafflePromotion',
      {
        schema: {
          body: claimRaffleRequestSchema,
          response: { 200: answerSchema(promotionCreditSchema) },
        },
      },
      async (request) =>
        ok(await service.raffle(request.context, request.member, request.body.promotionId)),
    );
  });
}

/**
 * Applying: a remark and images as multipart/form-data, read in a scope of its own (only this
 * route takes multipart). The body is a stream the route's schema cannot check, so its text
 * fields are checked with the contract's schema once read, after the id, as they always were.
 */
function declareApplyRoute(routes: RouteScopes, service: PromotionService) {
  routes.realMember(async (app) => {
    await app.register(multipart);
    app.post(
      '/wps/promotions/:id/apply',
      { schema: { params: idParamsSchema, response: { 200: answerSchema(promotionEntrySchema) } } },
      async (request) => {
        const { fields, files } = await readFieldsAndFiles(request, {
          limits: applicationLimits,
          fileField: 'image',
          refusal: 'promotion_image_invalid',
        });
        const language = request.context.language;
        const input = validate(promotionApplyFieldsSchema, fields, language);
        const { context, member, params } = request;
        return ok(await service.apply(context, member, params.id, input, files));
      },
    );
  });
}
