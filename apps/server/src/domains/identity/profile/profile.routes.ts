import {
  answerSchema,
  correctProfileRequestSchema,
  deskMemberProfileSchema,
  idParamsSchema,
  memberProfileDetailsSchema,
  noInputSchema,
  updateProfileRequestSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { ProfileService } from './profile.service';

const answer = { 200: answerSchema(memberProfileDetailsSchema) };

/** The member's own profile details, support's view of a member's, and its correction. */
export function registerProfileRoutes(routes: RouteScopes, service: ProfileService) {
  routes.realMember((app) => {
    app.get(
      '/wps/member/profile/details',
      { schema: { querystring: noInputSchema, response: answer } },
      async (request) => ok(await service.get(request.context, request.member)),
    );

    app.put(
      '/wps/member/profile/details',
      { schema: { body: updateProfileRequestSchema, response: answer } },
      async (request) => ok(await service.update(request.context, request.member, request.body)),
    );
  });

  routes.operator((app) => {
    app.get(
      '/ops/api/members/:id/profile',
      {
        schema: {
          params: idParamsSchema,
          querystring: noInputSchema,
          response: { 200: answerSchema(deskMemberProfileSchema) },
        },
      },
      async (request) => ok(await service.deskProfile(request.actor, request.params.id)),
    );

    app.put(
      '/ops/api/members/:id/profile/locked',
      {
        schema: {
          params: idParamsSchema,
          body: correctProfileRequestSchema,
          response: { 200: answerSchema(deskMemberProfileSchema) },
        },
      },
      async (request) =>
        ok(
          await service.correctLocked(
            request.actor,
            request.params.id,
            request.body,
            opsLanguage(request),
          ),
        ),
    );
  });
}
