import {
  createBannerSchema,
  createCustomerServiceSchema,
  createHelpArticleSchema,
  createLicenceSchema,
  createNoticeSchema,
  registrationFieldNames,
  resourceTypes,
  richTextPreviewSchema,
  saveFlagSchema,
  saveRegistrationRuleSchema,
  saveResourceSchema,
  updateBannerSchema,
  updateCustomerServiceSchema,
  updateHelpArticleSchema,
  updateLicenceSchema,
  updateNoticeSchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { createDeskCaller } from '../../../plugins/operator-desk';
import type { OperatorAuth } from '../../../plugins/operator-auth';
import type { ContentConfigService } from './content-config.service';
import type { ContentDeskService } from './content-desk.service';

const idParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const resourceParamsSchema = z.object({ type: z.enum(resourceTypes) });
const flagParamsSchema = z.object({ code: z.string().regex(/^[A-Z0-9_]{2,40}$/) });
const fieldParamsSchema = z.object({ field: z.enum(registrationFieldNames) });

/** The back office's content desk under /ops/api/content. */
export function registerContentDeskRoutes(
  app: FastifyInstance,
  service: ContentDeskService,
  config: ContentConfigService,
  operatorOf: OperatorAuth,
) {
  const callerOf = createDeskCaller(operatorOf);

  function idOf(request: FastifyRequest, language: string): string {
    return validate(idParamsSchema, request.params, language).id;
  }

  app.get('/ops/api/content', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.desk(actor, merchant, language) };
  });

  app.post('/ops/api/content/preview', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { html } = validate(richTextPreviewSchema, request.body, language);
    return { success: true, value: await service.preview(actor, merchant, html, language) };
  });

  app.post('/ops/api/content/banners', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createBannerSchema, request.body, language);
    return { success: true, value: await service.createBanner(actor, merchant, input, language) };
  });

  app.patch('/ops/api/content/banners/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateBannerSchema, request.body, language);
    const value = await service.updateBanner(actor, merchant, id, input, language);
    return { success: true, value };
  });

  app.delete('/ops/api/content/banners/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    await service.deleteBanner(actor, merchant, idOf(request, language), language);
    return { success: true };
  });

  app.post('/ops/api/content/notices', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createNoticeSchema, request.body, language);
    return { success: true, value: await service.createNotice(actor, merchant, input, language) };
  });

  app.patch('/ops/api/content/notices/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateNoticeSchema, request.body, language);
    const value = await service.updateNotice(actor, merchant, id, input, language);
    return { success: true, value };
  });

  app.delete('/ops/api/content/notices/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    await service.deleteNotice(actor, merchant, idOf(request, language), language);
    return { success: true };
  });

  app.post('/ops/api/content/help', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createHelpArticleSchema, request.body, language);
    const value = await service.createHelpArticle(actor, merchant, input, language);
    return { success: true, value };
  });

  app.patch('/ops/api/content/help/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateHelpArticleSchema, request.body, language);
    const value = await service.updateHelpArticle(actor, merchant, id, input, language);
    return { success: true, value };
  });

  app.delete('/ops/api/content/help/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    await service.deleteHelpArticle(actor, merchant, idOf(request, language), language);
    return { success: true };
  });

  app.post('/ops/api/content/customer-services', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createCustomerServiceSchema, request.body, language);
    await config.createCustomerService(actor, merchant, input, language);
    return { success: true };
  });

  app.patch('/ops/api/content/customer-services/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateCustomerServiceSchema, request.body, language);
    await config.updateCustomerService(actor, merchant, id, input, language);
    return { success: true };
  });

  app.delete('/ops/api/content/customer-services/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    await config.deleteCustomerService(actor, merchant, idOf(request, language), language);
    return { success: true };
  });

  app.post('/ops/api/content/licences', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(createLicenceSchema, request.body, language);
    await config.createLicence(actor, merchant, input, language);
    return { success: true };
  });

  app.patch('/ops/api/content/licences/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const id = idOf(request, language);
    const input = validate(updateLicenceSchema, request.body, language);
    await config.updateLicence(actor, merchant, id, input, language);
    return { success: true };
  });

  app.delete('/ops/api/content/licences/:id', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    await config.deleteLicence(actor, merchant, idOf(request, language), language);
    return { success: true };
  });

  app.put('/ops/api/content/resources/:type', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { type } = validate(resourceParamsSchema, request.params, language);
    const input = validate(saveResourceSchema, request.body, language);
    await config.saveResource(actor, merchant, type, input, language);
    return { success: true };
  });

  app.delete('/ops/api/content/resources/:type', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { type } = validate(resourceParamsSchema, request.params, language);
    await config.deleteResource(actor, merchant, type, language);
    return { success: true };
  });

  app.put('/ops/api/content/flags/:code', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { code } = validate(flagParamsSchema, request.params, language);
    const { isEnabled } = validate(saveFlagSchema, request.body, language);
    await config.saveFlag(actor, merchant, code, isEnabled, language);
    return { success: true };
  });

  app.put('/ops/api/content/registration/:field', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const { field } = validate(fieldParamsSchema, request.params, language);
    const input = validate(saveRegistrationRuleSchema, request.body, language);
    await config.saveRegistrationRule(actor, merchant, field, input, language);
    return { success: true };
  });
}
