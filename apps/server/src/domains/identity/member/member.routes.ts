import {
  answerSchema,
  memberIconRequestSchema,
  memberIconSchema,
  memberInfoSchema,
  memberProfileSchema,
  noInputSchema,
  playerAvatarsSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MemberService } from './member.service';

/** The member's own information: profile, portraits, the header's summary. */
export function registerMemberRoutes(routes: RouteScopes, service: MemberService) {
  routes.realMember((app) => {
    app.get(
      '/wps/member/profile',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(memberProfileSchema) },
        },
      },
      async (request) => ok(await service.profile(request.context, request.member)),
    );
  });

  routes.member((app) => {
    app.get(
      '/wps/relay/MCSFE_getPlayerAvatar',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(playerAvatarsSchema) },
        },
      },
      async (request) => ok(await service.avatars(request.context, request.member)),
    );

    app.get(
      '/wps/member/info/icon',
      { schema: { querystring: noInputSchema, response: { 200: answerSchema(memberIconSchema) } } },
      async (request) => ok(await service.icon(request.context, request.member)),
    );

    app.put(
      '/wps/member/info/icon',
      {
        schema: {
          body: memberIconRequestSchema,
          response: { 200: answerSchema(memberIconSchema) },
        },
      },
      async (request) =>
        ok(await service.setIcon(request.context, request.member, request.body.avatarId)),
    );

    app.get(
      '/wps/member/info',
      { schema: { querystring: noInputSchema, response: { 200: answerSchema(memberInfoSchema) } } },
      async (request) => ok(await service.info(request.context, request.member)),
    );
  });
}
