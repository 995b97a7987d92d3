import {
  answerSchema,
  deskEventCreateSchema,
  deskEventDetailSchema,
  deskEventListSchema,
  deskEventQuerySchema,
  deskEventUpdateSchema,
  deskFeedStatusSchema,
  deskGgrQuerySchema,
  deskGgrSchema,
  deskMarketCreateSchema,
  deskMarketUpdateSchema,
  deskSettleAnswerSchema,
  deskSettleSchema,
  deskSportsbookMerchantSchema,
  deskSportsbookSettingsSchema,
  deskStakeFactorAnswerSchema,
  deskStakeFactorListSchema,
  deskStakeFactorSchema,
  deskTicketListSchema,
  deskTicketQuerySchema,
  deskVoidSchema,
  idParamsSchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { wire } from '../../../lib/amounts';
import { opsLanguage } from '../../../plugins/operator-auth';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { SportsbookDeskReports } from './sportsbook-desk.reports';
import type { SportsbookDeskService } from './sportsbook-desk.service';

const base = '/ops/api/sportsbook';
const detailAnswer = { 200: answerSchema(deskEventDetailSchema) };
const accountParamsSchema = z.object({ account: z.string().regex(/^[A-Za-z0-9_.@-]{1,32}$/) });

/**
 * The trading console under /ops/api/sportsbook: events and markets, odds, settlement and
 * resettlement, liability, the ticker, GGR, settings and stake factors. Every call may name
 * the merchant (`?merchant=`; a platform operator must).
 */
export function registerSportsbookDeskRoutes(
  routes: RouteScopes,
  desk: SportsbookDeskService,
  reports: SportsbookDeskReports,
) {
  const merchantFor = (
    request: FastifyRequest & { query: { merchant?: string } },
    roles: typeof desk.traders,
  ) => desk.merchantOf(request.actor, request.query.merchant, opsLanguage(request), roles);

  routes.operator((app) => {
    app.get(
      `${base}/events`,
      {
        schema: {
          querystring: deskEventQuerySchema,
          response: { 200: answerSchema(deskEventListSchema) },
        },
      },
      async (request) =>
        ok(await desk.events(await merchantFor(request, desk.lookers), request.query)),
    );
    app.post(
      `${base}/events`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          body: deskEventCreateSchema,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(
          await desk.createEvent(
            request.actor,
            await merchantFor(request, desk.traders),
            request.body,
          ),
        ),
    );
    app.get(
      `${base}/events/:id`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(await desk.detailOf(await merchantFor(request, desk.lookers), request.params.id)),
    );
    app.patch(
      `${base}/events/:id`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          body: deskEventUpdateSchema,
          response: detailAnswer,
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        const { event } = await desk.updateEvent(
          request.actor,
          merchant,
          request.params.id,
          request.body,
        );
        return ok(event);
      },
    );
    app.post(
      `${base}/events/:id/markets`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          body: deskMarketCreateSchema,
          response: detailAnswer,
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        return ok(await desk.addMarket(request.actor, merchant, request.params.id, request.body));
      },
    );
  });
  registerMarketRoutes(routes, desk, merchantFor);
  registerReportRoutes(routes, reports, desk, merchantFor);
  registerSettingsRoutes(routes, reports, desk, merchantFor);
}

type MerchantFor = (
  request: FastifyRequest & { query: { merchant?: string } },
  roles: SportsbookDeskService['traders'],
) => ReturnType<SportsbookDeskService['merchantOf']>;

function registerMarketRoutes(
  routes: RouteScopes,
  desk: SportsbookDeskService,
  merchantFor: MerchantFor,
) {
  const settleAnswer = { 200: answerSchema(deskSettleAnswerSchema) };
  const paidOf = (
    currency: string,
    totals: { tickets: number; paidMinor: bigint; unrecoveredMinor: bigint },
  ) => ({
    tickets: totals.tickets,
    paid: wire(totals.paidMinor, currency),
    unrecovered: wire(totals.unrecoveredMinor, currency),
  });
  routes.operator((app) => {
    app.patch(
      `${base}/markets/:id`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          body: deskMarketUpdateSchema,
          response: detailAnswer,
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        return ok(
          await desk.updateMarket(request.actor, merchant, request.params.id, request.body),
        );
      },
    );
    app.post(
      `${base}/markets/:id/settle`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          body: deskSettleSchema,
          response: settleAnswer,
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        const totals = await desk.settle(request.actor, merchant, request.params.id, request.body);
        return ok(paidOf(merchant.currency, totals));
      },
    );
    app.post(
      `${base}/markets/:id/void`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: idParamsSchema,
          body: deskVoidSchema,
          response: settleAnswer,
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        const totals = await desk.voidMarket(
          request.actor,
          merchant,
          request.params.id,
          request.body.reason,
        );
        return ok(paidOf(merchant.currency, totals));
      },
    );
  });
}

function registerReportRoutes(
  routes: RouteScopes,
  reports: SportsbookDeskReports,
  desk: SportsbookDeskService,
  merchantFor: MerchantFor,
) {
  routes.operator((app) => {
    app.get(
      `${base}/tickets`,
      {
        schema: {
          querystring: deskTicketQuerySchema,
          response: { 200: answerSchema(deskTicketListSchema) },
        },
      },
      async (request) =>
        ok(await reports.tickets(await merchantFor(request, desk.lookers), request.query)),
    );
    app.get(
      `${base}/ggr`,
      {
        schema: { querystring: deskGgrQuerySchema, response: { 200: answerSchema(deskGgrSchema) } },
      },
      async (request) =>
        ok(await reports.ggr(await merchantFor(request, desk.lookers), request.query)),
    );
  });
}

/** The book's settings, its members' stake factors and its feed's state. */
function registerSettingsRoutes(
  routes: RouteScopes,
  reports: SportsbookDeskReports,
  desk: SportsbookDeskService,
  merchantFor: MerchantFor,
) {
  routes.operator((app) => {
    app.get(
      `${base}/settings`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          response: { 200: answerSchema(deskSportsbookSettingsSchema) },
        },
      },
      async (request) => ok(await reports.settingsOf(await merchantFor(request, desk.lookers))),
    );
    app.put(
      `${base}/settings`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          body: deskSportsbookSettingsSchema,
          response: { 200: answerSchema(deskSportsbookSettingsSchema) },
        },
      },
      async (request) =>
        ok(
          await reports.updateSettings(
            request.actor,
            await merchantFor(request, desk.traders),
            request.body,
          ),
        ),
    );
    app.put(
      `${base}/members/:account/stake-factor`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          params: accountParamsSchema,
          body: deskStakeFactorSchema,
          response: {
            200: answerSchema(deskStakeFactorAnswerSchema),
          },
        },
      },
      async (request) => {
        const merchant = await merchantFor(request, desk.traders);
        return ok(
          await reports.stakeFactor(
            request.actor,
            merchant,
            request.params.account,
            request.body.factor,
          ),
        );
      },
    );
    app.get(
      `${base}/members`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          response: { 200: answerSchema(deskStakeFactorListSchema) },
        },
      },
      async (request) => ok(await reports.stakeFactors(await merchantFor(request, desk.lookers))),
    );
    app.get(
      `${base}/feed`,
      {
        schema: {
          querystring: deskSportsbookMerchantSchema,
          response: { 200: answerSchema(deskFeedStatusSchema) },
        },
      },
      async (request) => ok(await reports.feedStatus(await merchantFor(request, desk.lookers))),
    );
  });
}
