import {
  answerSchema,
  noInputSchema,
  teamMembersQuerySchema,
  teamMembersSchema,
  teamOverviewSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { TeamService } from './team.service';

/** An agent's own team (real agent accounts only; the scope is always the caller's subtree). */
export function registerTeamRoutes(routes: RouteScopes, service: TeamService) {
  routes.realMember((app) => {
    app.get(
      '/wps/agent/team/overview',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(teamOverviewSchema) },
        },
      },
      async (request) => ok(await service.overview(request.context, request.member)),
    );

    app.get(
      '/wps/agent/team/members',
      {
        schema: {
          querystring: teamMembersQuerySchema,
          response: { 200: answerSchema(teamMembersSchema) },
        },
      },
      async (request) => ok(await service.members(request.context, request.member, request.query)),
    );
  });
}
