import {
  answerSchema,
  domainRouteQuerySchema,
  domainRouteSchema,
  failureAnswerSchema,
  healthValueSchema,
  helpCenterValueSchema,
  noInputSchema,
  permissionQuerySchema,
  permissionValueSchema,
  registrationFieldSchema,
  systemStatusValueSchema,
  whitelabelValueSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { SystemService } from './system.service';

/** System endpoints of spec §7, and health: alive, and ready (the database answers). */
export function registerSystemRoutes(routes: RouteScopes, service: SystemService) {
  routes.public((app) => {
    const health = {
      querystring: noInputSchema,
      response: { 200: answerSchema(healthValueSchema) },
    };
    app.get('/healthz', { schema: health }, async () => ok({ status: 'ok' as const }));

    const readiness = {
      querystring: noInputSchema,
      response: { 200: answerSchema(healthValueSchema), 503: failureAnswerSchema },
    };
    app.get('/readyz', { schema: readiness }, async (_request, reply) => {
      if (!(await service.isDatabaseReady())) {
        return reply.status(503).send({ success: false, code: 'not_ready' });
      }
      return ok({ status: 'ready' as const });
    });
  });

  routes.public((app) => {
    app.get(
      '/wps/system/status',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(systemStatusValueSchema) },
        },
      },
      async (request) => ok(service.status(request.context)),
    );

    app.get(
      '/wps/system/permission',
      {
        schema: {
          querystring: permissionQuerySchema,
          response: { 200: answerSchema(permissionValueSchema) },
        },
      },
      async (request) => ok(service.permission(request.context)),
    );

    app.get(
      '/wps/system/whitelabel',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(whitelabelValueSchema) },
        },
      },
      async (request) => ok(service.whitelabel(request.context)),
    );

    app.get(
      '/wps/system/domainRoute',
      {
        schema: {
          querystring: domainRouteQuerySchema,
          response: { 200: answerSchema(z.array(domainRouteSchema)) },
        },
      },
      async (request) => ok(service.domainRoute(request.context, request.query.device)),
    );

    app.get(
      '/wps/system/helpCenter',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(helpCenterValueSchema) },
        },
      },
      async (request) => ok(await service.helpCenter(request.context)),
    );

    app.get(
      '/wps/system/setting/register',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(registrationFieldSchema)) },
        },
      },
      async (request) => ok(request.context.merchant.registrationFields),
    );
  });
}
