import {
  answerSchema,
  createMerchantSchema,
  merchantCodeParamsSchema,
  noInputSchema,
  platformMerchantSchema,
  updateMerchantSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { ProvisioningService } from './provisioning.service';

/** The platform desk under /ops/api/platform: the platform owner's merchants. */
export function registerProvisioningRoutes(routes: RouteScopes, service: ProvisioningService) {
  const answer = { 200: answerSchema(platformMerchantSchema) };
  routes.operator((app) => {
    app.get(
      '/ops/api/platform/merchants',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(platformMerchantSchema)) },
        },
      },
      async (request) => ok(await service.list(request.actor)),
    );

    app.post(
      '/ops/api/platform/merchants',
      { schema: { body: createMerchantSchema, response: answer } },
      async (request) =>
        ok(await service.create(request.actor, request.body, opsLanguage(request))),
    );

    app.patch(
      '/ops/api/platform/merchants/:code',
      {
        schema: { params: merchantCodeParamsSchema, body: updateMerchantSchema, response: answer },
      },
      async (request) =>
        ok(
          await service.update(
            request.actor,
            request.params.code,
            request.body,
            opsLanguage(request),
          ),
        ),
    );
  });
}
