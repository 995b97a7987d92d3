import type { ChangePasswordRequest, ErrorCode } from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken, tokenHashHex } from '../../../lib/tokens';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { createSessionCache } from './session.cache';
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
 * Member sign-in, sessions and sign-out. The ways in, the opening of a session and the
 * per-instance cache of checked sessions are built beside it; here is what a session does
 * afterwards: authenticate requests, check secrets, change the password, end.
 */
export function createSessionService(deps: SessionDeps) {
  const cache = createSessionCache(deps);
  const opener = createSessionOpener(deps, cache);

  /** The member of a live session in the database (and cached), or unauthorized. */
  async function readSession(context: RequestContext, key: string, now: Date) {
    const nowMs = now.getTime();
    const mark = cache.readMark();
    const tokenHash = Buffer.from(key, 'hex');
    const found = await deps.sessions.liveSession(context.merchant.id, tokenHash, {
      now,
      idleSince: new Date(nowMs - sessionIdleMs),
      touchBefore: new Date(nowMs - sessionTouchMs),
    });
    if (!found || found.status !== 'active') {
      cache.drop(key);
      throw new AppError('unauthorized');
    }
    const member: SignedInMember = {
      id: found.id,
      username: found.username,
      isAgent: found.isAgent,
      uplineId: found.uplineId,
      nickname: found.nickname,
      passwordHash: found.passwordHash,
      mustChangePassword: found.mustChangePassword,
      passwordChangedAt: new Date(found.passwordChangedAt),
      session: { tokenHash, startedAt: new Date(found.sessionCreatedAt), proof: found.proof },
    };
    const expiresAtMs = new Date(found.sessionExpiresAt).getTime();
    cache.keep(
      key,
      { merchantId: context.merchant.id, member, checkedAtMs: nowMs, expiresAtMs },
      mark,
    );
    return member;
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
    if ((failures.get(check.subject) ?? 0) >= failuresPerAccountMax) {
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

    /** The member of a token, or unauthorized; use moves the idle clock (once a minute). */
    async authenticate(
      context: RequestContext,
      token: string | undefined,
    ): Promise<SignedInMember> {
      if (!token) throw new AppError('unauthorized');
      const now = deps.clock.now();
      const key = tokenHashHex(token);
      const cached = cache.fresh(key, context.merchant.id, now.getTime());
      return cached ?? readSession(context, key, now);
    },

    /** Forgets cached sessions on a khela_session notice ('merchant:member' or 'token:hex'). */
    forget: cache.forget,

    /** Forgets every cached session (after the listener missed notices). */
    forgetAll: cache.forgetAll,

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
        cache.forgetEverywhere(`token:${tokenHash.toString('hex')}`);
      }
      if (rememberToken) {
        await deps.sessions.deleteRememberToken(context.merchant.id, hashToken(rememberToken));
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
