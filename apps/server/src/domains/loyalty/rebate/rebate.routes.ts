import {
  answerSchema,
  noInputSchema,
  rebateClaimAnswerSchema,
  rebateClaimRequestSchema,
  rebateClaimsPageSchema,
  rebateClaimsQuerySchema,
  rebatePreviewSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { RebateService } from './rebate.service';

/** The site's manual rebate calls (real members): the preview, the claim and the claims. */
export function registerRebateRoutes(routes: RouteScopes, service: RebateService) {
  routes.realMember((app) => {
    app.get(
      '/wps/rebate',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(rebatePreviewSchema) },
        },
      },
      async (request) => ok(await service.preview(request.context, request.member)),
    );
    app.post(
      '/wps/rebate/claim',
      {
        schema: {
          body: rebateClaimRequestSchema,
          response: { 200: answerSchema(rebateClaimAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.claim(request.context, request.member, request.body.requestId)),
    );
    app.get(
      '/wps/rebate/claims',
      {
        schema: {
          querystring: rebateClaimsQuerySchema,
          response: { 200: answerSchema(rebateClaimsPageSchema) },
        },
      },
      async (request) => ok(await service.claims(request.context, request.member, request.query)),
    );
  });
}
