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
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  updateOperatorSchema,
  captchaImageSchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenFromHeader } from '../../../lib/tokens';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { OpsService } from './ops.service';

function tokenOf(request: FastifyRequest): string | undefined {
  return tokenFromHeader(request.headers.authorization);
}

/** Where a sign-in or a code comes from. */
function metaOf(request: FastifyRequest) {
  return {
    address: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  };
}

/** Back-office sessions, operator accounts and the action log under /ops/api. */
export function registerOpsRoutes(routes: RouteScopes, service: OpsService) {
  // The session itself: signing in, who the token is, signing out.
  routes.public((app) => {
    app.post(
      '/ops/api/session',
      { schema: { body: opsLoginSchema, response: { 200: answerSchema(opsSessionSchema) } } },
      async (request) => ok(await service.login(request.body, metaOf(request))),
    );

    // The captcha asked after failures: its id travels in the Captcha-Id header.
    app.get(
      '/ops/api/captcha',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(captchaImageSchema) } },
      },
      async (_request, reply) => {
        const { id, image } = await service.captcha();
        reply.header('captcha-id', id).header('cache-control', 'no-store');
        return ok(image);
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

  registerTwoFactorRoutes(routes, service);

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

/**
 * The signed-in operator's own authenticator under /ops/api/two-factor. These answer any live
 * session, also one that must set an authenticator up before the desks open.
 */
function registerTwoFactorRoutes(routes: RouteScopes, service: OpsService) {
  const twoFactor = service.twoFactor;
  routes.public((app) => {
    app.get(
      '/ops/api/two-factor',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(twoFactorStatusSchema) },
        },
      },
      async (request) => ok(await twoFactor.status(await service.authenticate(tokenOf(request)))),
    );

    app.post(
      '/ops/api/two-factor/setup',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(twoFactorSetupSchema) },
        },
      },
      async (request) => ok(await twoFactor.setup(await service.authenticate(tokenOf(request)))),
    );

    app.post(
      '/ops/api/two-factor/confirm',
      {
        schema: { body: twoFactorCodeSchema, response: { 200: answerSchema(recoveryCodesSchema) } },
      },
      async (request) => {
        const operator = await service.authenticate(tokenOf(request));
        return ok(await twoFactor.confirm(operator, request.body.code, metaOf(request)));
      },
    );

    app.post(
      '/ops/api/two-factor/recovery-codes',
      {
        schema: { body: twoFactorCodeSchema, response: { 200: answerSchema(recoveryCodesSchema) } },
      },
      async (request) => {
        const operator = await service.authenticate(tokenOf(request));
        return ok(await twoFactor.renewRecoveryCodes(operator, request.body.code, metaOf(request)));
      },
    );

    app.post(
      '/ops/api/two-factor/disable',
      { schema: { body: twoFactorCodeSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        const operator = await service.authenticate(tokenOf(request));
        await twoFactor.disable(operator, request.body.code, metaOf(request));
        return done;
      },
    );
  });
}
