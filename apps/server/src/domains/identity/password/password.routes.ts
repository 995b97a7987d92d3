import {
  emailResetRequestSchema,
  phoneResetRequestSchema,
  tokenResetRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../../../lib/validate';
import type { Envelope } from '../../../plugins/envelope';
import type { PasswordService } from './password.service';

/** The site's own origin for links in e-mail: the page that asked, else the request's host. */
function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** Forgotten-password endpoints (spec §7). */
export function registerPasswordRoutes(
  app: FastifyInstance,
  service: PasswordService,
  envelope: Envelope,
) {
  app.post('/wps/member/password/email', async (request) => {
    const input = validate(emailResetRequestSchema, request.body, request.context.language);
    await service.requestEmailReset(request.context, input, siteOrigin(request));
    return { success: true };
  });

  app.post('/wps/member/password/reset', async (request) => {
    const input = envelope.read(request, tokenResetRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return {
      success: true,
      value: await service.resetWithToken(request.context, input, { userAgent }),
    };
  });

  app.post('/wps/member/password/verification', async (request) => {
    const input = envelope.read(request, phoneResetRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return {
      success: true,
      value: await service.resetWithSms(request.context, input, { userAgent }),
    };
  });
}
