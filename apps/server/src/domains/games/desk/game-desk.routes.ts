import {
  answerSchema,
  connectVendorSchema,
  deskGameParamsSchema,
  deskGamePageSchema,
  deskGameSchema,
  deskGamesQuerySchema,
  deskMerchantQuerySchema,
  deskVendorListSchema,
  deskVendorParamsSchema,
  deskVendorSchema,
  deskVendorTypeParamsSchema,
  gamePageParamsSchema,
  gamesImportedSchema,
  importGamesSchema,
  pageGamesSchema,
  setPageGameSchema,
  updateDeskGameSchema,
  updateDeskVendorSchema,
  updateVendorLaunchSchema,
  vendorConnectedSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { GameDeskService } from './game-desk.service';

/** An import of 5,000 games with names in three languages and long picture addresses. */
const importBodyLimitBytes = 8 * 1024 * 1024;

/**
 * The back office's game desk under /ops/api/games: vendors, their games and connections.
 * Every call may name the merchant (`?merchant=`; a platform operator must).
 */
export function registerGameDeskRoutes(routes: RouteScopes, service: GameDeskService) {
  // What the site's /seamless and /fbsports pages open.
  routes.operator((app) => {
    app.get(
      '/ops/api/games/pages',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(pageGamesSchema) },
        },
      },
      async (request) =>
        ok(await service.pageGames(request.actor, request.query.merchant, opsLanguage(request))),
    );

    app.put(
      '/ops/api/games/pages/:page',
      {
        schema: {
          params: gamePageParamsSchema,
          body: setPageGameSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(pageGamesSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const language = opsLanguage(request);
        return ok(await service.setPageGame(actor, query.merchant, params.page, body, language));
      },
    );
  });

  // The merchant's vendors: their rows per game type and their connections.
  routes.operator((app) => {
    app.get(
      '/ops/api/games/vendors',
      {
        schema: {
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskVendorListSchema) },
        },
      },
      async (request) =>
        ok(await service.vendors(request.actor, request.query.merchant, opsLanguage(request))),
    );

    app.post(
      '/ops/api/games/vendors',
      {
        schema: {
          body: connectVendorSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(vendorConnectedSchema) },
        },
      },
      async (request) => {
        const { actor, query, body } = request;
        return ok(await service.connect(actor, query.merchant, body, opsLanguage(request)));
      },
    );

    app.patch(
      '/ops/api/games/vendors/:vassalage/types/:gameType',
      {
        schema: {
          params: deskVendorTypeParamsSchema,
          body: updateDeskVendorSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskVendorSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const key = { merchant: query.merchant, ...params };
        return ok(await service.updateVendor(actor, key, body, opsLanguage(request)));
      },
    );

    app.patch(
      '/ops/api/games/vendors/:vassalage/launch',
      {
        schema: {
          params: deskVendorParamsSchema,
          body: updateVendorLaunchSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskVendorListSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const key = { merchant: query.merchant, vassalage: params.vassalage };
        return ok(await service.setLaunchMode(actor, key, body, opsLanguage(request)));
      },
    );
  });

  // A vendor's games: the page of them, one game's changes, and imports.
  routes.operator((app) => {
    app.get(
      '/ops/api/games/vendors/:vassalage/games',
      {
        schema: {
          params: deskVendorParamsSchema,
          querystring: deskGamesQuerySchema,
          response: { 200: answerSchema(deskGamePageSchema) },
        },
      },
      async (request) => {
        const { actor, params, query } = request;
        return ok(await service.games(actor, params.vassalage, query, opsLanguage(request)));
      },
    );

    app.patch(
      '/ops/api/games/vendors/:vassalage/games/:code',
      {
        schema: {
          params: deskGameParamsSchema,
          body: updateDeskGameSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(deskGameSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const key = { merchant: query.merchant, ...params };
        return ok(await service.updateGame(actor, key, body, opsLanguage(request)));
      },
    );

    app.post(
      '/ops/api/games/vendors/:vassalage/games/import',
      {
        bodyLimit: importBodyLimitBytes,
        schema: {
          params: deskVendorParamsSchema,
          body: importGamesSchema,
          querystring: deskMerchantQuerySchema,
          response: { 200: answerSchema(gamesImportedSchema) },
        },
      },
      async (request) => {
        const { actor, params, query, body } = request;
        const key = { merchant: query.merchant, vassalage: params.vassalage };
        return ok(await service.importGames(actor, key, body.games, opsLanguage(request)));
      },
    );
  });
}
