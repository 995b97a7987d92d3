import {
  agentMoveRequestSchema,
  agentMoveSchema,
  agentMovesQuerySchema,
  agentTreeLevelSchema,
  agentTreeQuerySchema,
  answerSchema,
  idParamsSchema,
  memberTypeRequestSchema,
  noInputSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { AgentDeskService } from './agent-desk.service';

/** The back office's agents desk under /ops/api/agents. */
export function registerAgentDeskRoutes(routes: RouteScopes, service: AgentDeskService) {
  routes.operator((app) => {
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
          await service.tree(
            request.actor,
            request.query.parentId ?? null,
            request.query.page ?? 1,
          ),
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
  });
}
