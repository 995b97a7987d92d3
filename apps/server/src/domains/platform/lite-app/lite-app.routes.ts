import type { FastifyInstance } from 'fastify';
import type { MerchantService } from '../merchant/merchant.service';
import { resolveContext } from '../../../plugins/context';
import { webManifestOf } from './lite-app.manifest';

/** GET /manifest.webmanifest: the lite app of the merchant whose site asks. */
export function registerLiteAppRoutes(app: FastifyInstance, merchants: MerchantService) {
  app.get('/manifest.webmanifest', async (request, reply) => {
    // Outside the API prefixes, so the merchant is resolved here (an unknown host is a 404).
    const { merchant } = await resolveContext(request, merchants);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifestOf(merchant)));
  });
}
