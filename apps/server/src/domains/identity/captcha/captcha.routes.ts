import type { FastifyInstance } from 'fastify';
import type { CaptchaService } from './captcha.service';

/** GET /wps/captcha: the picture as base64 PNG; its id travels in the Captcha-Id header. */
export function registerCaptchaRoutes(app: FastifyInstance, service: CaptchaService) {
  app.get('/wps/captcha', async (request, reply) => {
    const { id, image } = await service.issue(request.context);
    reply.header('captcha-id', id).header('cache-control', 'no-store');
    return { success: true, value: image };
  });
}
