import {
  answerSchema,
  favouriteGamesQuerySchema,
  favouriteGamesSchema,
  favouriteIdsSchema,
  favouriteStateSchema,
  favouriteToggleSchema,
  gameItemSchema,
  gameLaunchQuerySchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameListSchema,
  gameMenuSchema,
  gameRoomSchema,
  gameRoomsQuerySchema,
  hotGamesQuerySchema,
  noInputSchema,
  rankListQuerySchema,
  rankListSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { GamesService } from './games.service';

/**
 * Catalogue and launch calls (spec §7 Games). Game calls are GETs with query data; lists are
 * open to visitors (saved marks need a session), saved and recent lists and launches need one.
 */
export function registerGamesRoutes(routes: RouteScopes, service: GamesService) {
  // The lists are open to visitors; a member's saved games are marked in them.
  routes.visitor((app) => {
    app.get(
      '/wps/relay/GCSGAME_gameList',
      {
        schema: {
          querystring: gameListQuerySchema,
          response: { 200: answerSchema(gameListSchema) },
        },
      },
      async (request) => {
        const memberId = request.visitor?.id ?? null;
        return ok(await service.list(request.context, request.query, memberId));
      },
    );

    app.get(
      '/wps/relay/GCSGAME_hotGamesV2',
      {
        schema: {
          querystring: hotGamesQuerySchema,
          response: { 200: answerSchema(z.array(gameItemSchema)) },
        },
      },
      async (request) => {
        const memberId = request.visitor?.id ?? null;
        return ok(await service.hot(request.context, request.query, memberId));
      },
    );
  });

  routes.public((app) => {
    app.get(
      '/lgw/games/game_menus',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(gameMenuSchema)) },
        },
      },
      async (request) => ok(await service.menus(request.context)),
    );

    app.get(
      '/wps/relay/GCSGAME_getVassGameType',
      {
        schema: {
          querystring: vendorGameTypesQuerySchema,
          response: { 200: answerSchema(vendorGameTypesSchema) },
        },
      },
      async (request) =>
        ok(await service.vendorGameTypes(request.context, request.query.vassalage)),
    );

    app.get(
      '/wps/relay/GCSGAME_getRankList',
      {
        schema: {
          querystring: rankListQuerySchema,
          response: { 200: answerSchema(rankListSchema) },
        },
      },
      async (request) => ok(await service.rankList(request.context, request.query.limitNum)),
    );
  });

  // The member's own lists: saved and recent games.
  routes.member((app) => {
    app.get(
      '/wps/relay/MCSFE_getFavoriteGames',
      {
        schema: {
          querystring: favouriteGamesQuerySchema,
          response: { 200: answerSchema(favouriteGamesSchema) },
        },
      },
      async (request) =>
        ok(await service.favourites(request.context, request.member, request.query)),
    );

    app.get(
      '/wps/relay/MCSFE_getFavoriteGamesList',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(favouriteIdsSchema) },
        },
      },
      async (request) => ok(await service.favouriteIds(request.context, request.member)),
    );

    app.post(
      '/wps/relay/MCSFE_favoriteGame',
      {
        schema: {
          body: favouriteToggleSchema,
          response: { 200: answerSchema(favouriteStateSchema) },
        },
      },
      async (request) => {
        const { nodeId, isFavourite } = request.body;
        return ok(await service.setFavourite(request.context, request.member, nodeId, isFavourite));
      },
    );

    app.get(
      '/wps/relay/GCS_recentGame',
      {
        schema: {
          querystring: recentGamesQuerySchema,
          response: { 200: answerSchema(recentGamesSchema) },
        },
      },
      async (request) => ok(await service.recent(request.context, request.member, request.query)),
    );
  });

  // Playing: launches (trial accounts too, with play money) and the PVP tables.
  routes.member((app) => {
    const launch = {
      schema: {
        querystring: gameLaunchQuerySchema,
        response: { 200: answerSchema(gameLaunchSchema) },
      },
    };
    app.get('/wps/relay/GCS_gameLaunchFB', launch, async (request) =>
      ok(await service.launch(request.context, request.member, request.query)),
    );
    app.get('/wps/game/launchGame', launch, async (request) =>
      ok(await service.launch(request.context, request.member, request.query)),
    );

    app.get(
      '/wps/relay/GLS2_roomList',
      {
        schema: {
          querystring: gameRoomsQuerySchema,
          response: { 200: answerSchema(z.array(gameRoomSchema)) },
        },
      },
      async (request) => ok(await service.rooms(request.context, request.query.vassalage)),
    );
  });
}
