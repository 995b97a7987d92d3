import type { FastifyInstance } from 'fastify';

/**
 * Draining before a stop: from `start()` on, /readyz answers 503 `draining` while every other
 * route keeps serving, so a load balancer that checks readiness sends this instance nothing new
 * before it closes (server.ts waits DRAIN_DELAY_MS between the two). Each answer meanwhile says
 * `Connection: close`, so a browser's kept-alive connection ends with it and its next request
 * opens a new one, which the balancer gives to an instance that stays; otherwise that request
 * could meet the close itself and its 503.
 */
export function installDraining(app: FastifyInstance) {
  let isDraining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!isDraining) return;
    void reply.header('connection', 'close');
    if (request.routeOptions.url === '/readyz') {
      return reply.status(503).send({ success: false, code: 'draining' });
    }
  });
  return {
    start() {
      isDraining = true;
    },
  };
}
