import {
  answerSchema,
  consolidatedFundsSchema,
  eventStreamAnswerSchema,
  memberWalletSchema,
  noInputSchema,
  recordsQuerySchema,
  transferResultSchema,
  walletBalanceSchema,
  walletRecordsSchema,
  walletTransferRequestSchema,
} from '@khela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BalanceEvents } from '../../../plugins/balance-events';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { ok, type RouteScopes, type Routes } from '../../../plugins/route-scopes';
import type { WalletService } from './wallet.service';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const heartbeatMs = 25_000;

/** What the balance stream needs besides the wallet. */
export interface BalanceStreamDeps {
  events: BalanceEvents;
  /** The member's unread messages, sent on the stream as messages arrive. */
  unreadCount: (context: RequestContext, member: SignedInMember) => Promise<number>;
  /**
   * Asks the sessions again whether the request's member is signed in (rejects when not): a
   * stream outlives the check its scope made when it opened.
   */
  recheckSession: (request: FastifyRequest) => Promise<unknown>;
}

/**
 * The balance (spec §7 /wps/v2/wallets/balance) and its live stream (Server-Sent Events), the
 * statement (transactionHistory), and the vendor wallets (GCS_merchantWallet, GCS_walletTransfer).
 */
export function registerWalletRoutes(
  routes: RouteScopes,
  service: WalletService,
  stream: BalanceStreamDeps,
) {
  // Trial accounts see their play money, and its stream.
  routes.member((app) => {
    app.get(
      '/wps/v2/wallets/balance',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(walletBalanceSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await service.balance(request.context, request.member));
      },
    );
    registerBalanceStream(app, service, stream);
  });

  routes.realMember((app) => {
    app.get(
      '/wps/v2/wallets/records',
      {
        schema: {
          querystring: recordsQuerySchema,
          response: { 200: answerSchema(walletRecordsSchema) },
        },
      },
      async (request) => ok(await service.records(request.context, request.member, request.query)),
    );

    app.get(
      '/wps/relay/GCS_merchantWallet',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(memberWalletSchema)) },
        },
      },
      async (request) => ok(await service.wallets(request.context, request.member)),
    );

    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        schema: {
          body: walletTransferRequestSchema,
          response: { 200: answerSchema(transferResultSchema) },
        },
      },
      async (request) =>
        ok(await service.walletTransfer(request.context, request.member, request.body)),
    );

    app.get(
      '/wps/member/info/funds/consolidated',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(consolidatedFundsSchema) },
        },
      },
      async (request) => ok(await service.consolidated(request.context, request.member)),
    );
  });
}

/** The balance stream: the balance at once, then on every move and every message. */
function registerBalanceStream(app: Routes, service: WalletService, stream: BalanceStreamDeps) {
  // Open streams end when the server closes, so shutdown does not wait for them.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/wps/v2/wallets/balance/events',
    { schema: { querystring: noInputSchema, response: { 200: eventStreamAnswerSchema } } },
    async (request, reply) => {
      const { end, sendBalance } = openBalanceStream(request, reply, service, stream);
      streams.add(end);
      request.raw.on('close', end);
      reply.raw.on('error', end);
      await sendBalance();
    },
  );

  /** Takes the connection over as an event stream; answers how to end it and to send. */
  function openBalanceStream(
    request: FastifyRequest,
    reply: FastifyReply,
    wallet: WalletService,
    deps: BalanceStreamDeps,
  ) {
    const { context, member } = request;
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let isClosed = false;
    const write = (text: string) => {
      if (!isClosed) reply.raw.write(text);
    };
    const sendBalance = async () => {
      const value = await wallet.balance(context, member);
      write(`event: balance\ndata: ${JSON.stringify(value)}\n\n`);
    };
    const sendUnread = async () => {
      const count = await deps.unreadCount(context, member);
      write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
    };
    const unsubscribeBalance = deps.events.subscribe(context.merchant.id, member.id, () => {
      sendBalance().catch((error: unknown) =>
        request.log.warn({ err: error }, 'balance event failed'),
      );
    });
    const unsubscribeMessages = deps.events.subscribeMessages(
      context.merchant.id,
      member.id,
      () => {
        sendUnread().catch((error: unknown) =>
          request.log.warn({ err: error }, 'unread event failed'),
        );
      },
    );
    // Each heartbeat asks again whether the session lives; a signed-out stream ends.
    const heartbeat = setInterval(() => {
      deps.recheckSession(request).then(
        () => write(': keep-alive\n\n'),
        () => end(),
      );
    }, heartbeatMs);
    const end = () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(heartbeat);
      unsubscribeBalance();
      unsubscribeMessages();
      streams.delete(end);
      reply.raw.end();
    };
    return { end, sendBalance };
  }
}
