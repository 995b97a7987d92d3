import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';

/**
 * Route options of an 'encrypted' endpoint (its body schema is the envelope; the handler opens
 * it with envelope.read, which checks the payload with its own schema). A request without the
 * `Encryption: RSA` header is refused as encryption_required before its body is checked, as
 * when the handler was the first to read the body: plain JSON learns it must be encrypted,
 * not which envelope fields it lacks.
 */
export const encryptedRoute = {
  preValidation: async (request: FastifyRequest) => {
    if (String(request.headers.encryption ?? '').toUpperCase() !== 'RSA') {
      throw new AppError('encryption_required');
    }
  },
};
