import type { ChangePasswordRequest, ErrorCode } from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken } from '../../../lib/tokens';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { createSessionOpener } from './session.open';
import {
  accountSubject,
  failuresPerAccountMax,
  failureWindowMs,
  forcedChangeWindowMs,
  isPasswordTooOld,
  newPasswordErrors,
  sessionIdleMs,
  sessionTouchMs,
} from './session.rules';
import { createSignIn } from './session.sign-in';
import type { SessionDeps } from './session.types';

/**
 * Member sign-in, sessions and sign-out. The ways in and the opening of a session are built
 * beside it; here is what a session does afterwards: authenticate requests, check secrets,
 * change the password, end.
 */
export function createSessionService(deps: SessionDeps) {
  const opener = createSessionOpener(deps);

  /** The member of a live session in the database, or unauthorized. */
  async function readSession(context: RequestContext, tokenHash: Buffer, now: Date) {
    const nowMs = now.getTime();
    const found = await deps.sessions.liveSession(context.merchant.id, tokenHash, {
      now,
      idleSince: new Date(nowMs - sessionIdleMs),
      touchBefore: new Date(nowMs - sessionTouchMs),
    });
    if (!found || found.status !== 'active') throw new AppError('unauthorized');
    return {
      id: found.id,
      username: found.username,
      isAgent: found.isAgent,
      uplineId: found.uplineId,
      nickname: found.nickname,
      passwordHash: found.passwordHash,
      mustChangePassword: found.mustChangePassword,
      passwordChangedAt: new Date(found.passwordChangedAt),
      session: { tokenHash, startedAt: new Date(found.sessionCreatedAt), proof: found.proof },
    } satisfies SignedInMember;
  }

  /**
   * A secret typed inside a session (login or payment password) against its hash; wrong ones
   * count like sign-in failures of the subject, and too many lock it for the window.
   */
  async function checkSecret(
    context: RequestContext,
    check: { subject: string; hash: string; secret: string | undefined; wrong: ErrorCode },
  ): Promise<void> {
    const merchantId = context.merchant.id;
    const now = deps.clock.now();
    const windowStart = new Date(now.getTime() - failureWindowMs);
    const failures = await deps.sessions.failures(merchantId, [check.subject], windowStart);
    if ((failures.get(check.subject)?.count ?? 0) >= failuresPerAccountMax) {
      throw new AppError('too_many_requests');
    }
    if (!(await verifyPassword(check.hash, check.secret ?? ''))) {
      await deps.sessions.recordFailure(merchantId, check.subject, now, windowStart);
      throw new AppError(check.wrong);
    }
  }

  return {
    ...createSignIn(deps, opener),
    ...opener,

    /**
     * The member of a token, or unauthorized; use moves the idle clock (once a minute). Every
     * request asks the database (one indexed read), so a session ended on any instance is
     * refused by every instance from the next request on.
     */
    async authenticate(
      context: RequestContext,
      token: string | undefined,
    ): Promise<SignedInMember> {
      if (!token) throw new AppError('unauthorized');
      return readSession(context, hashToken(token), deps.clock.now());
    },

    /**
     * Changes the password. The old one is required, except right after a sign-in that
     * demanded the change (within forcedChangeWindowMs of it). Other sessions end.
     */
    async changePassword(
      context: RequestContext,
      member: SignedInMember,
      input: ChangePasswordRequest,
    ) {
      const now = deps.clock.now();
      const isForced =
        member.mustChangePassword || isPasswordTooOld(context, member.passwordChangedAt, now);
      // Only a password typed at that sign-in waives the old one (not a remember token).
      const isFreshSession =
        member.session.proof === 'password' &&
        now.getTime() - member.session.startedAt.getTime() < forcedChangeWindowMs;
      const fields = newPasswordErrors(context, input);
      if (fields.length > 0) throw new AppError('validation_failed', { fields });
      if (!(isForced && isFreshSession)) {
        const isValid = await verifyPassword(member.passwordHash, input.oldPassword ?? '');
        if (!isValid) throw new AppError('old_password_incorrect');
      }
      await deps.members.updatePassword(
        context.merchant.id,
        member.id,
        await hashPassword(input.newPassword),
        now,
      );
      await opener.endOtherSessions(context, member.id, member.session.tokenHash);
    },

    /**
     * The login password asked again inside a session (binding a contact, the payment
     * password): wrong answers count against the account as sign-in failures do, so a taken
     * session cannot guess the password either.
     */
    async checkPassword(
      context: RequestContext,
      member: SignedInMember,
      password: string | undefined,
    ): Promise<void> {
      await checkSecret(context, {
        subject: accountSubject(member.username),
        hash: member.passwordHash,
        secret: password,
        wrong: 'password_incorrect',
      });
    },

    checkSecret,

    /** Ends the session, and forgets the browser's remember token when it sends one. */
    async logout(
      context: RequestContext,
      token: string | undefined,
      rememberToken: string | undefined,
    ): Promise<void> {
      if (token) {
        const tokenHash = hashToken(token);
        await deps.sessions.deleteSession(context.merchant.id, tokenHash);
      }
      if (rememberToken) {
        await deps.sessions.deleteRememberToken(context.merchant.id, hashToken(rememberToken));
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
