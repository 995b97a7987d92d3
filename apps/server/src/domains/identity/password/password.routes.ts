import {
  answerSchema,
  doneAnswerSchema,
  emailResetRequestSchema,
  encryptedBodySchema,
  loginValueSchema,
  phoneResetRequestSchema,
  tokenResetRequestSchema,
} from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { encryptedRoute, type Envelope } from '../../../plugins/envelope';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { PasswordService } from './password.service';

/** The site's own origin for links in e-mail: the page that asked, else the request's host. */
function siteOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

const signedIn = { body: encryptedBodySchema, response: { 200: answerSchema(loginValueSchema) } };

/** Forgotten-password endpoints (spec §7). */
export function registerPasswordRoutes(
  routes: RouteScopes,
  service: PasswordService,
  envelope: Envelope,
) {
  routes.public((app) => {
    // The site posts this one as a form (application/x-www-form-urlencoded); JSON works too.
    app.post(
      '/wps/member/password/email',
      { schema: { body: emailResetRequestSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        await service.requestEmailReset(request.context, request.body, siteOrigin(request));
        return done;
      },
    );

    app.post(
      '/wps/member/password/reset',
      { ...encryptedRoute, schema: signedIn },
      async (request) => {
        const input = envelope.read(request, tokenResetRequestSchema);
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await service.resetWithToken(request.context, input, { userAgent }));
      },
    );

    app.post(
      '/wps/member/password/verification',
      { ...encryptedRoute, schema: signedIn },
      async (request) => {
        const input = envelope.read(request, phoneResetRequestSchema);
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await service.resetWithSms(request.context, input, { userAgent }));
      },
    );
  });
}
