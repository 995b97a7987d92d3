import { answerSchema, captchaImageSchema, noInputSchema } from '@khela/contracts';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { CaptchaService } from './captcha.service';

/** GET /wps/captcha: the picture as base64 PNG; its id travels in the Captcha-Id header. */
export function registerCaptchaRoutes(routes: RouteScopes, service: CaptchaService) {
  routes.public((app) => {
    app.get(
      '/wps/captcha',
      {
        schema: { querystring: noInputSchema, response: { 200: answerSchema(captchaImageSchema) } },
      },
      async (request, reply) => {
        const { id, image } = await service.issue(request.context.merchant.id);
        reply.header('captcha-id', id).header('cache-control', 'no-store');
        return ok(image);
      },
    );
  });
}
