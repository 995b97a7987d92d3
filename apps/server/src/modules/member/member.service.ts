import {
  type FieldError,
  type LoginValue,
  type MemberInfo,
  type RegisterRequest,
} from '@khela/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { confirmationError, fieldRuleErrors } from '../../lib/field-rules';
import { hashPassword } from '../../lib/passwords';
import type { ClientMeta, SessionService, SignedInMember } from '../session/session.service';
import type { RequestContext } from '../system/system.service';
import type { MemberRepository } from './member.repository';

/**
 * Fields of username registration checked against the merchant's rules. The captcha and SMS
 * code rules apply when those checks exist on the server; until then they are not enforced.
 */
const usernameTypeFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'affiliateCode',
] as const;

function emptyToNull(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Registration and member information. */
export function createMemberService(deps: {
  members: MemberRepository;
  sessions: SessionService;
  clock: Clock;
}) {
  function fieldErrors(context: RequestContext, input: RegisterRequest): FieldError[] {
    const ruleOf = Object.fromEntries(usernameTypeFields.map((name) => [name, name]));
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
      const member = await deps.members.insert({
        merchantId: context.merchant.id,
        username: input.username.trim().toLowerCase(),
        passwordHash: await hashPassword(input.password),
        email: emptyToNull(input.email),
        payeeName: emptyToNull(input.payeeName),
        referralCode: emptyToNull(input.referralCode),
        registeredIp: context.ip,
        now: deps.clock.now(),
      });
      if (!member) throw new AppError('username_taken');
      return deps.sessions.openSession(context, member, meta);
    },

    info(member: SignedInMember): MemberInfo {
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.isAgent,
        toUpline: member.uplineId !== null,
        clubLabel: null,
        memberLabel: [],
      };
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
