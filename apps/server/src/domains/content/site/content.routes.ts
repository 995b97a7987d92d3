import { announcementQuerySchema, bannerQuerySchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import type { ContentService } from './content.service';

/** Content calls: banner groups, announcements (spec §7 Home, Common) and the vendor list. */
export function registerContentRoutes(app: FastifyInstance, service: ContentService) {
  app.get('/wps/system/banners', async (request) => {
    const query = validate(bannerQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.banners(request.context, query.group) };
  });

  app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const query = validate(announcementQuerySchema, request.query, request.context.language);
    const types = query.types.split(',');
    return { success: true, value: await service.announcements(request.context, types) };
  });

  app.get('/wps/relay/GCSGAME_newGameVendor', async (request) => ({
    success: true,
    value: await service.vendors(request.context),
  }));
}
