import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  emailFallbackRule,
  paymentPasswordFallbackRule,
  requiredRule,
  type BindEmailRequest,
  type BindMobileRequest,
  type FieldError,
  type PaymentPasswordRequest,
  type SmsCodeValue,
} from '@khela/contracts';
import { hourMs, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { confirmationError, fieldError } from '../../../lib/field-rules';
import { translateWith } from '../../../lib/messages';
import { hashPassword } from '../../../lib/passwords';
import type { MailService } from '../mail/mail.service';
import type { SessionService } from '../session/session.service';
import type { SignedInMember } from '../../../plugins/member-auth';
import { mobileOf, type SmsService } from '../sms/sms.service';
import type { RequestContext } from '../../../plugins/context';
import type { SecurityRepository } from './security.repository';

export const emailCodeLifetimeMinutes = 10;
/** A new e-mail code at most once a minute, five an hour; five wrong answers end a code. */
const emailCodeGapMs = 60_000;
const emailCodesPerHourMax = 5;
const emailCodeAttemptsMax = 5;

function hashEmailCode(memberId: string, email: string, code: string): Buffer {
  return createHash('sha256').update(`${memberId}:${email}:${code}`).digest();
}

function refuseFields(fields: (FieldError | null)[]): void {
  const found = fields.filter((field): field is FieldError => field !== null);
  if (found.length > 0) throw new AppError('validation_failed', { fields: found });
}

/**
 * My account (securityCenter): bind a mobile number or an e-mail address with a code sent to
 * it, and set the payment password. Trial accounts never get here (in_need_true_account).
 */
export function createSecurityService(deps: {
  repository: SecurityRepository;
  sms: SmsService;
  mail: MailService;
  sessions: SessionService;
  clock: Clock;
}) {
  /** A new contact can reset the password and sign in: every other session and
   * remembered browser ends, so whoever else held the account is out. */
  async function afterNewContact(context: RequestContext, member: SignedInMember) {
    await deps.sessions.endOtherSessions(context, member.id, member.session.tokenHash);
  }

  /** A number another member has is refused before any code is sent. */
  async function freeNumber(
    context: RequestContext,
    member: SignedInMember,
    countryDialingCode: string,
    raw: string,
  ) {
    const mobileNum = mobileOf(countryDialingCode, raw);
    const owner = await deps.repository.mobileOwner(
      context.merchant.id,
      countryDialingCode,
      mobileNum,
    );
    if (owner && owner.id !== member.id) throw new AppError('mobile_taken');
    return mobileNum;
  }

  function emailOf(context: RequestContext, raw: string): string {
    const rule = requiredRule(context.merchant.registrationFields, emailFallbackRule);
    refuseFields([fieldError(context, 'email', rule, raw)]);
    return raw.trim().toLowerCase();
  }

  return {
    async requestMobileCode(
      context: RequestContext,
      member: SignedInMember,
      countryDialingCode: string,
      raw: string,
    ): Promise<SmsCodeValue> {
      const mobileNum = await freeNumber(context, member, countryDialingCode, raw);
      return deps.sms.issue(context, 'bind', countryDialingCode, mobileNum);
    },

    /**
     * Binds the number the code went to. The login password is asked too: a number opens SMS
     * sign-in and resets, so a borrowed session alone must not add one.
     */
    async bindMobile(context: RequestContext, member: SignedInMember, input: BindMobileRequest) {
      const { countryDialingCode } = input;
      const mobileNum = await freeNumber(context, member, countryDialingCode, input.mobileNum);
      await deps.sessions.checkPassword(context, member, input.password);
      await deps.sms.consume(
        context,
        'bind',
        countryDialingCode,
        mobileNum,
        input.verificationCode,
      );
      const binding = await deps.repository.setMobile(
        context.merchant.id,
        member.id,
        countryDialingCode,
        mobileNum,
      );
      if (binding === 'taken') throw new AppError('mobile_taken');
      await afterNewContact(context, member);
    },

    async requestEmailCode(context: RequestContext, member: SignedInMember, raw: string) {
      const email = emailOf(context, raw);
      const now = deps.clock.now();
      const { latest, count } = await deps.repository.emailCodes(
        context.merchant.id,
        member.id,
        new Date(now.getTime() - hourMs),
      );
      const isTooSoon =
        latest !== undefined &&
        now.getTime() - new Date(latest.createdAt).getTime() < emailCodeGapMs;
      if (isTooSoon || count >= emailCodesPerHourMax) throw new AppError('too_many_requests');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.repository.insertEmailCode({
        merchantId: context.merchant.id,
        memberId: member.id,
        email,
        codeHash: hashEmailCode(member.id, email, code),
        now,
        expiresAt: new Date(now.getTime() + emailCodeLifetimeMinutes * 60_000),
      });
      const values = {
        brand: context.merchant.brand.name,
        username: member.username,
        code,
        minutes: emailCodeLifetimeMinutes,
      };
      await deps.mail.send(context, {
        to: email,
        subject: translateWith(context.language, 'bind_mail_subject', values),
        text: translateWith(context.language, 'bind_mail_text', values),
      });
      return { expiredMinutes: emailCodeLifetimeMinutes };
    },

    /**
     * Binds the address of the newest code when its code is given, once, with the login
     * password (an address opens password resets). Each try is counted before the code is
     * compared, so parallel guesses cannot exceed emailCodeAttemptsMax.
     */
    async bindEmail(context: RequestContext, member: SignedInMember, input: BindEmailRequest) {
      const email = emailOf(context, input.email);
      await deps.sessions.checkPassword(context, member, input.password);
      const now = deps.clock.now();
      const { latest } = await deps.repository.emailCodes(
        context.merchant.id,
        member.id,
        new Date(now.getTime() - emailCodeLifetimeMinutes * 60_000),
      );
      const isLive =
        latest !== undefined &&
        latest.email === email &&
        latest.consumedAt === null &&
        new Date(latest.expiresAt) > now;
      if (!isLive || !(await deps.repository.takeEmailAttempt(latest.id, emailCodeAttemptsMax))) {
        throw new AppError('email_code_invalid');
      }
      const code = input.verificationCode.trim();
      const isRight = timingSafeEqual(latest.codeHash, hashEmailCode(member.id, email, code));
      if (!isRight || !(await deps.repository.consumeEmailCode(latest.id, now))) {
        throw new AppError('email_code_invalid');
      }
      await deps.repository.setEmail(context.merchant.id, member.id, email, now);
      await afterNewContact(context, member);
    },

    /** Sets or replaces the payment password; the login password proves it is the member. */
    async setPaymentPassword(
      context: RequestContext,
      member: SignedInMember,
      input: PaymentPasswordRequest,
    ) {
      const rule = requiredRule(context.merchant.registrationFields, paymentPasswordFallbackRule);
      refuseFields([
        fieldError(context, 'paymentPassword', rule, input.paymentPassword),
        input.paymentPassword === input.confirmPaymentPassword
          ? null
          : confirmationError(context, 'confirmPaymentPassword'),
      ]);
      await deps.sessions.checkPassword(context, member, input.password);
      await deps.repository.setPaymentPassword(
        context.merchant.id,
        member.id,
        await hashPassword(input.paymentPassword),
        deps.clock.now(),
      );
    },

    /** Whether a payment password is set, and the payee name (the name payouts go to). */
    async paymentProfile(context: RequestContext, member: SignedInMember) {
      const found = await deps.repository.paymentProfile(context.merchant.id, member.id);
      return {
        hasPaymentPassword: Boolean(found?.paymentPasswordHash),
        payeeName: found?.payeeName ?? null,
      };
    },

    /** The payment password, before money leaves the wallet; wrong ones count as failures. */
    async checkPaymentPassword(
      context: RequestContext,
      member: SignedInMember,
      paymentPassword: string,
    ): Promise<void> {
      const found = await deps.repository.paymentProfile(context.merchant.id, member.id);
      if (!found?.paymentPasswordHash) throw new AppError('payment_password_unset');
      await deps.sessions.checkSecret(context, {
        subject: `payment:${member.username}`,
        hash: found.paymentPasswordHash,
        secret: paymentPassword,
        wrong: 'payment_password_incorrect',
      });
    },

    /** The first payout account names the member; later ones must carry that name. */
    async claimPayeeName(context: RequestContext, member: SignedInMember, name: string) {
      await deps.repository.claimPayeeName(context.merchant.id, member.id, name);
      const found = await deps.repository.paymentProfile(context.merchant.id, member.id);
      return found?.payeeName ?? null;
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
