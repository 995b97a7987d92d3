import {
  changePasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  rememberLoginRequestSchema,
} from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { tokenFromHeader } from '../../../lib/tokens';
import { validate } from '../../../lib/validate';
import type { Envelope } from '../../../plugins/envelope';
import { requireRealAccount, type MemberAuth } from '../../../plugins/member-auth';
import type { SessionService } from './session.service';

/**
 * Sign-in (encrypted), sign-out, changing the password (which ends the other sessions), and
 * the public key of the encrypted endpoints.
 */
export function registerSessionRoutes(
  app: FastifyInstance,
  service: SessionService,
  envelope: Envelope,
  requireMember: MemberAuth,
) {
  app.get('/wps/system/publicKey', async () => ({ success: true, value: envelope.publicKey() }));

  app.post('/wps/session/login', async (request) => {
    const input = envelope.read(request, loginRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.login(request.context, input, { userAgent }) };
  });

  app.post('/wps/session/login/remember', async (request) => {
    const input = validate(rememberLoginRequestSchema, request.body, request.context.language);
    const userAgent = request.headers['user-agent'] ?? null;
    return {
      success: true,
      value: await service.loginWithRememberToken(request.context, input.token, { userAgent }),
    };
  });

  app.post('/wps/session/login/freeplay', async (request) => {
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.loginFreePlay(request.context, { userAgent }) };
  });

  app.delete('/wps/session/logout', async (request) => {
    const input = validate(logoutRequestSchema, request.body, request.context.language);
    const token = tokenFromHeader(request.headers.authorization);
    await service.logout(request.context, token, input.rememberToken);
    return { success: true };
  });

  app.post('/wps/member/password', async (request) => {
    const member = requireRealAccount(await requireMember(request));
    const input = envelope.read(request, changePasswordRequestSchema);
    await service.changePassword(request.context, member, input);
    return { success: true };
  });
}
