import {
  answerSchema,
  missionClaimAnswerSchema,
  missionClaimRequestSchema,
  missionCountSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardSchema,
  missionSummarySchema,
  noInputSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MissionsService } from './missions.service';

/**
 * The site's mission calls (real members; spec §7): the summary with each mission's progress,
 * the leaderboard, the badge and the claim.
 */
export function registerMissionsRoutes(routes: RouteScopes, service: MissionsService) {
  routes.realMember((app) => {
    app.get(
      '/wps/relay/MCSFE_getMissionSummaryDetails',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(missionSummarySchema) },
        },
      },
      async (request) => ok(await service.summary(request.context, request.member)),
    );
    app.get(
      '/wps/relay/MCSFE_getMissionLeaderboard',
      {
        schema: {
          querystring: missionLeaderboardQuerySchema,
          response: { 200: answerSchema(missionLeaderboardSchema) },
        },
      },
      async (request) =>
        ok(await service.leaderboard(request.context, request.member, request.query.span)),
    );
    app.get(
      '/wps/missions/count',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(missionCountSchema) } },
      },
      async (request) => ok(await service.count(request.context, request.member)),
    );
    app.post(
      '/wps/missions/claim',
      {
        schema: {
          body: missionClaimRequestSchema,
          response: { 200: answerSchema(missionClaimAnswerSchema) },
        },
      },
      async (request) => {
        const { missionId, requestId } = request.body;
        return ok(await service.claim(request.context, request.member, missionId, requestId));
      },
    );
  });
}
