import { noInputSchema, webManifestSchema } from '@khela/contracts';
import { resolveContext, type MerchantResolver } from '../../../plugins/context';
import type { RouteScopes } from '../../../plugins/route-scopes';
import { webManifestOf } from './lite-app.manifest';

/** GET /manifest.webmanifest: the lite app of the merchant whose site asks. */
export function registerLiteAppRoutes(routes: RouteScopes, merchants: MerchantResolver) {
  routes.public((app) => {
    app.get(
      '/manifest.webmanifest',
      { schema: { querystring: noInputSchema, response: { 200: webManifestSchema } } },
      async (request, reply) => {
        // Outside the API prefixes, so the merchant is resolved here (an unknown host is a 404).
        const { merchant } = await resolveContext(request, merchants);
        return reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(webManifestOf(merchant));
      },
    );
  });
}
