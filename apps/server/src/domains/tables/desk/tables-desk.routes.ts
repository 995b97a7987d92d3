import {
  answerSchema,
  cancelTableRoundSchema,
  createTableSchema,
  deskMerchantQuerySchema,
  deskTableParamsSchema,
  deskTableRoundsQuerySchema,
  deskTableRoundsSchema,
  deskTableSchema,
  deskTablesQuerySchema,
  deskTablesSchema,
  idParamsSchema,
  updateTableSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { TablesDeskService } from './tables-desk.service';

/**
 * The back office's tables desk under /ops/api/tables: the tables with their takings, a new
 * table, a table's settings, its rounds, and cancelling a round. Every call may name the
 * merchant (`?merchant=`; a platform operator must).
 */
export function registerTablesDeskRoutes(routes: RouteScopes, service: TablesDeskService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/tables',
      {
        schema: {
          querystring: deskTablesQuerySchema,
          response: { 200: answerSchema(deskTablesSchema) },
        },
      },
      async (request) =>
        ok(await service.tables(request.actor, request.query, opsLanguage(request))),
    );

    app.post(
      '/ops/api/tables',
      {
        schema: {
          body: createTableSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskTableSchema) },
        },
      },
      async (request) => {
        const { actor, query, body } = request;
        return ok(await service.create(actor, query.merchant, body, opsLanguage(request)));
      },
    );

    app.patch(
      '/ops/api/tables/:code',
      {
        schema: {
          params: deskTableParamsSchema,
          body: updateTableSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskTableSchema) },
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(await service.update(actor, query.merchant, params.code, body, language));
      },
    );

    app.get(
      '/ops/api/tables/:code/rounds',
      {
        schema: {
          params: deskTableParamsSchema,
          querystring: deskTableRoundsQuerySchema,
          response: { 200: answerSchema(deskTableRoundsSchema) },
        },
      },
      async (request) => {
        const { actor, query, params } = request;
        return ok(await service.rounds(actor, query, params.code, opsLanguage(request)));
      },
    );

    app.post(
      '/ops/api/tables/rounds/:id/cancel',
      {
        schema: {
          params: idParamsSchema,
          body: cancelTableRoundSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskTableSchema) },
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(
          await service.cancelRound(actor, query.merchant, params.id, body.reason, language),
        );
      },
    );
  });
}
