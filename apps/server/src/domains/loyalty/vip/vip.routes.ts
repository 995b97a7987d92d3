import {
  answerSchema,
  noInputSchema,
  idParamsSchema,
  vipClaimAnswerSchema,
  vipProgrammeSchema,
  vipStatusSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { VipService } from './vip.service';

/** The site's VIP calls: the level table for anyone, a member's level and its bonuses. */
export function registerVipRoutes(routes: RouteScopes, service: VipService) {
  routes.public((app) => {
    app.get(
      '/wps/vip/levels',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(vipProgrammeSchema) } },
      },
      async (request) => ok(await service.programme(request.context)),
    );
  });
  routes.realMember((app) => {
    app.get(
      '/wps/vip',
      { schema: { querystring: noInputSchema, response: { 200: answerSchema(vipStatusSchema) } } },
      async (request) => ok(await service.status(request.context, request.member)),
    );
    app.post(
      '/wps/vip/bonuses/:id/claim',
      {
        schema: {
          params: idParamsSchema,
          response: { 200: answerSchema(vipClaimAnswerSchema) },
        },
      },
      async (request) =>
        ok(await service.claim(request.context, request.member, request.params.id)),
    );
  });
}
