import {
  answerSchema,
  referralClaimAnswerSchema,
  referralClaimRequestSchema,
  referralQuerySchema,
  referralRewardsPageSchema,
  referralRewardsQuerySchema,
  referralSummarySchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { ReferralService } from './referral.service';

/** The site's referral calls (real members): the page, the rewards and a claim. */
export function registerReferralRoutes(routes: RouteScopes, service: ReferralService) {
  routes.realMember((app) => {
    app.get(
      '/wps/referral',
      {
        schema: {
          querystring: referralQuerySchema,
          response: { 200: answerSchema(referralSummarySchema) },
        },
      },
      async (request) => ok(await service.summary(request.context, request.member, request.query)),
    );
    app.get(
      '/wps/referral/rewards',
      {
        schema: {
          querystring: referralRewardsQuerySchema,
          response: { 200: answerSchema(referralRewardsPageSchema) },
        },
      },
      async (request) =>
        ok(await service.rewardsPage(request.context, request.member, request.query)),
    );
    app.post(
      '/wps/referral/claim',
      {
        schema: {
          body: referralClaimRequestSchema,
          response: { 200: answerSchema(referralClaimAnswerSchema) },
        },
      },
      async (request) => {
        const { id, requestId } = request.body;
        return ok(await service.claimReward(request.context, request.member, id, requestId));
      },
    );
  });
}
