import {
  agentApplicationDecisionSchema,
  agentApplicationSchema,
  agentApplicationsQuerySchema,
  agentCreateRequestSchema,
  agentMoveRequestSchema,
  agentMoveSchema,
  agentMovesQuerySchema,
  agentNodeSchema,
  agentSettingsSchema,
  agentTreeLevelSchema,
  agentTreeQuerySchema,
  answerSchema,
  deskMerchantQuerySchema,
  idParamsSchema,
  memberTypeRequestSchema,
  noInputSchema,
  teamOverviewSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { AgentDesk } from './agent-desk';
import type { AgentDeskService } from './agent-desk.service';
import type { AgentApplicationsService } from './agent-applications.service';
import type { AgentSetupService } from './agent-setup.service';

/** The back office's agents desk under /ops/api/agents. */
export function registerAgentDeskRoutes(routes: RouteScopes, desk: AgentDesk) {
  routes.operator((app) => declareTreeRoutes(app, desk.network));
  routes.operator((app) => declareMoveRoutes(app, desk.network));
  routes.operator((app) => declareSetupRoutes(app, desk.setup));
  routes.operator((app) => declareApplicationRoutes(app, desk.applications));
}

/** The tree level by level, members' types, and an agent's team figures. */
function declareTreeRoutes(app: Routes, service: AgentDeskService) {
  app.get(
    '/ops/api/agents/tree',
    {
      schema: {
        querystring: agentTreeQuerySchema,
        response: { 200: answerSchema(agentTreeLevelSchema) },
      },
    },
    async (request) =>
      ok(
        await service.tree(request.actor, request.query.parentId ?? null, request.query.page ?? 1),
      ),
  );

  app.put(
    '/ops/api/agents/members/:id/type',
    {
      schema: {
        params: idParamsSchema,
        body: memberTypeRequestSchema,
        response: { 200: answerSchema(z.null()) },
      },
    },
    async (request) => {
      await service.setType(request.actor, request.params.id, request.body.isAgent);
      return ok(null);
    },
  );

  app.get(
    '/ops/api/agents/members/:id/figures',
    {
      schema: {
        params: idParamsSchema,
        querystring: noInputSchema,
        response: { 200: answerSchema(teamOverviewSchema) },
      },
    },
    async (request) => ok(await service.figures(request.actor, request.params.id)),
  );
}

/** Members moved with their branch; large moves wait for a second operator. */
function declareMoveRoutes(app: Routes, service: AgentDeskService) {
  app.post(
    '/ops/api/agents/members/:id/move',
    {
      schema: {
        params: idParamsSchema,
        body: agentMoveRequestSchema,
        response: { 200: answerSchema(agentMoveSchema) },
      },
    },
    async (request) => ok(await service.move(request.actor, request.params.id, request.body)),
  );

  app.get(
    '/ops/api/agents/moves',
    {
      schema: {
        querystring: agentMovesQuerySchema,
        response: { 200: answerSchema(z.array(agentMoveSchema)) },
      },
    },
    async (request) => ok(await service.moves(request.actor, request.query.status)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/api/agents/moves/:id/${decision}`,
      {
        schema: {
          params: idParamsSchema,
          body: noInputSchema,
          response: { 200: answerSchema(agentMoveSchema) },
        },
      },
      async (request) => ok(await service[decision](request.actor, request.params.id)),
    );
  }
}

/** New agents and the desk's settings; each call may name the merchant (`?merchant=`). */
function declareSetupRoutes(app: Routes, service: AgentSetupService) {
  app.post(
    '/ops/api/agents',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        body: agentCreateRequestSchema,
        response: { 200: answerSchema(agentNodeSchema) },
      },
    },
    async (request) =>
      ok(
        await service.create(
          request.actor,
          request.query.merchant,
          request.body,
          opsLanguage(request),
        ),
      ),
  );

  app.get(
    '/ops/api/agents/settings',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        response: { 200: answerSchema(agentSettingsSchema) },
      },
    },
    async (request) =>
      ok(await service.settings(request.actor, request.query.merchant, opsLanguage(request))),
  );

  app.put(
    '/ops/api/agents/settings',
    {
      schema: {
        querystring: deskMerchantQuerySchema,
        body: agentSettingsSchema,
        response: { 200: answerSchema(agentSettingsSchema) },
      },
    },
    async (request) =>
      ok(
        await service.saveSettings(
          request.actor,
          request.query.merchant,
          request.body,
          opsLanguage(request),
        ),
      ),
  );
}

/** Members' applications to become agents: listed by status, approved or rejected. */
function declareApplicationRoutes(app: Routes, service: AgentApplicationsService) {
  app.get(
    '/ops/api/agents/applications',
    {
      schema: {
        querystring: agentApplicationsQuerySchema,
        response: { 200: answerSchema(z.array(agentApplicationSchema)) },
      },
    },
    async (request) => ok(await service.list(request.actor, request.query.status)),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/ops/api/agents/applications/:id/${decision}`,
      {
        schema: {
          params: idParamsSchema,
          body: agentApplicationDecisionSchema,
          response: { 200: answerSchema(agentApplicationSchema) },
        },
      },
      async (request) =>
        ok(await service[decision](request.actor, request.params.id, request.body)),
    );
  }
}
