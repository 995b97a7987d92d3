import { opsLoginSchema } from '@khela/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import type { OpsService } from './ops.service';

function tokenOf(request: FastifyRequest): string | undefined {
  return tokenFromHeader(request.headers.authorization);
}

function languageOf(request: FastifyRequest): string {
  const header = String(request.headers.language ?? 'en').slice(0, 2);
  return ['bn', 'en', 'th'].includes(header) ? header : 'en';
}

/** Back-office session endpoints under /ops/api. */
export function registerOpsRoutes(app: FastifyInstance, service: OpsService) {
  app.post('/ops/api/session', async (request) => {
    const input = validate(opsLoginSchema, request.body, languageOf(request));
    return { success: true, value: await service.login(input) };
  });

  app.get('/ops/api/session', async (request) => ({
    success: true,
    value: await service.authenticate(tokenOf(request)),
  }));

  app.delete('/ops/api/session', async (request) => {
    await service.logout(tokenOf(request));
    return { success: true };
  });
}
