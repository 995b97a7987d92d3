import {
  favouriteGamesQuerySchema,
  favouriteToggleSchema,
  gameLaunchQuerySchema,
  gameListQuerySchema,
  hotGamesQuerySchema,
  rankListQuerySchema,
  recentGamesQuerySchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { validate } from '../../../lib/validate';
import type { MemberAuth } from '../../../plugins/member-auth';
import type { GamesService } from './games.service';

const vendorQuerySchema = z.object({
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional(),
});

/**
 * Catalogue and launch calls (spec §7 Games). Game calls are GETs with query data; lists are
 * open to visitors (saved marks need a session), saved and recent lists and launches need one.
 */
export function registerGamesRoutes(app: FastifyInstance, service: GamesService, auth: MemberAuth) {
  /** The member when the request carries a session token, else a visitor. */
  const optionalMember = (request: FastifyRequest) =>
    request.headers.authorization ? auth(request) : Promise.resolve(null);

  app.get('/lgw/games/game_menus', async (request) => ({
    success: true,
    value: await service.menus(request.context),
  }));

  app.get('/wps/relay/GCSGAME_getVassGameType', async (request) => {
    const query = validate(vendorQuerySchema.required(), request.query, request.context.language);
    return {
      success: true,
      value: await service.vendorGameTypes(request.context, query.vassalage),
    };
  });

  app.get('/wps/relay/GCSGAME_gameList', async (request) => {
    const query = validate(gameListQuerySchema, request.query, request.context.language);
    const member = await optionalMember(request);
    return { success: true, value: await service.list(request.context, query, member?.id ?? null) };
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', async (request) => {
    const query = validate(hotGamesQuerySchema, request.query, request.context.language);
    const member = await optionalMember(request);
    return { success: true, value: await service.hot(request.context, query, member?.id ?? null) };
  });

  app.get('/wps/relay/MCSFE_getFavoriteGames', async (request) => {
    const member = await auth(request);
    const query = validate(favouriteGamesQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.favourites(request.context, member, query) };
  });

  app.get('/wps/relay/MCSFE_getFavoriteGamesList', async (request) => {
    const member = await auth(request);
    return { success: true, value: await service.favouriteIds(request.context, member) };
  });

  app.post('/wps/relay/MCSFE_favoriteGame', async (request) => {
    const member = await auth(request);
    const body = validate(favouriteToggleSchema, request.body, request.context.language);
    return {
      success: true,
      value: await service.setFavourite(request.context, member, body.nodeId, body.isFavourite),
    };
  });

  app.get('/wps/relay/GCS_recentGame', async (request) => {
    const member = await auth(request);
    const query = validate(recentGamesQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.recent(request.context, member, query) };
  });

  const launch = async (request: FastifyRequest) => {
    const member = await auth(request);
    const query = validate(gameLaunchQuerySchema, request.query, request.context.language);
    // A game by id, or by vendor and code; a vendor alone opens the vendor's own lobby.
    const key = query.nodeId
      ? { id: query.nodeId }
      : query.vassalage && query.gameCode
        ? { vassalage: query.vassalage, code: query.gameCode }
        : query.vassalage
          ? { vassalage: query.vassalage, gameType: query.gameType }
          : undefined;
    if (!key) throw new AppError('game_not_found');
    return { success: true, value: await service.launch(request.context, member, key) };
  };
  app.get('/wps/relay/GCS_gameLaunchFB', launch);
  app.get('/wps/game/launchGame', launch);

  app.get('/wps/relay/GLS2_roomList', async (request) => {
    await auth(request);
    const query = validate(vendorQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.rooms(request.context, query.vassalage) };
  });

  app.get('/wps/relay/GCSGAME_getRankList', async (request) => {
    const query = validate(rankListQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.rankList(request.context, query.limitNum) };
  });
}
