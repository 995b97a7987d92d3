import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every while, so that proxies keep an idle stream open. */
const heartbeatMs = 15_000;
const keepAlive = Buffer.from(': keep-alive\n\n');

/** Writes an event (its encoded bytes) to one client's stream. */
export type StreamWrite = (event: Buffer) => void;

/**
 * Server-Sent Events for the routes of one scope: `open` turns a request into a stream that
 * `subscribe` feeds (it answers its unsubscribe), with a heartbeat, ended when the client goes
 * or the server closes (so shutdown does not wait for open streams).
 */
export function createEventStreams(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  return {
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      subscribe: (write: StreamWrite) => () => void,
    ) {
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      // The headers now, so the client knows the stream is open before its first event.
      reply.raw.flushHeaders();
      let isClosed = false;
      const write = (event: Buffer) => {
        if (!isClosed) reply.raw.write(event);
      };
      const unsubscribe = subscribe(write);
      const heartbeat = setInterval(() => write(keepAlive), heartbeatMs);
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
    },
  };
}
