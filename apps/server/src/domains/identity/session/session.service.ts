import {
  defaultDialingCode,
  maskContact,
  rememberMeMs,
  type AddressVerificationValue,
  type ChangePasswordRequest,
  type ErrorCode,
  type FieldError,
  type LoginRequest,
  type LoginValue,
} from '@khela/contracts';
import type { SessionProof } from '../../../db/schema';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { confirmationError, fieldRuleErrors } from '../../../lib/field-rules';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken, newToken, tokenHashHex } from '../../../lib/tokens';
import type { MemberDirectory, MemberRow } from '../member/member-directory.service';
import type { RequestContext } from '../../../plugins/context';
import type { CaptchaService } from '../captcha/captcha.service';
import type { HumanCheckService } from '../human-check/human-check.service';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import { codeLifetimeMinutes, mobileOf, type SmsService } from '../sms/sms.service';
import type { SessionRepository } from './session.repository';

export const sessionIdleMs = 60 * 60_000;
/** A busy session moves its idle clock at most this often (no write on every request). */
const sessionTouchMs = 60_000;
/** Sessions cached per instance at most (the oldest are dropped first). */
const recentSessionsMax = 50_000;
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
/** Free play: the play money a trial account starts with (minor units), and how long it lives. */
export const trialPlayBalanceMinor = 200_000n;
export const trialLifetimeMs = 24 * 60 * 60_000;

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

/**
 * Gives a new trial account its play money, once per trial (the money domain's ledger: a
 * transfer from the house's play-money account).
 */
export type GrantPlayMoney = (grant: {
  merchantId: string;
  memberId: string;
  currency: string;
  amountMinor: bigint;
}) => Promise<void>;

/** Where a sign-in comes from, and whether the browser asked to be remembered. */
export interface ClientMeta {
  userAgent: string | null;
  /** Hand out a remember token lasting until this moment (remember-me). */
  rememberUntil?: Date;
}

/** Member sign-in, sessions and sign-out. */
export function createSessionService(deps: {
  sessions: SessionRepository;
  members: MemberDirectory;
  sms: SmsService;
  captcha: CaptchaService;
  humanCheck: HumanCheckService;
  playMoney: GrantPlayMoney;
  limiter: RateLimiter;
  clock: Clock;
  /**
   * Tells every instance to forget cached sessions ('merchant:member' or 'token:<hex>'); the
   * instances hear it on khela_session and call forget().
   */
  announceForget?: (payload: string) => void;
}) {
  const accountSubject = (username: string) => `account:${username}`;

  /**
   * Sessions this instance checked within sessionTouchMs, by token hash: a signed-in request
   * then needs no database round trip for its session. Ending sessions or changing a
   * password makes every instance forget the member's (khela_session), and an entry is
   * checked again in the database once it is older than sessionTouchMs.
   */
  const recent = new Map<
    string,
    { merchantId: string; member: SignedInMember; checkedAtMs: number; expiresAtMs: number }
  >();

  /**
   * Bumped by every forget: a session read from the database while a forget happened (a
   * sign-out racing the read) is answered but not cached.
   */
  let forgetCount = 0;

  function forget(payload: string) {
    forgetCount += 1;
    const [scope = '', subject = ''] = payload.split(':');
    if (scope === 'token') {
      recent.delete(subject);
      return;
    }
    for (const [key, entry] of recent) {
      if (entry.merchantId === scope && entry.member.id === subject) recent.delete(key);
    }
  }

  function forgetEverywhere(payload: string) {
    forget(payload);
    deps.announceForget?.(payload);
  }
  const addressSubject = (ip: string) => `ip:${ip}`;

  /**
   * Opens a session for a member who just proved who they are, from an address that is then
   * known; a trial account's session ends with the account.
   */
  async function openSession(
    context: RequestContext,
    member: MemberRow,
    proof: SessionProof,
    meta: ClientMeta,
    endsBy?: Date,
  ) {
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
      const rememberToken = newToken();
      await deps.sessions.insertRememberToken({
        tokenHash: hashToken(rememberToken),
        memberId: member.id,
        merchantId: context.merchant.id,
        now,
        expiresAt: meta.rememberUntil,
      });
      value.rememberToken = rememberToken;
    }
    return value;
  }

  /**
   * A right password from an address the member never signed in from, when the merchant asks
   * (NEWIPVERIFY) and the member has a mobile number: the sign-in waits for an SMS code.
   */
  async function confirmNewAddress(context: RequestContext, member: MemberRow, code?: string) {
    const isAsked = context.merchant.flags.NEWIPVERIFY === true;
    const { countryDialingCode, mobileNum } = member;
    if (!isAsked || !countryDialingCode || !mobileNum) return;
    if (await deps.sessions.isKnownAddress(member.id, context.ip)) return;
    if (code) {
      await deps.sms.consume(context, 'login', countryDialingCode, mobileNum, code);
      return;
    }
    if (!(await deps.sms.hasLiveCode(context, 'login', countryDialingCode, mobileNum))) {
      await deps.sms.issue(context, 'login', countryDialingCode, mobileNum);
    }
    const value: AddressVerificationValue = {
      verificationRequired: true,
      mobileNum: maskContact(mobileNum) ?? '',
      expiredMinutes: codeLifetimeMinutes,
    };
    throw new AppError('address_verification_required', { value });
  }

  /** After a new password: every other session and every remembered browser is forgotten. */
  async function endOtherSessions(context: RequestContext, memberId: string, keep?: Buffer) {
    await deps.sessions.deleteOtherSessions(context.merchant.id, memberId, keep);
    await deps.sessions.deleteRememberTokens(context.merchant.id, memberId);
    // The kept session is read again too: its member's password has changed.
    forgetEverywhere(`${context.merchant.id}:${memberId}`);
  }

  /** Remember-me: until one day after this password or code sign-in. */
  function rememberFrom(input: LoginRequest): Date | undefined {
    return input.remember ? new Date(deps.clock.now().getTime() + rememberMeMs) : undefined;
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
    return openSession(context, member, 'code', { ...meta, rememberUntil: rememberFrom(input) });
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
    openSession,

    /**
     * A remembered browser signs in again: the token is used up and a successor with the same
     * end comes back with the new session.
     */
    async loginWithRememberToken(
      context: RequestContext,
      token: string,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      const now = deps.clock.now();
      const used = await deps.sessions.useRememberToken(context.merchant.id, hashToken(token), now);
      const member = used && (await deps.members.findById(context.merchant.id, used.memberId));
      if (!used || !member || member.status !== 'active') {
        throw new AppError('remember_token_invalid');
      }
      return openSession(context, member, 'remember', {
        ...meta,
        rememberUntil: new Date(used.expiresAt),
      });
    },

    /**
     * Free play: a new trial account (is_agent 4) with play money, signed in at once. An
     * address may open only a few per hour.
     */
    async loginFreePlay(context: RequestContext, meta: ClientMeta): Promise<LoginValue> {
      if (context.merchant.flags.FREEPLAY !== true) throw new AppError('login_method_unavailable');
      await deps.limiter.hit(context, limits.freePlay);
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + trialLifetimeMs);
      const member = await deps.members.insertTrial({
        merchantId: context.merchant.id,
        username: `guest${newToken()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, 10)}`,
        // Nobody knows this password: the account lives only as long as its session.
        passwordHash: await hashPassword(newToken()),
        ip: context.ip,
        now,
        expiresAt,
      });
      // The play money comes from the house's play-money account, once per trial.
      await deps.playMoney({
        merchantId: context.merchant.id,
        memberId: member.id,
        currency: context.merchant.currency,
        amountMinor: trialPlayBalanceMinor,
      });
      return openSession(context, member, 'trial', meta, expiresAt);
    },

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
      await deps.humanCheck.require(context, input.humanTicket);
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
      await confirmNewAddress(context, member, input.verificationCode);
      return openSession(context, member, 'password', {
        ...meta,
        rememberUntil: rememberFrom(input),
      });
    },

    /** The member of a token, or unauthorized; use moves the idle clock (once a minute). */
    async authenticate(
      context: RequestContext,
      token: string | undefined,
    ): Promise<SignedInMember> {
      if (!token) throw new AppError('unauthorized');
      const now = deps.clock.now();
      const nowMs = now.getTime();
      const key = tokenHashHex(token);
      const hit = recent.get(key);
      if (
        hit &&
        hit.merchantId === context.merchant.id &&
        nowMs >= hit.checkedAtMs &&
        nowMs - hit.checkedAtMs < sessionTouchMs &&
        nowMs < hit.expiresAtMs
      ) {
        return hit.member;
      }
      const forgetsBefore = forgetCount;
      const tokenHash = Buffer.from(key, 'hex');
      const found = await deps.sessions.liveSession(context.merchant.id, tokenHash, {
        now,
        idleSince: new Date(nowMs - sessionIdleMs),
        touchBefore: new Date(nowMs - sessionTouchMs),
      });
      if (!found || found.status !== 'active') {
        recent.delete(key);
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
      recent.delete(key);
      if (forgetsBefore !== forgetCount) return member;
      if (recent.size >= recentSessionsMax) {
        const oldest = recent.keys().next().value;
        if (oldest !== undefined) recent.delete(oldest);
      }
      recent.set(key, {
        merchantId: context.merchant.id,
        member,
        checkedAtMs: nowMs,
        expiresAtMs: new Date(found.sessionExpiresAt).getTime(),
      });
      return member;
    },

    /** Forgets cached sessions on a khela_session notice ('merchant:member' or 'token:hex'). */
    forget,

    /** Forgets every cached session (after the listener missed notices). */
    forgetAll: () => {
      forgetCount += 1;
      recent.clear();
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
      await endOtherSessions(context, member.id, member.session.tokenHash);
    },

    endOtherSessions,

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
        forgetEverywhere(`token:${tokenHash.toString('hex')}`);
      }
      if (rememberToken) {
        await deps.sessions.deleteRememberToken(context.merchant.id, hashToken(rememberToken));
      }
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
