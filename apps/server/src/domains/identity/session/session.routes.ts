import {
  answerSchema,
  changePasswordRequestSchema,
  doneAnswerSchema,
  encryptedBodySchema,
  loginRequestSchema,
  loginValueSchema,
  logoutRequestSchema,
  noInputSchema,
  publicKeyValueSchema,
  rememberLoginRequestSchema,
} from '@khela/contracts';
import { tokenFromHeader } from '../../../lib/tokens';
import { encryptedRoute, type Envelope } from '../../../plugins/envelope';
import { done, ok, type RouteScopes } from '../../../plugins/route-scopes';
import type { SessionService } from './session.service';

const loginAnswer = { 200: answerSchema(loginValueSchema) };

/**
 * Sign-in (encrypted), sign-out, changing the password (which ends the other sessions), and
 * the public key of the encrypted endpoints.
 */
export function registerSessionRoutes(
  routes: RouteScopes,
  service: SessionService,
  envelope: Envelope,
) {
  routes.public((app) => {
    app.get(
      '/wps/system/publicKey',
      {
        schema: {
          querystring: noInputSchema,
          response: { 200: answerSchema(publicKeyValueSchema) },
        },
      },
      async () => ok(envelope.publicKey()),
    );

    app.post(
      '/wps/session/login',
      { ...encryptedRoute, schema: { body: encryptedBodySchema, response: loginAnswer } },
      async (request) => {
        const input = envelope.read(request, loginRequestSchema);
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await service.login(request.context, input, { userAgent }));
      },
    );

    app.post(
      '/wps/session/login/remember',
      { schema: { body: rememberLoginRequestSchema, response: loginAnswer } },
      async (request) => {
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(
          await service.loginWithRememberToken(request.context, request.body.token, { userAgent }),
        );
      },
    );

    app.post(
      '/wps/session/login/freeplay',
      { schema: { querystring: noInputSchema, response: loginAnswer } },
      async (request) => {
        const userAgent = request.headers['user-agent'] ?? null;
        return ok(await service.loginFreePlay(request.context, { userAgent }));
      },
    );

    app.delete(
      '/wps/session/logout',
      { schema: { body: logoutRequestSchema, response: { 200: doneAnswerSchema } } },
      async (request) => {
        const token = tokenFromHeader(request.headers.authorization);
        await service.logout(request.context, token, request.body.rememberToken);
        return done;
      },
    );
  });

  routes.realMember((app) => {
    app.post(
      '/wps/member/password',
      {
        ...encryptedRoute,
        schema: { body: encryptedBodySchema, response: { 200: doneAnswerSchema } },
      },
      async (request) => {
        const input = envelope.read(request, changePasswordRequestSchema);
        await service.changePassword(request.context, request.member, input);
        return done;
      },
    );
  });
}
