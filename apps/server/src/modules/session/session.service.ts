import {
  defaultDialingCode,
  type ChangePasswordRequest,
  type FieldError,
  type LoginRequest,
  type LoginValue,
} from '@khela/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { confirmationError, fieldRuleErrors } from '../../lib/field-rules';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { MemberRepository, MemberRow } from '../member/member.repository';
import type { RequestContext } from '../system/system.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { mobileOf, type SmsService } from '../sms/sms.service';
import type { SessionRepository } from './session.repository';

export const sessionIdleMs = 60 * 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
export const failureWindowMs = 15 * 60_000;
/** Failed sign-ins allowed per account, and per address, inside the window. */
export const failuresPerAccountMax = 10;
export const failuresPerAddressMax = 30;
/** From this many failures (account, or ten times that for an address) a captcha is demanded. */
export const failuresBeforeCaptcha = 3;
const passwordMaxAgeMs = 90 * 24 * 60 * 60_000;
/** A forced change may skip the old password only this soon after the sign-in that forced it. */
export const forcedChangeWindowMs = 10 * 60_000;

/** Whether the merchant expires passwords and this one is past its age. */
function isPasswordTooOld(context: RequestContext, changedAt: Date, now: Date): boolean {
  const isExpiryEnabled = context.merchant.flags.PASSWORDEXPIRY === true;
  return isExpiryEnabled && now.getTime() - changedAt.getTime() > passwordMaxAgeMs;
}

/** The new password follows the merchant's password rule and matches its confirmation. */
function newPasswordErrors(context: RequestContext, input: ChangePasswordRequest): FieldError[] {
  const errors = fieldRuleErrors(context, input, { newPassword: 'password' });
  if (input.newPassword !== input.confirmNewPassword) {
    errors.push(confirmationError(context, 'confirmNewPassword'));
  }
  return errors;
}

/** Where a sign-in comes from. */
export interface ClientMeta {
  userAgent: string | null;
}

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
  session: { tokenHash: Buffer; startedAt: Date };
}

/** Member sign-in, sessions and sign-out. */
export function createSessionService(deps: {
  sessions: SessionRepository;
  members: MemberRepository;
  sms: SmsService;
  captcha: CaptchaService;
  clock: Clock;
}) {
  const accountSubject = (username: string) => `account:${username}`;
  const addressSubject = (ip: string) => `ip:${ip}`;

  /** Opens a session for a member who just proved who they are. */
  async function openSession(context: RequestContext, member: MemberRow, meta: ClientMeta) {
    const now = deps.clock.now();
    const token = newToken();
    await deps.sessions.insertSession({
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: context.merchant.id,
      now,
      expiresAt: new Date(now.getTime() + sessionAbsoluteMs),
      ip: context.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await deps.members.markLogin(member.id, now, context.ip);
    const isTooOld = isPasswordTooOld(context, new Date(member.passwordChangedAt), now);
    const value: LoginValue = {
      token,
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: member.mustChangePassword || isTooOld,
      userName: member.username,
      isAgent: member.isAgent,
    };
    return value;
  }

  /**
   * Mobile number and SMS code (spec: for sms, username carries the number and password the
   * code), when the merchant turned SMS sign-in on.
   */
  async function loginWithCode(context: RequestContext, input: LoginRequest, meta: ClientMeta) {
    if (context.merchant.flags.SMSLOGIN !== true) throw new AppError('login_method_unavailable');
    const countryDialingCode = input.countryDialingCode ?? defaultDialingCode;
    const mobileNum = mobileOf(countryDialingCode, input.username);
    const member = await deps.members.findByMobile(
      context.merchant.id,
      countryDialingCode,
      mobileNum,
    );
    await deps.sms.consume(context, 'login', countryDialingCode, mobileNum, input.password);
    if (!member) throw new AppError('mobile_not_registered');
    if (member.status !== 'active') throw new AppError('account_disabled');
    return openSession(context, member, meta);
  }

  return {
    openSession,

    /**
     * Username and password. Too many failures for the account or the address refuse further
     * tries for the window; unknown accounts and wrong passwords answer the same, in the same time.
     */
    async login(
      context: RequestContext,
      input: LoginRequest,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      if (input.type === 'sms') return loginWithCode(context, input, meta);
      const merchantId = context.merchant.id;
      const username = input.username.toLowerCase();
      const now = deps.clock.now();
      const windowStart = new Date(now.getTime() - failureWindowMs);
      const subjects = [accountSubject(username), addressSubject(context.ip)];
      const failures = await deps.sessions.failures(merchantId, subjects, windowStart);
      const accountFailures = failures.get(subjects[0] as string) ?? 0;
      const addressFailures = failures.get(subjects[1] as string) ?? 0;
      if (accountFailures >= failuresPerAccountMax || addressFailures >= failuresPerAddressMax) {
        throw new AppError('too_many_requests');
      }
      const isCaptchaDemanded = (failed: number, byAddress: number) =>
        failed >= failuresBeforeCaptcha || byAddress >= failuresBeforeCaptcha * 10;
      if (isCaptchaDemanded(accountFailures, addressFailures)) {
        if (!input.captcha || !input.captchaId) {
          throw new AppError('captcha_required', { value: { captchaRequired: true } });
        }
        if (!(await deps.captcha.check(context, input.captchaId, input.captcha))) {
          throw new AppError('captcha_invalid', { value: { captchaRequired: true } });
        }
      }
      const member = await deps.members.findByUsername(merchantId, username);
      const isValid = await verifyPassword(member?.passwordHash, input.password);
      if (!member || !isValid) {
        for (const subject of subjects) {
          await deps.sessions.recordFailure(merchantId, subject, now, windowStart);
        }
        const captchaRequired = isCaptchaDemanded(accountFailures + 1, addressFailures + 1);
        throw new AppError('invalid_credentials', { value: { captchaRequired } });
      }
      if (member.status !== 'active') throw new AppError('account_disabled');
      await deps.sessions.clearFailures(merchantId, accountSubject(username));
      return openSession(context, member, meta);
    },

    /** The member of a token, or unauthorized; each use moves the idle clock. */
    async authenticate(
      context: RequestContext,
      token: string | undefined,
    ): Promise<SignedInMember> {
      if (!token) throw new AppError('unauthorized');
      const now = deps.clock.now();
      const idleSince = new Date(now.getTime() - sessionIdleMs);
      const tokenHash = hashToken(token);
      const session = await deps.sessions.touchSession(
        context.merchant.id,
        tokenHash,
        now,
        idleSince,
      );
      if (!session) throw new AppError('unauthorized');
      const member = await deps.members.findById(context.merchant.id, session.memberId);
      if (!member || member.status !== 'active') throw new AppError('unauthorized');
      return {
        id: member.id,
        username: member.username,
        isAgent: member.isAgent,
        uplineId: member.uplineId,
        nickname: member.nickname,
        passwordHash: member.passwordHash,
        mustChangePassword: member.mustChangePassword,
        passwordChangedAt: new Date(member.passwordChangedAt),
        session: { tokenHash, startedAt: new Date(session.createdAt) },
      };
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
      const isFreshSession =
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
      await deps.sessions.deleteOtherSessions(
        context.merchant.id,
        member.id,
        member.session.tokenHash,
      );
    },

    async logout(context: RequestContext, token: string | undefined): Promise<void> {
      if (token) await deps.sessions.deleteSession(context.merchant.id, hashToken(token));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
