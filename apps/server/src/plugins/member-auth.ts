import type { FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../lib/tokens';
import type { SessionService, SignedInMember } from '../modules/session/session.service';

/** Resolves the signed-in member of a request, or fails with `unauthorized`. */
export function createMemberAuth(sessions: SessionService) {
  return (request: FastifyRequest): Promise<SignedInMember> =>
    sessions.authenticate(request.context, tokenFromHeader(request.headers.authorization));
}

export type MemberAuth = ReturnType<typeof createMemberAuth>;
