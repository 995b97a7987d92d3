import {
  answerSchema,
  deskVipMemberListSchema,
  doneAnswerSchema,
  saveVipLevelsSchema,
  saveVipMemberSchema,
  saveVipSettingsSchema,
  vipDeskQuerySchema,
  vipDeskSchema,
  vipMemberParamsSchema,
  vipMembersQuerySchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { VipDeskService } from './vip-desk.service';

const querystring = vipDeskQuerySchema;

/** The back office's VIP desk under /ops/api/vip (the merchant in the query). */
export function registerVipDeskRoutes(routes: RouteScopes, service: VipDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/vip',
      { schema: { querystring, response: { 200: answerSchema(vipDeskSchema) } } },
      async (request) =>
        ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
    );
    app.put(
      '/ops/api/vip/settings',
      { schema: { querystring, body: saveVipSettingsSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        const { actor, query, body } = request;
        await service.saveSettings(actor, query.merchant, body, opsLanguage(request));
        return done;
      },
    );
    app.put(
      '/ops/api/vip/levels',
      { schema: { querystring, body: saveVipLevelsSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        const { actor, query, body } = request;
        await service.saveLevels(actor, query.merchant, body, opsLanguage(request));
        return done;
      },
    );
    app.get(
      '/ops/api/vip/members',
      {
        schema: {
          querystring: vipMembersQuerySchema,
          response: { 200: answerSchema(deskVipMemberListSchema) },
        },
      },
      async (request) => {
        const { actor, query } = request;
        return ok(await service.members(actor, query.merchant, query, opsLanguage(request)));
      },
    );
    app.put(
      '/ops/api/vip/members/:memberId',
      {
        schema: {
          querystring,
          params: vipMemberParamsSchema,
          body: saveVipMemberSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        await service.saveMember(
          actor,
          query.merchant,
          params.memberId,
          body,
          opsLanguage(request),
        );
        return done;
      },
    );
  });
}
