import {
  answerSchema,
  depositMethodSchema,
  depositOrderRequestSchema,
  depositOrderSchema,
  depositSubmitRequestSchema,
  gatewayCallbackResultSchema,
  gatewayCodeParamsSchema,
  idParamsSchema,
  noInputSchema,
} from '@khela/contracts';
import { z } from 'zod';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { DepositService } from './deposit.service';

/** The deposit desk of players (real accounts only) and the automatic gateways' callbacks. */
export function registerDepositRoutes(routes: RouteScopes, service: DepositService) {
  routes.realMember((app) => {
    app.get(
      '/wps/v2/deposit/methods',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(depositMethodSchema)) },
        },
      },
      async (request) => ok(await service.methods(request.context)),
    );

    app.get(
      '/wps/v2/deposit/orders',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(depositOrderSchema)) },
        },
      },
      async (request) => ok(await service.orders(request.context, request.member)),
    );

    app.post(
      '/wps/v2/deposit/orders',
      {
        schema: {
          body: depositOrderRequestSchema,
          response: { 200: answerSchema(depositOrderSchema) },
        },
      },
      async (request) => ok(await service.open(request.context, request.member, request.body)),
    );

    app.post(
      '/wps/v2/deposit/orders/:id/submit',
      {
        schema: {
          params: idParamsSchema,
          body: depositSubmitRequestSchema,
          response: { 200: answerSchema(depositOrderSchema) },
        },
      },
      async (request) =>
        ok(await service.submit(request.context, request.member, request.params.id, request.body)),
    );
  });

  // An automatic gateway's callback is verified over its raw body, so this scope reads JSON
  // as text; the route checks the signature itself and declares no body.
  routes.public((app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/wps/v2/deposit/gateways/:code/callback',
      {
        schema: {
          params: gatewayCodeParamsSchema,
          response: { 200: answerSchema(gatewayCallbackResultSchema) },
        },
      },
      async (request) => {
        const signature = request.headers['x-khela-signature'];
        const value = await service.gatewayCallback(request.context, request.params.code, {
          signature: typeof signature === 'string' ? signature : undefined,
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
        return ok(value);
      },
    );
  });
}
