import { recordsQuerySchema, walletTransferRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../../lib/validate';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { BalanceEvents } from '../../../plugins/balance-events';
import type { WalletService } from './wallet.service';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const heartbeatMs = 25_000;

/**
 * The balance (spec §7 /wps/v2/wallets/balance) and its live stream (Server-Sent Events), the
 * statement (transactionHistory), and the vendor wallets (GCS_merchantWallet, GCS_walletTransfer).
 */
export function registerWalletRoutes(
  app: FastifyInstance,
  service: WalletService,
  requireMember: MemberAuth,
  events: BalanceEvents,
  /** The member's unread messages, sent on the stream as messages arrive. */
  unreadCount: (context: RequestContext, member: SignedInMember) => Promise<number>,
) {
  app.get('/wps/v2/wallets/balance', async (request, reply) => {
    const member = await requireMember(request);
    reply.header('cache-control', 'no-store');
    return { success: true, value: await service.balance(request.context, member) };
  });

  app.get('/wps/v2/wallets/records', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const query = validate(recordsQuerySchema, request.query, request.context.language);
    return { success: true, value: await service.records(request.context, member, query) };
  });

  app.get('/wps/relay/GCS_merchantWallet', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    return { success: true, value: await service.wallets(request.context, member) };
  });

  app.post('/wps/relay/GCS_walletTransfer', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = validate(walletTransferRequestSchema, request.body, request.context.language);
    return { success: true, value: await service.walletTransfer(request.context, member, input) };
  });

  app.get('/wps/member/info/funds/consolidated', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    return { success: true, value: await service.consolidated(request.context, member) };
  });

  // Open streams end when the server closes, so shutdown does not wait for them.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get('/wps/v2/wallets/balance/events', async (request, reply) => {
    const member = await requireMember(request);
    const context = request.context;
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
    const send = async () => {
      const value = await service.balance(context, member);
      write(`event: balance\ndata: ${JSON.stringify(value)}\n\n`);
    };
    const sendUnread = async () => {
      const count = await unreadCount(context, member);
      write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
    };
    const unsubscribeBalance = events.subscribe(context.merchant.id, member.id, () => {
      send().catch((error: unknown) => request.log.warn({ err: error }, 'balance event failed'));
    });
    const unsubscribeMessages = events.subscribeMessages(context.merchant.id, member.id, () => {
      sendUnread().catch((error: unknown) =>
        request.log.warn({ err: error }, 'unread event failed'),
      );
    });
    const unsubscribe = () => {
      unsubscribeBalance();
      unsubscribeMessages();
    };
    // Each heartbeat asks again whether the session lives; a signed-out stream ends.
    const heartbeat = setInterval(() => {
      requireMember(request).then(
        () => write(': keep-alive\n\n'),
        () => end(),
      );
    }, heartbeatMs);
    const end = () => {
      if (isClosed) return;
      isClosed = true;
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(end);
      reply.raw.end();
    };
    streams.add(end);
    request.raw.on('close', end);
    reply.raw.on('error', end);
    await send();
  });
}
