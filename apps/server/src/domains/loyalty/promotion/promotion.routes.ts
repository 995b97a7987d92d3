import multipart from '@fastify/multipart';
import {
  applicationImageParamsSchema,
  claimRaffleRequestSchema,
  promotionApplyFieldsSchema,
  promotionIdSchema,
  promotionImageBytesMax,
  promotionImagesMax,
  promotionListQuerySchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendPrivateImage } from '../../../lib/images';
import { readFieldsAndFiles, type MultipartLimits } from '../../../lib/multipart';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { PromotionService } from './promotion.service';

const idParamsSchema = z.object({ id: promotionIdSchema });
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
export function registerPromotionRoutes(
  app: FastifyInstance,
  service: PromotionService,
  requireMember: MemberAuth,
) {
  /** The member when the request carries a session token, else a visitor. */
  const optionalMember = (request: FastifyRequest) =>
    request.headers.authorization ? requireMember(request) : Promise.resolve(null);
  const realMember = async (request: FastifyRequest) =>
    requireRealAccount(await requireMember(request));

  app.get('/wps/promotions', async (request) => {
    const language = request.context.language;
    const { category } = validate(promotionListQuerySchema, request.query, language);
    const member = await optionalMember(request);
    return { success: true, value: await service.list(request.context, member, category) };
  });

  app.get('/wps/promotions/bonuses', async (request) => ({
    success: true,
    value: await service.bonuses(request.context, await realMember(request)),
  }));

  app.get('/wps/promotions/:id', async (request) => {
    const { id } = validate(idParamsSchema, request.params, request.context.language);
    const member = await optionalMember(request);
    return { success: true, value: await service.detail(request.context, member, id) };
  });

  // Images come as multipart/form-data; only this route reads it.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/wps/promotions/:id/apply', async (request) => {
      const member = await realMember(request);
      const language = request.context.language;
      const { id } = validate(idParamsSchema, request.params, language);
      const { fields, files } = await readFieldsAndFiles(request, {
        limits: applicationLimits,
        fileField: 'image',
        refusal: 'promotion_image_invalid',
      });
      const input = validate(promotionApplyFieldsSchema, fields, language);
      return {
        success: true,
        value: await service.apply(request.context, member, id, input, files),
      };
    });
  });

  // The images a member attached to an application, to that member only.
  app.get('/wps/promotions/applications/:id/images/:n', async (request, reply) => {
    const member = await realMember(request);
    const params = validate(applicationImageParamsSchema, request.params, request.context.language);
    const image = await service.applicationImage(request.context, member, params.id, params.n);
    return sendPrivateImage(reply, image);
  });

  app.post('/wps/promotions/:id/claim', async (request) => {
    const member = await realMember(request);
    const { id } = validate(idParamsSchema, request.params, request.context.language);
    return { success: true, value: await service.claim(request.context, member, id) };
  });

  app.post('/wps/relay/MCS2_claimRafflePromotion', async (request) => {
    const member = await realMember(request);
    const input = validate(claimRaffleRequestSchema, request.body, request.context.language);
    return {
      success: true,
      value: await service.raffle(request.context, member, input.promotionId),
    };
  });
}
