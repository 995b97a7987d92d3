import {
  adjustmentRequestSchema,
  adjustmentSchema,
  adjustmentsQuerySchema,
  answerSchema,
  idParamsSchema,
  memberDetailSchema,
  memberLedgerQuerySchema,
  memberSearchQuerySchema,
  memberSummarySchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { MemberDeskService } from './member-desk.service';

/** The back office's member lookup and manual adjustments under /ops/api. */
export function registerMemberDeskRoutes(routes: RouteScopes, service: MemberDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/members',
      {
        schema: {
          querystring: memberSearchQuerySchema,
          response: { 200: answerSchema(z.array(memberSummarySchema)) },
        },
      },
      async (request) => ok(await service.search(request.actor, request.query.q)),
    );

    app.get(
      '/ops/api/members/:id',
      {
        schema: {
          params: idParamsSchema,
          querystring: memberLedgerQuerySchema,
          response: { 200: answerSchema(memberDetailSchema) },
        },
      },
      async (request) =>
        ok(await service.detail(request.actor, request.params.id, request.query.beforeId ?? null)),
    );

    app.post(
      '/ops/api/members/:id/adjustments',
      {
        schema: {
          params: idParamsSchema,
          body: adjustmentRequestSchema,
          response: { 200: answerSchema(adjustmentSchema) },
        },
      },
      async (request) =>
        ok(
          await service.adjust(
            request.actor,
            request.params.id,
            request.body,
            opsLanguage(request),
          ),
        ),
    );

    app.get(
      '/ops/api/adjustments',
      {
        schema: {
          querystring: adjustmentsQuerySchema,
          response: { 200: answerSchema(z.array(adjustmentSchema)) },
        },
      },
      async (request) => ok(await service.adjustments(request.actor, request.query.status)),
    );

    app.post(
      '/ops/api/adjustments/:id/approve',
      { schema: { params: idParamsSchema, response: { 200: answerSchema(adjustmentSchema) } } },
      async (request) => ok(await service.approve(request.actor, request.params.id)),
    );

    app.post(
      '/ops/api/adjustments/:id/reject',
      { schema: { params: idParamsSchema, response: { 200: answerSchema(adjustmentSchema) } } },
      async (request) => ok(await service.reject(request.actor, request.params.id)),
    );
  });
}
