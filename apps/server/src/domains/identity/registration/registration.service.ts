import type {
  FieldError,
  LoginValue,
  MobileRegisterRequest,
  RegisterRequest,
  SmsCodeValue,
} from '@khela/contracts';
import { hourMs, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { confirmationError, fieldRuleErrors } from '../../../lib/field-rules';
import { translate, translatedFieldError } from '../../../lib/messages';
import { hashPassword } from '../../../lib/passwords';
import { newToken } from '../../../lib/tokens';
import type { HumanCheckService } from '../human-check/human-check.service';
import type { SessionService } from '../session/session.service';
import type { ClientMeta } from '../session/session.types';
import type { RequestContext } from '../../../plugins/context';
import { limits, type RateLimiter } from '../../../plugins/rate-limiter';
import { codeLifetimeMinutes, mobileOf, type SmsService } from '../sms/sms.service';
import type { MemberRepository, MemberRow } from '../member/member.repository';
import type { Db, Executor } from '../../../db/database';
import type { ProfileRepository } from '../profile/profile.repository';

/** Fields of an account's own checked against the merchant's rules (also when opened). */
const accountFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'affiliateCode',
] as const;

/** The extras of spec §3 a merchant's rules may ask for: asked, checked and kept only then. */
const extraFields = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/**
 * Fields of username registration checked against the merchant's rules. The captcha and SMS
 * code rules apply when those checks exist on the server; until then they are not enforced.
 */
const usernameTypeFields = [...accountFields, ...extraFields, 'paymentPassword'] as const;

/** What an account opened by an agent or an operator carries. */
export interface OpenAccountRequest {
  username: string;
  password: string;
  /** Checked against the password when given (a form that asks twice). */
  confirmPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  uplineId: string | null;
}

type UsernameTypeField = (typeof usernameTypeFields)[number];

/** Accounts an address may register per hour. */
export const registrationsPerAddressPerHourMax = 10;

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Whether the merchant's rules show a field on the registration form (no rule: not shown). */
function isAsked(context: Pick<RequestContext, 'merchant'>, field: string): boolean {
  return context.merchant.registrationFields.some((rule) => rule.field === field && rule.enabled);
}

/** The extras to keep: those the rules ask for; a value for a hidden field is ignored. */
function extrasOf(context: Pick<RequestContext, 'merchant'>, input: RegisterRequest) {
  const entries = extraFields.map((field) => [
    field,
    isAsked(context, field) ? emptyToNull(input[field]) : null,
  ]);
  return Object.fromEntries(entries) as Record<(typeof extraFields)[number], string | null>;
}

/** The payment password's hash when the rules ask for one and it was given. */
async function paymentPasswordHashOf(
  context: Pick<RequestContext, 'merchant'>,
  input: RegisterRequest,
): Promise<string | null> {
  const secret = input.paymentPassword ?? '';
  return isAsked(context, 'paymentPassword') && secret !== '' ? hashPassword(secret) : null;
}

/**
 * Registration by username or mobile number, and the codes a visitor asks for before signing
 * in: each new member is signed in at once.
 */
export function createRegistrationService(deps: {
  db: Db;
  members: MemberRepository;
  profiles: ProfileRepository;
  sessions: SessionService;
  sms: SmsService;
  humanCheck: HumanCheckService;
  limiter: RateLimiter;
  clock: Clock;
}) {
  /**
   * The agent a registration joins (spec: affiliate codes tie a new user to an inviter): none
   * without a code; a code that is no agent's refuses the registration on that field.
   */
  async function uplineOf(context: RequestContext, code: string | undefined) {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    const agent = await deps.members.findAgentByAffiliateCode(context.merchant.id, trimmed);
    if (agent) return agent.id;
    throw new AppError('validation_failed', {
      fields: [
        {
          path: 'affiliateCode',
          code: 'validation.invitation_invalid',
          message: translate(context.language, 'invitation_code_error'),
        },
      ],
    });
  }

  /** Refuses an address that registered too many accounts in the last hour. */
  async function limitRegistrations(context: RequestContext): Promise<void> {
    const hourAgo = new Date(deps.clock.now().getTime() - hourMs);
    const count = await deps.members.countRegistrationsFrom(
      context.merchant.id,
      context.ip,
      hourAgo,
    );
    if (count >= registrationsPerAddressPerHourMax) throw new AppError('too_many_requests');
  }

  function fieldErrors(
    context: Pick<RequestContext, 'merchant' | 'language'>,
    input: Partial<Pick<RegisterRequest, UsernameTypeField>> & { password: string },
    fields: readonly UsernameTypeField[] = usernameTypeFields,
  ): FieldError[] {
    const ruleOf = Object.fromEntries(fields.map((name) => [name, name]));
    const errors = fieldRuleErrors(context, input, ruleOf);
    if (
      input.password !== input.confirmPassword &&
      !errors.some((error) => error.path === 'confirmPassword')
    ) {
      errors.push(confirmationError(context, 'confirmPassword'));
    }
    return errors;
  }

  return {
    /** Username registration: checks the merchant's rules, creates the member, signs in. */
    async register(
      context: RequestContext,
      input: RegisterRequest,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      if (context.merchant.flags.USERNAMEREG3 !== true) throw new AppError('registration_closed');
      const fields = fieldErrors(context, input);
      if (fields.length > 0) throw new AppError('validation_failed', { fields });
      const uplineId = await uplineOf(context, input.affiliateCode);
      await limitRegistrations(context);
      await deps.humanCheck.require(context, input.humanTicket);
      const now = deps.clock.now();
      const values = {
        merchantId: context.merchant.id,
        username: input.username.trim().toLowerCase(),
        passwordHash: await hashPassword(input.password),
        paymentPasswordHash: await paymentPasswordHashOf(context, input),
        email: emptyToNull(input.email),
        payeeName: emptyToNull(input.payeeName),
        referralCode: emptyToNull(input.referralCode),
        uplineId,
        registeredIp: context.ip,
        now,
      };
      // The member and the extras it told are written together, or neither.
      const inserted = await deps.db.transaction().execute(async (trx) => {
        const outcome = await deps.members.insert(values, trx);
        if (outcome.kind === 'inserted') {
          const extras = extrasOf(context, input);
          const memberId = outcome.member.id;
          await deps.profiles.insertExtras(trx, {
            merchantId: values.merchantId,
            memberId,
            extras,
            now,
          });
        }
        return outcome;
      });
      if (inserted.kind === 'taken') throw new AppError('username_taken');
      return deps.sessions.openSession(context, inserted.member, 'registration', meta);
    },

    /**
     * An account opened for someone by an agent or an operator (never signed in here): the
     * merchant's rules apply to what is given — `credentials` checks only the username and
     * password (a form that asks nothing else) — a username and a password are always needed,
     * the upline is given, and the account starts as a member (the agents domain makes it an
     * agent in the same transaction). Its registration address stays empty: the opener's is
     * not the member's.
     */
    async openAccount(
      context: Pick<RequestContext, 'merchant' | 'language'>,
      input: OpenAccountRequest,
      options: { executor?: Executor; credentials?: boolean } = {},
    ): Promise<MemberRow> {
      // The upline is given: the invitation code's rule does not apply.
      const checked = options.credentials
        ? (['username', 'password'] as const)
        : accountFields.filter((field) => field !== 'affiliateCode');
      const fields = fieldErrors(
        context,
        { ...input, confirmPassword: input.confirmPassword ?? input.password },
        checked,
      );
      for (const path of ['username', 'password'] as const) {
        if (!input[path].trim() && !fields.some((field) => field.path === path)) {
          fields.push(translatedFieldError(context.language, path, 'field_required'));
        }
      }
      if (fields.length > 0) throw new AppError('validation_failed', { fields });
      const inserted = await deps.members.insert(
        {
          merchantId: context.merchant.id,
          username: input.username.trim().toLowerCase(),
          passwordHash: await hashPassword(input.password),
          email: emptyToNull(input.email),
          payeeName: emptyToNull(input.payeeName),
          referralCode: null,
          uplineId: input.uplineId,
          registeredIp: null,
          now: deps.clock.now(),
        },
        options.executor,
      );
      if (inserted.kind === 'taken') throw new AppError('username_taken');
      return inserted.member;
    },

    /**
     * Mobile registration: the username is the mobile number; the SMS code is checked when the
     * merchant asks for one (REGMOBVERF3); a password is asked only with MOBILENUMPASSREG3 —
     * otherwise the member signs in with SMS codes.
     */
    async registerMobile(context: RequestContext, input: MobileRegisterRequest, meta: ClientMeta) {
      const flags = context.merchant.flags;
      if (flags.MOBILENUMREG3 !== true) throw new AppError('registration_closed');
      const mobileNum = mobileOf(input.countryDialingCode, input.mobileNum);
      const isPasswordAsked = flags.MOBILENUMPASSREG3 === true;
      if (isPasswordAsked) {
        const fields = fieldRuleErrors(context, input, { password: 'password' });
        if (input.password !== input.confirmPassword)
          fields.push(confirmationError(context, 'confirmPassword'));
        if (fields.length > 0) throw new AppError('validation_failed', { fields });
      }
      if (
        await deps.members.findByMobile(context.merchant.id, input.countryDialingCode, mobileNum)
      ) {
        throw new AppError('mobile_taken');
      }
      const uplineId = await uplineOf(context, input.affiliateCode);
      await limitRegistrations(context);
      if (flags.REGMOBVERF3 === true) {
        // The human check was passed to get the code.
        await deps.sms.consume(
          context,
          'register',
          input.countryDialingCode,
          mobileNum,
          input.verificationCode,
        );
      } else {
        await deps.humanCheck.require(context, input.humanTicket);
      }
      const inserted = await deps.members.insert({
        merchantId: context.merchant.id,
        username: mobileNum,
        // Without a password of their own, nobody can sign in with one: a random secret.
        passwordHash: await hashPassword(isPasswordAsked ? (input.password ?? '') : newToken()),
        email: null,
        payeeName: null,
        countryDialingCode: input.countryDialingCode,
        mobileNum,
        referralCode: emptyToNull(input.referralCode),
        uplineId,
        registeredIp: context.ip,
        now: deps.clock.now(),
      });
      if (inserted.kind === 'taken') throw new AppError('mobile_taken');
      return deps.sessions.openSession(context, inserted.member, 'registration', meta);
    },

    /** A registration code for a number that is not registered yet. */
    async requestRegistrationCode(
      context: RequestContext,
      countryDialingCode: string,
      raw: string,
      humanTicket: string | undefined,
    ) {
      const flags = context.merchant.flags;
      if (flags.MOBILENUMREG3 !== true || flags.REGMOBVERF3 !== true)
        throw new AppError('registration_closed');
      const mobileNum = mobileOf(countryDialingCode, raw);
      // The check comes first: whether a number is taken is told only to a person.
      await deps.humanCheck.require(context, humanTicket);
      if (await deps.members.findByMobile(context.merchant.id, countryDialingCode, mobileNum)) {
        throw new AppError('mobile_taken');
      }
      return deps.sms.issue(context, 'register', countryDialingCode, mobileNum);
    },

    /** POST /wps/agent/affiliate: whether an invitation code is an agent's of this merchant. */
    async checkAffiliate(context: RequestContext, code: string): Promise<void> {
      const agent = await deps.members.findAgentByAffiliateCode(context.merchant.id, code.trim());
      if (!agent) throw new AppError('invitation_code_error');
    },

    /**
     * A sign-in (or reset) code (spec: /wps/verification/sms/noLogin), after the human check
     * whatever the merchant's flag, within limits per number and per address. Every number
     * gets the same answer; only a registered, active one is sent a code, so the answer tells
     * nobody which numbers have accounts.
     */
    async requestLoginCode(
      context: RequestContext,
      countryDialingCode: string,
      raw: string,
      humanTicket: string | undefined,
    ): Promise<SmsCodeValue> {
      const mobileNum = mobileOf(countryDialingCode, raw);
      await deps.humanCheck.require(context, humanTicket, { isAlways: true });
      await deps.limiter.hit(context, limits.smsLoginCode);
      await deps.limiter.hit(
        context,
        limits.smsLoginCodeNumber,
        `${countryDialingCode}:${mobileNum}`,
      );
      const member = await deps.members.findByMobile(
        context.merchant.id,
        countryDialingCode,
        mobileNum,
      );
      if (member?.status === 'active') {
        try {
          await deps.sms.issue(context, 'login', countryDialingCode, mobileNum);
        } catch (error) {
          // A registered number's own limits (an unexpired code, the hour's codes) or a
          // carrier's failure must not answer differently from an unknown number's.
          const isQuiet =
            error instanceof AppError &&
            (error.code === 'too_many_requests' || error.code === 'sms_send_failed');
          if (!isQuiet) throw error;
        }
      }
      return { expiredMinutes: codeLifetimeMinutes };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
