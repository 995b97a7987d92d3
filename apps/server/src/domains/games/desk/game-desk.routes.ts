import {
  catalogueGameTypes,
  connectVendorSchema,
  deskGamesQuerySchema,
  deskMerchantQuerySchema,
  gamePages,
  importGamesSchema,
  setPageGameSchema,
  updateDeskGameSchema,
  updateDeskVendorSchema,
  updateVendorLaunchSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../../lib/validate';
import { opsLanguage, type OperatorAuth } from '../../../plugins/operator-auth';
import { createDeskCaller } from '../../../plugins/operator-desk';
import type { GameDeskService } from './game-desk.service';

/** An import of 5,000 games with names in three languages and long picture addresses. */
const importBodyLimitBytes = 8 * 1024 * 1024;

const vassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/);
const vendorParamsSchema = z.object({ vassalage });
const pageParamsSchema = z.object({ page: z.enum(gamePages) });
const vendorTypeParamsSchema = z.object({ vassalage, gameType: z.enum(catalogueGameTypes) });
const gameParamsSchema = z.object({
  vassalage,
  code: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
});

/** The back office's game desk under /ops/api/games: vendors, their games and connections. */
export function registerGameDeskRoutes(
  app: FastifyInstance,
  service: GameDeskService,
  operatorOf: OperatorAuth,
) {
  const callerOf = createDeskCaller(operatorOf);

  app.get('/ops/api/games/pages', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.pageGames(actor, merchant, language) };
  });

  app.put('/ops/api/games/pages/:page', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { page } = validate(pageParamsSchema, request.params, language);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    const input = validate(setPageGameSchema, request.body, language);
    return {
      success: true,
      value: await service.setPageGame(actor, merchant, page, input, language),
    };
  });

  app.get('/ops/api/games/vendors', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    return { success: true, value: await service.vendors(actor, merchant, language) };
  });

  app.post('/ops/api/games/vendors', async (request) => {
    const { actor, language, merchant } = await callerOf(request);
    const input = validate(connectVendorSchema, request.body, language);
    return { success: true, value: await service.connect(actor, merchant, input, language) };
  });

  app.patch('/ops/api/games/vendors/:vassalage/types/:gameType', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const params = validate(vendorTypeParamsSchema, request.params, language);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    const input = validate(updateDeskVendorSchema, request.body, language);
    const key = { merchant, ...params };
    return { success: true, value: await service.updateVendor(actor, key, input, language) };
  });

  app.patch('/ops/api/games/vendors/:vassalage/launch', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { vassalage: vendor } = validate(vendorParamsSchema, request.params, language);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    const input = validate(updateVendorLaunchSchema, request.body, language);
    const key = { merchant, vassalage: vendor };
    return { success: true, value: await service.setLaunchMode(actor, key, input, language) };
  });

  app.get('/ops/api/games/vendors/:vassalage/games', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const { vassalage: vendor } = validate(vendorParamsSchema, request.params, language);
    const query = validate(deskGamesQuerySchema, request.query, language);
    return { success: true, value: await service.games(actor, vendor, query, language) };
  });

  app.patch('/ops/api/games/vendors/:vassalage/games/:code', async (request) => {
    const actor = await operatorOf(request);
    const language = opsLanguage(request);
    const params = validate(gameParamsSchema, request.params, language);
    const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
    const input = validate(updateDeskGameSchema, request.body, language);
    const key = { merchant, ...params };
    return { success: true, value: await service.updateGame(actor, key, input, language) };
  });

  app.post(
    '/ops/api/games/vendors/:vassalage/games/import',
    { bodyLimit: importBodyLimitBytes },
    async (request) => {
      const actor = await operatorOf(request);
      const language = opsLanguage(request);
      const { vassalage: vendor } = validate(vendorParamsSchema, request.params, language);
      const { merchant } = validate(deskMerchantQuerySchema, request.query, language);
      const { games } = validate(importGamesSchema, request.body, language);
      const key = { merchant, vassalage: vendor };
      return { success: true, value: await service.importGames(actor, key, games, language) };
    },
  );
}
