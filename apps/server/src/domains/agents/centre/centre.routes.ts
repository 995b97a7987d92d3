import {
  agentApplicationRequestSchema,
  agentInvitationSchema,
  agentNoticesSchema,
  answerSchema,
  doneAnswerSchema,
  downlineCreatedSchema,
  downlineCreateRequestSchema,
  downlineDetailSchema,
  downlineParamsSchema,
  downlineStatusRequestSchema,
  myAgentApplicationSchema,
  noInputSchema,
} from '@khela/contracts';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { CentreService } from './centre.service';

/**
 * The agent centre's own pages (real agent accounts; a downline is always one of the caller's
 * team now) and a member's application to become an agent.
 */
export function registerCentreRoutes(routes: RouteScopes, service: CentreService) {
  routes.realMember((app) => {
    app.get(
      '/wps/agent/notices',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(agentNoticesSchema) } },
      },
      async (request) => ok(await service.notices(request.context, request.member)),
    );

    app.get(
      '/wps/agent/invitation',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(agentInvitationSchema) },
        },
      },
      async (request) => ok(await service.invitation(request.context, request.member)),
    );

    app.post(
      '/wps/agent/team/downlines',
      {
        schema: {
          body: downlineCreateRequestSchema,
          response: { 200: answerSchema(downlineCreatedSchema) },
        },
      },
      async (request) =>
        ok(await service.openDownline(request.context, request.member, request.body)),
    );

    app.get(
      '/wps/agent/team/downlines/:username',
      {
        schema: {
          params: downlineParamsSchema,
          response: { 200: answerSchema(downlineDetailSchema) },
        },
      },
      async (request) =>
        ok(await service.downline(request.context, request.member, request.params.username)),
    );

    app.post(
      '/wps/agent/team/downlines/:username/status',
      {
        schema: {
          params: downlineParamsSchema,
          body: downlineStatusRequestSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { context, member, params, body } = request;
        await service.setStatus(context, member, params.username, body);
        return done;
      },
    );
  });
  registerApplicationRoutes(routes, service);
}

/** A member's application to become an agent (any real account; an agent is told it is one). */
function registerApplicationRoutes(routes: RouteScopes, service: CentreService) {
  routes.realMember((app) => {
    app.get(
      '/wps/agent/applications/mine',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(myAgentApplicationSchema) },
        },
      },
      async (request) => ok(await service.myApplication(request.context, request.member)),
    );

    app.post(
      '/wps/agent/applications',
      {
        schema: {
          body: agentApplicationRequestSchema,
          response: { 200: answerSchema(myAgentApplicationSchema) },
        },
      },
      async (request) => ok(await service.apply(request.context, request.member, request.body)),
    );
  });
}
