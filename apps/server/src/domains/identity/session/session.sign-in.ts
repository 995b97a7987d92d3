import {
  defaultDialingCode,
  maskContact,
  rememberMeMs,
  type AddressVerificationValue,
  type LoginRequest,
  type LoginValue,
} from '@khela/contracts';
import { AppError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { hashToken, newToken } from '../../../lib/tokens';
import type { RequestContext } from '../../../plugins/context';
import { limits } from '../../../plugins/rate-limiter';
import type { MemberRow } from '../member/member-directory.service';
import { codeLifetimeMinutes, mobileOf } from '../sms/sms.service';
import type { SessionOpener } from './session.open';
import {
  accountDelayMs,
  accountSubject,
  addressSubject,
  failuresPerAccountMax,
  failuresPerAddressMax,
  failureWindowMs,
  isCaptchaDemanded,
  merchantCaptchaFrom,
  merchantSubject,
  pairSubject,
  trialLifetimeMs,
  trialPlayBalanceMinor,
} from './session.rules';
import type { ClientMeta, SessionDeps } from './session.types';

/**
 * The ways a member signs in: username and password, mobile number and SMS code, a remember
 * token, and free play (a new trial account).
 */
export function createSignIn(deps: SessionDeps, { openSession }: SessionOpener) {
  /** Remember-me: until one day after this password or code sign-in. */
  function rememberFrom(input: LoginRequest): Date | undefined {
    return input.remember ? new Date(deps.clock.now().getTime() + rememberMeMs) : undefined;
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
   * An account guessed past accountDelayFrom times waits between tries, growing, except from an
   * address its owner signed in from before (their own device is never slowed by strangers).
   */
  async function requireAccountDelayPassed(
    context: RequestContext,
    values: { member: MemberRow | undefined; failures: number; lastAt?: Date; now: Date },
  ) {
    const delayMs = accountDelayMs(values.failures);
    if (delayMs === 0 || !values.lastAt) return;
    if (values.member && (await deps.sessions.isKnownAddress(values.member.id, context.ip))) return;
    const waitMs = values.lastAt.getTime() + delayMs - values.now.getTime();
    if (waitMs > 0) {
      throw new AppError('too_many_requests', {
        value: { retryAfterSeconds: Math.ceil(waitMs / 1000) },
      });
    }
  }

  return {
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
      const subjects = {
        pair: pairSubject(username, context.ip),
        account: accountSubject(username),
        address: addressSubject(context.ip),
        merchant: merchantSubject,
      };
      const counted = await deps.sessions.failures(
        merchantId,
        Object.values(subjects),
        windowStart,
      );
      const countOf = (subject: string) => counted.get(subject)?.count ?? 0;
      const failures = {
        pair: countOf(subjects.pair),
        account: countOf(subjects.account),
        address: countOf(subjects.address),
        merchant: countOf(subjects.merchant),
      };
      // Guessing from one address ends there: for this account, or for every account.
      if (failures.pair >= failuresPerAccountMax || failures.address >= failuresPerAddressMax) {
        throw new AppError('too_many_requests');
      }
      await deps.humanCheck.require(context, input.humanTicket);
      const isCaptchaAsked = (extra: number) =>
        isCaptchaDemanded(failures.account + extra, failures.address + extra) ||
        failures.merchant >= merchantCaptchaFrom;
      if (isCaptchaAsked(0)) await deps.captcha.require(merchantId, input);
      const member = await deps.members.findByUsername(merchantId, username);
      await requireAccountDelayPassed(context, {
        member,
        failures: failures.account,
        lastAt: counted.get(subjects.account)?.lastAt,
        now,
      });
      const isValid = await verifyPassword(member?.passwordHash, input.password);
      if (!member || !isValid) {
        for (const subject of Object.values(subjects)) {
          await deps.sessions.recordFailure(merchantId, subject, now, windowStart);
        }
        throw new AppError('invalid_credentials', {
          value: { captchaRequired: isCaptchaAsked(1) },
        });
      }
      if (member.status !== 'active') throw new AppError('account_disabled');
      await deps.sessions.clearFailures(merchantId, subjects.account);
      await deps.sessions.clearFailures(merchantId, subjects.pair);
      await confirmNewAddress(context, member, input.verificationCode);
      return openSession(context, member, 'password', {
        ...meta,
        rememberUntil: rememberFrom(input),
      });
    },

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
  };
}
