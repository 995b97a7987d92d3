import type { FastifyInstance } from 'fastify';

/**
 * Draining before a stop: from `start()` on, /readyz answers 503 `draining` while every other
 * route keeps serving, so a load balancer that checks readiness sends this instance nothing new
 * before it closes (server.ts waits DRAIN_DELAY_MS between the two).
 */
export function installDraining(app: FastifyInstance) {
  let isDraining = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!isDraining || request.routeOptions.url !== '/readyz') return;
    return reply.status(503).send({ success: false, code: 'draining' });
  });
  return {
    start() {
      isDraining = true;
    },
  };
}
