import {
  answerSchema,
  createChannelSchema,
  createGatewaySchema,
  createMethodSchema,
  createReceivingAccountSchema,
  deskMerchantQuerySchema,
  doneAnswerSchema,
  gatewayCodeParamsSchema,
  idParamsSchema,
  paymentDeskSchema,
  updateChannelSchema,
  updateGatewaySchema,
  updateMethodSchema,
  updateReceivingAccountSchema,
  updateWalletRulesSchema,
  walletRulesSchema,
} from '@khela/contracts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { done, ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { PaymentDeskService } from './payment-desk.service';

/** Every call may name the merchant (`?merchant=`; a platform operator must). */
const query = deskMerchantQuerySchema;
/** A change answers only that it was made. */
const changed = { 200: doneAnswerSchema };

/**
 * The back office's payment desk under /ops/api/payments, worded in the operator's language:
 * how players pay in, set up by owners and admins, and the desk finance works at.
 */
export function registerPaymentDeskRoutes(routes: RouteScopes, service: PaymentDeskService) {
  routes.operator((app) => declarePaymentSetupRoutes(app, service));
  routes.operator((app) => declarePaymentGatewayRoutes(app, service));
  routes.operator((app) => declarePaymentDeskRoutes(app, service));
}

/** Methods and their channels. */
function declarePaymentSetupRoutes(app: Routes, service: PaymentDeskService) {
  app.post(
    '/ops/api/payments/methods',
    { schema: { body: createMethodSchema, querystring: query, response: changed } },
    async (request) => {
      const { actor, body, query: q } = request;
      await service.createMethod(actor, q.merchant, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/payments/methods/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateMethodSchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      await service.updateMethod(actor, q.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );

  app.post(
    '/ops/api/payments/methods/:id/channels',
    {
      schema: {
        params: idParamsSchema,
        body: createChannelSchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      await service.createChannel(actor, q.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/payments/channels/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateChannelSchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      await service.updateChannel(actor, q.merchant, params.id, body, opsLanguage(request));
      return done;
    },
  );
}

/** The whole desk, the receiving accounts finance rotates, and the wallet rules. */
function declarePaymentDeskRoutes(app: Routes, service: PaymentDeskService) {
  app.get(
    '/ops/api/payments',
    { schema: { querystring: query, response: { 200: answerSchema(paymentDeskSchema) } } },
    async (request) =>
      ok(await service.desk(request.actor, request.query.merchant, opsLanguage(request))),
  );

  app.post(
    '/ops/api/payments/channels/:id/accounts',
    {
      schema: {
        params: idParamsSchema,
        body: createReceivingAccountSchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      const language = opsLanguage(request);
      await service.createReceivingAccount(actor, q.merchant, params.id, body, language);
      return done;
    },
  );

  app.patch(
    '/ops/api/payments/accounts/:id',
    {
      schema: {
        params: idParamsSchema,
        body: updateReceivingAccountSchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      const language = opsLanguage(request);
      await service.updateReceivingAccount(actor, q.merchant, params.id, body, language);
      return done;
    },
  );

  app.put(
    '/ops/api/payments/rules',
    {
      schema: {
        body: updateWalletRulesSchema,
        querystring: query,
        response: { 200: answerSchema(walletRulesSchema) },
      },
    },
    async (request) => {
      const { actor, body, query: q } = request;
      return ok(await service.saveRules(actor, q.merchant, body, opsLanguage(request)));
    },
  );
}

/** Automatic gateways: where their players pay, and the secret that signs their notices. */
function declarePaymentGatewayRoutes(app: Routes, service: PaymentDeskService) {
  app.post(
    '/ops/api/payments/gateways',
    { schema: { body: createGatewaySchema, querystring: query, response: changed } },
    async (request) => {
      const { actor, body, query: q } = request;
      await service.createGateway(actor, q.merchant, body, opsLanguage(request));
      return done;
    },
  );

  app.patch(
    '/ops/api/payments/gateways/:code',
    {
      schema: {
        params: gatewayCodeParamsSchema,
        body: updateGatewaySchema,
        querystring: query,
        response: changed,
      },
    },
    async (request) => {
      const { actor, params, body, query: q } = request;
      await service.updateGateway(actor, q.merchant, params.code, body, opsLanguage(request));
      return done;
    },
  );
}
