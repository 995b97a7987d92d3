import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../plugins/member-auth';
import type { BalanceEvents } from './balance-events';
import type { WalletService } from './wallet.service';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const heartbeatMs = 25_000;

/** The balance (spec §7 /wps/v2/wallets/balance) and its live stream (Server-Sent Events). */
export function registerWalletRoutes(
  app: FastifyInstance,
  service: WalletService,
  requireMember: MemberAuth,
  events: BalanceEvents,
) {
  app.get('/wps/v2/wallets/balance', async (request, reply) => {
    const member = await requireMember(request);
    reply.header('cache-control', 'no-store');
    return { success: true, value: await service.balance(request.context, member) };
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
    const unsubscribe = events.subscribe(context.merchant.id, member.id, () => {
      send().catch((error: unknown) => request.log.warn({ err: error }, 'balance event failed'));
    });
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
