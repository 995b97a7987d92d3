import {
  announcementQuerySchema,
  announcementSchema,
  answerSchema,
  bannerQuerySchema,
  bannerSchema,
  noInputSchema,
  vendorSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { ContentService } from './content.service';

/** Content calls: banner groups, announcements (spec §7 Home, Common) and the vendor list. */
export function registerContentRoutes(routes: RouteScopes, service: ContentService) {
  routes.public((app) => {
    app.get(
      '/wps/system/banners',
      {
        schema: {
          querystring: bannerQuerySchema,
          response: { 200: answerSchema(z.array(bannerSchema)) },
        },
      },
      async (request) => ok(await service.banners(request.context, request.query.group)),
    );

    app.get(
      '/wps/relay/MCSFE_getListAnnouncements',
      {
        schema: {
          querystring: announcementQuerySchema,
          response: { 200: answerSchema(z.array(announcementSchema)) },
        },
      },
      async (request) =>
        ok(await service.announcements(request.context, request.query.types.split(','))),
    );

    // The site sends its platform (html5-desktop, …); every platform sees the same vendors.
    app.get(
      '/wps/relay/GCSGAME_newGameVendor',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(vendorSchema)) },
        },
      },
      async (request) => ok(await service.vendors(request.context)),
    );
  });
}
