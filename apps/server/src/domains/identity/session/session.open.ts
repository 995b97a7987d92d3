import type { LoginValue } from '@khela/contracts';
import type { SessionProof } from '../../../db/schema';
import { hashToken, newToken } from '../../../lib/tokens';
import type { RequestContext } from '../../../plugins/context';
import type { MemberRow } from '../member/member-directory.service';
import { isPasswordTooOld, sessionAbsoluteMs } from './session.rules';
import type { ClientMeta, SessionDeps } from './session.types';

/** Opening a session once a member proved who they are, and ending the others. */
export function createSessionOpener(deps: Pick<SessionDeps, 'sessions' | 'members' | 'clock'>) {
  /** Remember-me: a token that opens one new session, until `expiresAt`. */
  async function issueRememberToken(
    context: RequestContext,
    memberId: string,
    now: Date,
    expiresAt: Date,
  ): Promise<string> {
    const rememberToken = newToken();
    await deps.sessions.insertRememberToken({
      tokenHash: hashToken(rememberToken),
      memberId,
      merchantId: context.merchant.id,
      now,
      expiresAt,
    });
    return rememberToken;
  }

  return {
    /**
     * Opens a session for a member who just proved who they are, from an address that is then
     * known; a trial account's session ends with the account.
     */
    async openSession(
      context: RequestContext,
      member: MemberRow,
      proof: SessionProof,
      meta: ClientMeta,
      endsBy?: Date,
    ): Promise<LoginValue> {
      const now = deps.clock.now();
      const token = newToken();
      const absoluteEnd = now.getTime() + sessionAbsoluteMs;
      await deps.sessions.insertSession({
        tokenHash: hashToken(token),
        memberId: member.id,
        merchantId: context.merchant.id,
        now,
        expiresAt: new Date(Math.min(absoluteEnd, endsBy?.getTime() ?? absoluteEnd)),
        ip: context.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        proof,
      });
      await deps.members.markLogin(member.id, now, context.ip);
      await deps.sessions.recordAddress(member.id, context.ip, now);
      const isTooOld = isPasswordTooOld(context, new Date(member.passwordChangedAt), now);
      const value: LoginValue = {
        token,
        firstTimeLogin: member.lastLoginAt === null,
        passwordExpired: member.mustChangePassword || isTooOld,
        userName: member.username,
        isAgent: member.isAgent,
      };
      if (meta.rememberUntil && meta.rememberUntil > now) {
        value.rememberToken = await issueRememberToken(context, member.id, now, meta.rememberUntil);
      }
      return value;
    },

    /** After a new password: every other session and every remembered browser is forgotten. */
    async endOtherSessions(context: RequestContext, memberId: string, keep?: Buffer) {
      await deps.sessions.deleteOtherSessions(context.merchant.id, memberId, keep);
      await deps.sessions.deleteRememberTokens(context.merchant.id, memberId);
    },
  };
}

export type SessionOpener = ReturnType<typeof createSessionOpener>;
