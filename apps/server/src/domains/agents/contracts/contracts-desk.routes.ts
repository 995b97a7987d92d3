import {
  activeRuleSchema,
  answerSchema,
  contractDeskSettingsSchema,
  contractEndRequestSchema,
  contractKinds,
  contractKindParamsSchema,
  contractKindSettingsRequestSchema,
  contractOfferAnswerSchema,
  contractTemplateRequestSchema,
  contractTemplatesSchema,
  deskContractsQuerySchema,
  deskContractsSchema,
  deskMerchantQuerySchema,
  idParamsSchema,
  settlementDetailSchema,
  settlementsQuerySchema,
  settlementsSchema,
  statementDecisionRequestSchema,
  topContractRequestSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { ContractsDeskService } from './contracts-desk.service';
import type { TemplatesService } from './templates.service';

const nothing = { 200: answerSchema(z.null()) };
const templatesQuerySchema = deskMerchantQuerySchema.extend({
  kind: z.enum(contractKinds).optional(),
});

/** The back office's contracts desk under /ops/api/agent-contracts. */
export function registerContractsDeskRoutes(
  routes: RouteScopes,
  desk: ContractsDeskService,
  templates: TemplatesService,
) {
  routes.operator((app) => declareSettingsRoutes(app, desk));
  routes.operator((app) => declareTemplateRoutes(app, templates));
  routes.operator((app) => declareContractRoutes(app, desk));
  routes.operator((app) => declareSettlementRoutes(app, desk));
}

/** The bounds of each kind and the rule of an active member. */
function declareSettingsRoutes(app: Routes, desk: ContractsDeskService) {
  app.get(
    '/ops/api/agent-contracts/settings',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        response: { 200: answerSchema(contractDeskSettingsSchema) },
      },
    },
    async (request) =>
      ok(await desk.settings(request.actor, request.query.merchant, opsLanguage(request))),
  );

  app.put(
    '/ops/api/agent-contracts/kinds/:kind',
    {
      schema: {
        params: contractKindParamsSchema,
        querystring: deskMerchantQuerySchema,
        body: contractKindSettingsRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      await desk.saveKind(actor, query.merchant, params.kind, body, opsLanguage(request));
      return ok(null);
    },
  );

  app.put(
    '/ops/api/agent-contracts/active-rule',
    {
      schema: { querystring: deskMerchantQuerySchema, body: activeRuleSchema, response: nothing },
    },
    async (request) => {
      const { actor, query, body } = request;
      await desk.saveActiveRule(actor, query.merchant, body, opsLanguage(request));
      return ok(null);
    },
  );
}

/** Named terms per kind, to set contracts from. */
function declareTemplateRoutes(app: Routes, templates: TemplatesService) {
  app.get(
    '/ops/api/agent-contracts/templates',
    {
      schema: {
        querystring: templatesQuerySchema,
        response: { 200: answerSchema(contractTemplatesSchema) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      return ok(await templates.list(actor, query.merchant, query.kind, opsLanguage(request)));
    },
  );

  app.post(
    '/ops/api/agent-contracts/templates',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        body: contractTemplateRequestSchema,
        response: { 200: answerSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { actor, query, body } = request;
      return ok(await templates.save(actor, query.merchant, null, body, opsLanguage(request)));
    },
  );

  app.put(
    '/ops/api/agent-contracts/templates/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: deskMerchantQuerySchema,
        body: contractTemplateRequestSchema,
        response: { 200: answerSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      return ok(await templates.save(actor, query.merchant, params.id, body, opsLanguage(request)));
    },
  );

  app.delete(
    '/ops/api/agent-contracts/templates/:id',
    {
      schema: { params: idParamsSchema, querystring: deskMerchantQuerySchema, response: nothing },
    },
    async (request) => {
      const { actor, query, params } = request;
      await templates.remove(actor, query.merchant, params.id, opsLanguage(request));
      return ok(null);
    },
  );
}

/** Every agent's contracts; the operator's at the top, and ending any. */
function declareContractRoutes(app: Routes, desk: ContractsDeskService) {
  app.get(
    '/ops/api/agent-contracts',
    {
      schema: {
        querystring: deskContractsQuerySchema,
        response: { 200: answerSchema(deskContractsSchema) },
      },
    },
    async (request) => ok(await desk.contracts(request.actor, request.query, opsLanguage(request))),
  );

  app.post(
    '/ops/api/agent-contracts/top',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        body: topContractRequestSchema,
        response: { 200: answerSchema(contractOfferAnswerSchema) },
      },
    },
    async (request) => {
      const { actor, query, body } = request;
      return ok(await desk.setTop(actor, query.merchant, body, opsLanguage(request)));
    },
  );

  app.post(
    '/ops/api/agent-contracts/:id/end',
    {
      schema: {
        params: idParamsSchema,
        querystring: deskMerchantQuerySchema,
        body: contractEndRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      await desk.end(actor, query.merchant, params.id, body, opsLanguage(request));
      return ok(null);
    },
  );
}

/** Settlements with their lines, a period computed again, held payments decided. */
function declareSettlementRoutes(app: Routes, desk: ContractsDeskService) {
  app.get(
    '/ops/api/agent-contracts/settlements',
    {
      schema: {
        querystring: settlementsQuerySchema,
        response: { 200: answerSchema(settlementsSchema) },
      },
    },
    async (request) => {
      const { actor, query } = request;
      return ok(
        await desk.settlements(
          actor,
          query.merchant,
          query.kind,
          query.page ?? 1,
          opsLanguage(request),
        ),
      );
    },
  );

  app.get(
    '/ops/api/agent-contracts/settlements/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: deskMerchantQuerySchema,
        response: { 200: answerSchema(settlementDetailSchema) },
      },
    },
    async (request) => {
      const { actor, query, params } = request;
      return ok(await desk.settlement(actor, query.merchant, params.id, opsLanguage(request)));
    },
  );

  app.post(
    '/ops/api/agent-contracts/settlements/:id/rerun',
    {
      schema: {
        params: idParamsSchema,
        querystring: deskMerchantQuerySchema,
        body: z.object({}),
        response: nothing,
      },
    },
    async (request) => {
      const { actor, query, params } = request;
      await desk.rerun(actor, query.merchant, params.id, opsLanguage(request));
      return ok(null);
    },
  );

  app.post(
    '/ops/api/agent-contracts/statements/:id/decision',
    {
      schema: {
        params: idParamsSchema,
        querystring: deskMerchantQuerySchema,
        body: statementDecisionRequestSchema,
        response: nothing,
      },
    },
    async (request) => {
      const { actor, query, params, body } = request;
      await desk.decideLine(actor, query.merchant, params.id, body, opsLanguage(request));
      return ok(null);
    },
  );
}
