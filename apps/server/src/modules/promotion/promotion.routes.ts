import multipart from '@fastify/multipart';
import {
  claimRaffleRequestSchema,
  promotionApplyFieldsSchema,
  promotionIdSchema,
  promotionImageBytesMax,
  promotionImagesMax,
  promotionListQuerySchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../plugins/member-auth';
import type { ApplicationImage, PromotionService } from './promotion.service';

const idParamsSchema = z.object({ id: promotionIdSchema });
/** Multipart errors of too big or too many files. */
const uploadLimitCodes = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** The application's fields and images from multipart/form-data (or plain JSON, no images). */
async function readApplication(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: request.body, images: [] };
  const fields: Record<string, string> = {};
  const images: ApplicationImage[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: promotionImageBytesMax,
        files: promotionImagesMax,
        fields: 4,
        fieldSize: 2048,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'image') images.push({ bytes: await part.toBuffer() });
      else throw new AppError('promotion_image_invalid');
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Too big, too many, or a body that is no proper multipart: nothing is taken.
    const failure = error as { code?: string; statusCode?: number };
    const isClientError =
      uploadLimitCodes.has(failure.code ?? '') ||
      (failure.statusCode !== undefined && failure.statusCode >= 400 && failure.statusCode < 500) ||
      /multipart|boundary|unexpected end/i.test(String((error as Error).message));
    if (isClientError) throw new AppError('promotion_image_invalid');
    throw error;
  }
  return { fields, images };
}

/** Promotions on the site: list, detail, apply, claim, the raffle and the member's bonuses. */
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
      const { fields, images } = await readApplication(request);
      const input = validate(promotionApplyFieldsSchema, fields, language);
      return {
        success: true,
        value: await service.apply(request.context, member, id, input, images),
      };
    });
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
