import { loginRequestSchema } from '@khela/contracts';
import type { FastifyInstance } from 'fastify';
import { tokenFromHeader } from '../../lib/tokens';
import type { Envelope } from '../../plugins/envelope';
import type { SessionService } from './session.service';

/** Sign-in (encrypted), sign-out, and the public key of the encrypted endpoints. */
export function registerSessionRoutes(
  app: FastifyInstance,
  service: SessionService,
  envelope: Envelope,
) {
  app.get('/wps/system/publicKey', async () => ({ success: true, value: envelope.publicKey() }));

  app.post('/wps/session/login', async (request) => {
    const input = envelope.read(request, loginRequestSchema);
    const userAgent = request.headers['user-agent'] ?? null;
    return { success: true, value: await service.login(request.context, input, { userAgent }) };
  });

  app.delete('/wps/session/logout', async (request) => {
    await service.logout(request.context, tokenFromHeader(request.headers.authorization));
    return { success: true };
  });
}
