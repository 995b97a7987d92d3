import {
  answerSchema,
  contentDeskSchema,
  createBannerSchema,
  createCustomerServiceSchema,
  createHelpArticleSchema,
  createLicenceSchema,
  createNoticeSchema,
  deskBannerSchema,
  deskHelpArticleSchema,
  deskMerchantQuerySchema,
  deskNoticeSchema,
  doneAnswerSchema,
  flagCodeParamsSchema,
  idParamsSchema,
  registrationFieldParamsSchema,
  resourceTypeParamsSchema,
  richTextPreviewSchema,
  richTextPreviewValueSchema,
  saveFlagSchema,
  displaySettingsSchema,
  saveRegistrationRuleSchema,
  saveResourceSchema,
  updateBannerSchema,
  updateCustomerServiceSchema,
  updateHelpArticleSchema,
  updateLicenceSchema,
  updateNoticeSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { ContentConfigService } from './content-config.service';
import type { ContentDeskService } from './content-desk.service';

// Every call names the merchant it acts on in its query (a platform operator must).
const merchantQuery = deskMerchantQuerySchema;
const params = idParamsSchema;
const removal = { params, querystring: merchantQuery, response: { 200: doneAnswerSchema } };

/** The back office's content desk under /ops/api/content. */
export function registerContentDeskRoutes(
  routes: RouteScopes,
  service: ContentDeskService,
  config: ContentConfigService,
) {
  routes.operator((app) => {
    declareDeskRoutes(app, service);
    declareBannerRoutes(app, service);
    declareNoticeRoutes(app, service);
    declareHelpRoutes(app, service);
    declareCustomerServiceRoutes(app, config);
    declareLicenceRoutes(app, config);
    declareSettingRoutes(app, config);
  });
}

/** The whole desk of a merchant, and the rich-text preview. */
function declareDeskRoutes(app: Routes, service: ContentDeskService) {
  app.get(
    '/ops/api/content',
    { schema: { querystring: merchantQuery, response: { 200: answerSchema(contentDeskSchema) } } },
    async (request) =>
      ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
  );

  app.post(
    '/ops/api/content/preview',
    {
      schema: {
        body: richTextPreviewSchema,
        querystring: merchantQuery,
        response: { 200: answerSchema(richTextPreviewValueSchema) },
      },
    },
    async (request) => {
      const { actor, body, query } = request;
      return ok(await service.preview(actor, query.merchant, body.html, opsLanguage(request)));
    },
  );
}

function declareBannerRoutes(app: Routes, service: ContentDeskService) {
  const answer = { 200: answerSchema(deskBannerSchema) };
  app.post(
    '/ops/api/content/banners',
    { schema: { body: createBannerSchema, querystring: merchantQuery, response: answer } },
    async (request) => {
      const { actor, body, query } = request;
      return ok(await service.createBanner(actor, query.merchant, body, opsLanguage(request)));
    },
  );

  app.patch(
    '/ops/api/content/banners/:id',
    { schema: { params, body: updateBannerSchema, querystring: merchantQuery, response: answer } },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      return ok(await service.updateBanner(actor, query.merchant, params.id, body, language));
    },
  );

  app.delete('/ops/api/content/banners/:id', { schema: removal }, async (request) => {
    const { actor, params, query } = request;
    await service.deleteBanner(actor, query.merchant, params.id, opsLanguage(request));
    return done;
  });
}

function declareNoticeRoutes(app: Routes, service: ContentDeskService) {
  const answer = { 200: answerSchema(deskNoticeSchema) };
  app.post(
    '/ops/api/content/notices',
    { schema: { body: createNoticeSchema, querystring: merchantQuery, response: answer } },
    async (request) => {
      const { actor, body, query } = request;
      return ok(await service.createNotice(actor, query.merchant, body, opsLanguage(request)));
    },
  );

  app.patch(
    '/ops/api/content/notices/:id',
    { schema: { params, body: updateNoticeSchema, querystring: merchantQuery, response: answer } },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      return ok(await service.updateNotice(actor, query.merchant, params.id, body, language));
    },
  );

  app.delete('/ops/api/content/notices/:id', { schema: removal }, async (request) => {
    const { actor, params, query } = request;
    await service.deleteNotice(actor, query.merchant, params.id, opsLanguage(request));
    return done;
  });
}

function declareHelpRoutes(app: Routes, service: ContentDeskService) {
  const answer = { 200: answerSchema(deskHelpArticleSchema) };
  app.post(
    '/ops/api/content/help',
    { schema: { body: createHelpArticleSchema, querystring: merchantQuery, response: answer } },
    async (request) => {
      const { actor, body, query } = request;
      const language = opsLanguage(request);
      return ok(await service.createHelpArticle(actor, query.merchant, body, language));
    },
  );

  app.patch(
    '/ops/api/content/help/:id',
    {
      schema: {
        params,
        body: updateHelpArticleSchema,
        querystring: merchantQuery,
        response: answer,
      },
    },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      return ok(await service.updateHelpArticle(actor, query.merchant, params.id, body, language));
    },
  );

  app.delete('/ops/api/content/help/:id', { schema: removal }, async (request) => {
    const { actor, params, query } = request;
    await service.deleteHelpArticle(actor, query.merchant, params.id, opsLanguage(request));
    return done;
  });
}

function declareCustomerServiceRoutes(app: Routes, config: ContentConfigService) {
  const response = { 200: doneAnswerSchema };
  app.post(
    '/ops/api/content/customer-services',
    { schema: { body: createCustomerServiceSchema, querystring: merchantQuery, response } },
    async (request) => {
      const { actor, body, query } = request;
      await config.createCustomerService(actor, query.merchant, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/content/customer-services/:id',
    { schema: { params, body: updateCustomerServiceSchema, querystring: merchantQuery, response } },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      await config.updateCustomerService(actor, query.merchant, params.id, body, language);
      return done;
    },
  );

  app.delete('/ops/api/content/customer-services/:id', { schema: removal }, async (request) => {
    const { actor, params, query } = request;
    await config.deleteCustomerService(actor, query.merchant, params.id, opsLanguage(request));
    return done;
  });
}

function declareLicenceRoutes(app: Routes, config: ContentConfigService) {
  const response = { 200: doneAnswerSchema };
  app.post(
    '/ops/api/content/licences',
    { schema: { body: createLicenceSchema, querystring: merchantQuery, response } },
    async (request) => {
      const { actor, body, query } = request;
      await config.createLicence(actor, query.merchant, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/content/licences/:id',
    { schema: { params, body: updateLicenceSchema, querystring: merchantQuery, response } },
    async (request) => {
      const { actor, params, body, query } = request;
      await config.updateLicence(actor, query.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );

  app.delete('/ops/api/content/licences/:id', { schema: removal }, async (request) => {
    const { actor, params, query } = request;
    await config.deleteLicence(actor, query.merchant, params.id, opsLanguage(request));
    return done;
  });
}

/** Downloads, whitelabel flags and registration rules: one row each, saved whole. */
function declareSettingRoutes(app: Routes, config: ContentConfigService) {
  const response = { 200: doneAnswerSchema };
  const resource = { params: resourceTypeParamsSchema, querystring: merchantQuery, response };
  app.put(
    '/ops/api/content/resources/:type',
    { schema: { ...resource, body: saveResourceSchema } },
    async (request) => {
      const { actor, params, body, query } = request;
      await config.saveResource(actor, query.merchant, params.type, body, opsLanguage(request));
      return done;
    },
  );

  app.delete('/ops/api/content/resources/:type', { schema: resource }, async (request) => {
    const { actor, params, query } = request;
    await config.deleteResource(actor, query.merchant, params.type, opsLanguage(request));
    return done;
  });

  app.put(
    '/ops/api/content/flags/:code',
    {
      schema: {
        params: flagCodeParamsSchema,
        body: saveFlagSchema,
        querystring: merchantQuery,
        response,
      },
    },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      await config.saveFlag(actor, query.merchant, params.code, body.isEnabled, language);
      return done;
    },
  );

  app.put(
    '/ops/api/content/display',
    { schema: { body: displaySettingsSchema, querystring: merchantQuery, response } },
    async (request) => {
      const { actor, body, query } = request;
      await config.saveDisplay(actor, query.merchant, body, opsLanguage(request));
      return done;
    },
  );

  app.put(
    '/ops/api/content/registration/:field',
    {
      schema: {
        params: registrationFieldParamsSchema,
        body: saveRegistrationRuleSchema,
        querystring: merchantQuery,
        response,
      },
    },
    async (request) => {
      const { actor, params, body, query } = request;
      const language = opsLanguage(request);
      await config.saveRegistrationRule(actor, query.merchant, params.field, body, language);
      return done;
    },
  );
}
