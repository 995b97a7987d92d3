import { trialAccountType } from '@khela/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { tokenFromHeader } from '../lib/tokens';
import type { SessionProof } from '../db/schema';
import type { RequestContext } from './context';

/** The member behind a valid session. */
export interface SignedInMember {
  id: string;
  username: string;
  isAgent: number;
  uplineId: string | null;
  nickname: string | null;
  passwordHash: string;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
  session: { tokenHash: Buffer; startedAt: Date; proof: SessionProof };
}

/** Finds the member behind a session token (identity's sessions). */
export interface MemberAuthenticator {
  authenticate(context: RequestContext, token: string | undefined): Promise<SignedInMember>;
}

/**
 * Resolves the signed-in member of a request, or fails with `unauthorized`: what the member
 * scopes run once per request, and a long-lived stream runs again to end with its session.
 */
export function createMemberAuth(sessions: MemberAuthenticator) {
  return (request: FastifyRequest): Promise<SignedInMember> =>
    sessions.authenticate(request.context, tokenFromHeader(request.headers.authorization));
}

export type MemberAuth = ReturnType<typeof createMemberAuth>;

/** Real-account features refuse trial (free-play) accounts with in_need_true_account. */
export function requireRealAccount(member: SignedInMember): SignedInMember {
  if (member.isAgent === trialAccountType) throw new AppError('in_need_true_account');
  return member;
}
