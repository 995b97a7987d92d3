import { trialAccountType } from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { tokenFromHeader } from '../lib/tokens';
import type { SessionService, SignedInMember } from '../domains/identity/session/session.service';

/** Resolves the signed-in member of a request, or fails with `unauthorized`. */
export function createMemberAuth(sessions: SessionService) {
  return (request: FastifyRequest): Promise<SignedInMember> =>
    sessions.authenticate(request.context, tokenFromHeader(request.headers.authorization));
}

export type MemberAuth = ReturnType<typeof createMemberAuth>;

/** Real-account features refuse trial (free-play) accounts with in_need_true_account. */
export function requireRealAccount(member: SignedInMember): SignedInMember {
  if (member.isAgent === trialAccountType) throw new AppError('in_need_true_account');
  return member;
}
