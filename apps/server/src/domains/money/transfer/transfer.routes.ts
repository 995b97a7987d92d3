import {
  answerSchema,
  downlineTransferRequestSchema,
  noInputSchema,
  transferOverviewSchema,
  transferResultSchema,
  uplineTransferRequestSchema,
} from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { TransferService } from './transfer.service';

/** Transfers between members (real accounts only): to the upline, and an agent's to its downline. */
export function registerTransferRoutes(routes: RouteScopes, service: TransferService) {
  routes.realMember((app) => {
    app.get(
      '/wps/v2/transfer/overview',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(transferOverviewSchema) },
        },
      },
      async (request) => ok(await service.overview(request.context, request.member)),
    );

    app.post(
      '/wps/v2/transfer/upline',
      {
        schema: {
          body: uplineTransferRequestSchema,
          response: { 200: answerSchema(transferResultSchema) },
        },
      },
      async (request) => ok(await service.toUpline(request.context, request.member, request.body)),
    );

    app.post(
      '/wps/v2/transfer/downline',
      {
        schema: {
          body: downlineTransferRequestSchema,
          response: { 200: answerSchema(transferResultSchema) },
        },
      },
      async (request) =>
        ok(await service.toDownline(request.context, request.member, request.body)),
    );
  });
}
