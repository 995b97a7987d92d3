import {
  answerSchema,
  deskMerchantQuerySchema,
  doneAnswerSchema,
  referralDecisionParamsSchema,
  referralDecisionSchema,
  referralReportQuerySchema,
  referralReportSchema,
  saveReferralSettingsSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { ReferralDeskService } from './referral-desk.service';

/** The back office's referral desk under /ops/api/referral (the merchant in the query). */
export function registerReferralDeskRoutes(routes: RouteScopes, service: ReferralDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/referral',
      {
        schema: {
          querystring: referralReportQuerySchema,
          response: { 200: answerSchema(referralReportSchema) },
        },
      },
      async (request) =>
        ok(await service.report(request.actor, request.query, opsLanguage(request))),
    );
    app.put(
      '/ops/api/referral/settings',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          body: saveReferralSettingsSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { actor, query, body } = request;
        await service.saveSettings(actor, query.merchant, body, opsLanguage(request));
        return done;
      },
    );
    app.post(
      '/ops/api/referral/invitees/:inviteeId/:decision',
      {
        schema: {
          params: referralDecisionParamsSchema,
          querystring: deskMerchantQuerySchema,
          body: referralDecisionSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        await service.decide(actor, query.merchant, params, body.reason, opsLanguage(request));
        return done;
      },
    );
  });
}
