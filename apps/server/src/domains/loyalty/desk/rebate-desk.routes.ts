import {
  answerSchema,
  deskMerchantQuerySchema,
  doneAnswerSchema,
  rebateReportQuerySchema,
  rebateReportSchema,
  saveRebateSettingsSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { RebateDeskService } from './rebate-desk.service';

/** The back office's rebate desk under /ops/api/rebate (the merchant in the query). */
export function registerRebateDeskRoutes(routes: RouteScopes, service: RebateDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/rebate',
      {
        schema: {
          querystring: rebateReportQuerySchema,
          response: { 200: answerSchema(rebateReportSchema) },
        },
      },
      async (request) =>
        ok(await service.report(request.actor, request.query, opsLanguage(request))),
    );
    app.put(
      '/ops/api/rebate/settings',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          body: saveRebateSettingsSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { actor, query, body } = request;
        await service.saveSettings(actor, query.merchant, body, opsLanguage(request));
        return done;
      },
    );
  });
}
