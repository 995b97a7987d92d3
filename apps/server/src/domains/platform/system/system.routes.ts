import {
  domainRouteQuerySchema,
  permissionQuerySchema,
  type RegistrationField,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import type { SystemService } from './system.service';

/** System endpoints of spec §7. */
export function registerSystemRoutes(app: FastifyInstance, service: SystemService) {
  app.get('/wps/system/status', async (request) => ({
    success: true,
    value: service.status(request.context),
  }));

  app.get('/wps/system/permission', async (request) => {
    validate(permissionQuerySchema, request.query, request.context.language);
    return { success: true, value: service.permission(request.context) };
  });

  app.get('/wps/system/whitelabel', async (request) => ({
    success: true,
    value: service.whitelabel(request.context),
  }));

  app.get('/wps/system/domainRoute', async (request) => {
    const query = validate(domainRouteQuerySchema, request.query, request.context.language);
    return { success: true, value: service.domainRoute(request.context, query.device) };
  });

  app.get('/wps/system/helpCenter', async (request) => ({
    success: true,
    value: await service.helpCenter(request.context),
  }));

  app.get('/wps/system/setting/register', async (request) => ({
    success: true,
    value: request.context.merchant.registrationFields satisfies RegistrationField[],
  }));
}
