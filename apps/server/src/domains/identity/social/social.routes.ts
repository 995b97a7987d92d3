import {
  answerSchema,
  loginValueSchema,
  noInputSchema,
  socialCallbackQuerySchema,
  socialLoginRequestSchema,
  socialProviderParamsSchema,
  socialProviderSchema,
  socialRedirectSchema,
  socialStartQuerySchema,
} from '@khela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
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
export function registerSocialRoutes(routes: RouteScopes, service: SocialService) {
  routes.public((app) => {
    app.get(
      '/wps/system/social',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(z.array(socialProviderSchema)) },
        },
      },
      async (request) => ok(await service.providers(request.context)),
    );

    app.get(
      '/wps/social/:provider/start',
      {
        schema: {
          params: socialProviderParamsSchema,
          querystring: socialStartQuerySchema,
          response: { 302: socialRedirectSchema },
        },
      },
      async (request, reply) => {
        const { location, state } = await service.start(
          request.context,
          request.params.provider,
          request.query.returnPath,
          siteOrigin(request),
        );
        setStateCookie(request, reply, state, socialLoginLifetimeMs);
        return reply.redirect(location);
      },
    );

    // A browser arrives here from the provider: every outcome is a redirect back to the site.
    app.get(
      '/wps/social/:provider/callback',
      {
        schema: {
          params: socialProviderParamsSchema,
          querystring: socialCallbackQuerySchema,
          response: { 302: socialRedirectSchema },
        },
      },
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

    app.post(
      ticketPath,
      {
        schema: {
          body: socialLoginRequestSchema,
          response: { 200: answerSchema(loginValueSchema) },
        },
      },
      async (request, reply) => {
        const userAgent = request.headers['user-agent'] ?? null;
        const browserKey = readCookie(request, browserCookieName);
        reply.header('set-cookie', cookieOf(browserCookieName, ticketPath, '', 0, request));
        return ok(
          await service.loginWithTicket(request.context, request.body.ticket, browserKey, {
            userAgent,
          }),
        );
      },
    );
  });
}
