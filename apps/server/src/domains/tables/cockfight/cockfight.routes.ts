import {
  announceFightSchema,
  answerSchema,
  cancelTableRoundSchema,
  cockfightArenaParamsSchema,
  cockfightArenaSchema,
  cockfightArenasQuerySchema,
  cockfightArenasSchema,
  cockfightFightParamsSchema,
  declareFightSchema,
  deskMerchantQuerySchema,
  moveOddsSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { CockfightService } from './cockfight.service';

const arenaAnswer = { 200: answerSchema(cockfightArenaSchema) };

/**
 * The back office's cockfight console under /ops/api/cockfight: the arenas with their fights,
 * and a fight's steps. Every call may name the merchant (`?merchant=`; a platform operator must).
 */
export function registerCockfightRoutes(routes: RouteScopes, service: CockfightService) {
  routes.operator((app) => {
    app.get(
      '/ops/api/cockfight',
      {
        schema: {
          querystring: cockfightArenasQuerySchema,
          response: { 200: answerSchema(cockfightArenasSchema) },
        },
      },
      async (request) =>
        ok(await service.arenas(request.actor, request.query.merchant, opsLanguage(request))),
    );

    app.post(
      '/ops/api/cockfight/:code/fights',
      {
        schema: {
          params: cockfightArenaParamsSchema,
          body: announceFightSchema,
          querystring: deskMerchantQuerySchema,
          response: arenaAnswer,
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(await service.announce(actor, query.merchant, params.code, body, language));
      },
    );
  });
  registerFightSteps(routes, service);
}

/** A fight's steps: its odds moved, its betting closed, its winner declared, or cancelled. */
function registerFightSteps(routes: RouteScopes, service: CockfightService) {
  routes.operator((app) => {
    app.patch(
      '/ops/api/cockfight/fights/:id/odds',
      {
        schema: {
          params: cockfightFightParamsSchema,
          body: moveOddsSchema,
          querystring: deskMerchantQuerySchema,
          response: arenaAnswer,
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(await service.moveOdds(actor, query.merchant, params.id, body, language));
      },
    );

    app.post(
      '/ops/api/cockfight/fights/:id/close',
      {
        schema: {
          params: cockfightFightParamsSchema,
          querystring: deskMerchantQuerySchema,
          response: arenaAnswer,
        },
      },
      async (request) => {
        const { actor, query, params } = request;
        return ok(await service.close(actor, query.merchant, params.id, opsLanguage(request)));
      },
    );

    app.post(
      '/ops/api/cockfight/fights/:id/declare',
      {
        schema: {
          params: cockfightFightParamsSchema,
          body: declareFightSchema,
          querystring: deskMerchantQuerySchema,
          response: arenaAnswer,
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(await service.declare(actor, query.merchant, params.id, body.winner, language));
      },
    );

    app.post(
      '/ops/api/cockfight/fights/:id/cancel',
      {
        schema: {
          params: cockfightFightParamsSchema,
          body: cancelTableRoundSchema,
          querystring: deskMerchantQuerySchema,
          response: arenaAnswer,
        },
      },
      async (request) => {
        const { actor, query, params, body } = request;
        const language = opsLanguage(request);
        return ok(await service.cancel(actor, query.merchant, params.id, body.reason, language));
      },
    );
  });
}
