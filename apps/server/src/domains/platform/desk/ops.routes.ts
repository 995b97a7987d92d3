import {
  actionsQuerySchema,
  answerSchema,
  createOperatorSchema,
  deskMerchantSchema,
  doneAnswerSchema,
  idParamsSchema,
  noInputSchema,
  operatorAccountSchema,
  operatorActionSchema,
  operatorSchema,
  opsLoginSchema,
  opsSessionSchema,
  updateOperatorSchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenFromHeader } from '../../../lib/tokens';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { OpsService } from './ops.service';

function tokenOf(request: FastifyRequest): string | undefined {
  return tokenFromHeader(request.headers.authorization);
}

/** Back-office sessions, operator accounts and the action log under /ops/api. */
export function registerOpsRoutes(routes: RouteScopes, service: OpsService) {
  // The session itself: signing in, who the token is, signing out.
  routes.public((app) => {
    app.post(
      '/ops/api/session',
      { schema: { body: opsLoginSchema, response: { 200: answerSchema(opsSessionSchema) } } },
      async (request) => {
        const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 300);
        return ok(await service.login(request.body, { address: request.ip, userAgent }));
      },
    );

    app.get(
      '/ops/api/session',
      { schema: { querystring: noInputSchema, response: { 200: answerSchema(operatorSchema) } } },
      async (request) => ok(await service.authenticate(tokenOf(request))),
    );

    app.delete(
      '/ops/api/session',
      { schema: { querystring: noInputSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await service.logout(tokenOf(request));
        return done;
      },
    );
  });

  routes.operator((app) => {
    // The merchants a desk may work on: a merchant's operator gets its own, a platform one all.
    app.get(
      '/ops/api/merchants',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(deskMerchantSchema)) },
        },
      },
      async (request) => ok(await service.deskMerchants(request.actor)),
    );

    app.get(
      '/ops/api/operators',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(operatorAccountSchema)) },
        },
      },
      async (request) => ok(await service.operators(request.actor)),
    );

    app.post(
      '/ops/api/operators',
      {
        schema: {
          body: createOperatorSchema,
          response: { 200: answerSchema(operatorAccountSchema) },
        },
      },
      async (request) => ok(await service.createOperator(request.actor, request.body)),
    );

    app.patch(
      '/ops/api/operators/:id',
      {
        schema: {
          params: idParamsSchema,
          body: updateOperatorSchema,
          response: { 200: doneAnswerSchema },
        },
      },
      async (request) => {
        await service.updateOperator(request.actor, request.params.id, request.body);
        return done;
      },
    );

    app.get(
      '/ops/api/actions',
      {
        schema: {
          querystring: actionsQuerySchema,
          response: { 200: answerSchema(z.array(operatorActionSchema)) },
        },
      },
      async (request) => ok(await service.actions(request.actor, request.query)),
    );
  });
}
