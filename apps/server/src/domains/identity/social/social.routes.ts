import { socialLoginRequestSchema, socialStartQuerySchema } from '@khela/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { validate } from '../../../lib/validate';
import {
  socialLoginLifetimeMs,
  socialTicketLifetimeMs,
  type SocialService,
} from './social.service';

/**
 * The state also travels in a cookie only this browser holds, so a callback link made by
 * someone else (login CSRF) cannot sign a player into the sender's account.
 */
const stateCookieName = 'khela_social_state';

/** The site's own origin, as this request reached it (proxy headers count when trusted). */
function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The key that lets only the returning browser use its ticket (see loginWithTicket). */
const browserCookieName = 'khela_social_browser';
const ticketPath = '/wps/session/login/social';

function cookieOf(name: string, path: string, value: string, ms: number, request: FastifyRequest) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Path=${path}; Max-Age=${Math.floor(ms / 1000)}; HttpOnly; SameSite=Lax${secure}`;
}

function setStateCookie(request: FastifyRequest, reply: FastifyReply, value: string, ms: number) {
  reply.header('set-cookie', cookieOf(stateCookieName, '/wps/social/', value, ms, request));
}

function readCookie(request: FastifyRequest, cookieName: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === cookieName) return value;
  }
  return undefined;
}

/** Social sign-in: the providers, the way out to one, the way back, and the ticket sign-in. */
export function registerSocialRoutes(app: FastifyInstance, service: SocialService) {
  app.get('/wps/system/social', async (request) => ({
    success: true,
    value: await service.providers(request.context),
  }));

  app.get<{ Params: { provider: string } }>(
    '/wps/social/:provider/start',
    async (request, reply) => {
      const query = validate(socialStartQuerySchema, request.query, request.context.language);
      const { location, state } = await service.start(
        request.context,
        request.params.provider,
        query.returnPath,
        siteOrigin(request),
      );
      setStateCookie(request, reply, state, socialLoginLifetimeMs);
      return reply.redirect(location);
    },
  );

  // A browser arrives here from the provider: every outcome is a redirect back to the site.
  app.get<{ Params: { provider: string } }>(
    '/wps/social/:provider/callback',
    async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const answer = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
      setStateCookie(request, reply, '', 0);
      try {
        const { returnPath, ticket, browserKey } = await service.complete(
          request.context,
          request.params.provider,
          answer,
          siteOrigin(request),
          readCookie(request, stateCookieName),
        );
        reply.header(
          'set-cookie',
          cookieOf(browserCookieName, ticketPath, browserKey, socialTicketLifetimeMs, request),
        );
        return reply.redirect(`${returnPath}#social=${ticket}`);
      } catch (error) {
        const isExpected = error instanceof AppError;
        if (isExpected) request.log.info({ err: error }, 'social sign-in refused');
        else request.log.error({ err: error }, 'social sign-in failed');
        const code = isExpected ? error.code : 'social_login_failed';
        return reply.redirect(`/login#socialError=${code}`);
      }
    },
  );

  app.post(ticketPath, async (request, reply) => {
    const input = validate(socialLoginRequestSchema, request.body, request.context.language);
    const userAgent = request.headers['user-agent'] ?? null;
    const browserKey = readCookie(request, browserCookieName);
    reply.header('set-cookie', cookieOf(browserCookieName, ticketPath, '', 0, request));
    return {
      success: true,
      value: await service.loginWithTicket(request.context, input.ticket, browserKey, {
        userAgent,
      }),
    };
  });
}
