import {
  answerSchema,
  noInputSchema,
  rewardClaimAnswerSchema,
  rewardClaimRequestSchema,
  rewardCountSchema,
  rewardListSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { RewardsService } from './rewards.service';

/** The reward centre's calls (real members): the list, its badge count and a claim. */
export function registerRewardsRoutes(routes: RouteScopes, service: RewardsService) {
  routes.realMember((app) => {
    app.get(
      '/wps/rewards',
      { schema: { querystring: noInputSchema, response: { 200: answerSchema(rewardListSchema) } } },
      async (request) => ok(await service.list(request.context, request.member)),
    );
    app.get(
      '/wps/rewards/count',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(rewardCountSchema) } },
      },
      async (request) => ok(await service.count(request.context, request.member)),
    );
    app.post(
      '/wps/rewards/claim',
      {
        schema: {
          body: rewardClaimRequestSchema,
          response: { 200: answerSchema(rewardClaimAnswerSchema) },
        },
      },
      async (request) => ok(await service.claim(request.context, request.member, request.body)),
    );
  });
}
