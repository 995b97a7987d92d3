import type { LoginValue, PhoneResetRequest, TokenResetRequest } from '@khela/contracts';
import { hourMs, type Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { confirmationError, fieldRuleErrors } from '../../../lib/field-rules';
import { translateWith } from '../../../lib/messages';
import { hashPassword } from '../../../lib/passwords';
import { hashToken, newToken } from '../../../lib/tokens';
import type { MailService } from '../mail/mail.service';
import type { MemberDirectory } from '../member/member-directory.service';
import type { SessionService } from '../session/session.service';
import type { ClientMeta } from '../session/session.types';
import { mobileOf, type SmsService } from '../sms/sms.service';
import type { RequestContext } from '../../../plugins/context';
import type { PasswordRepository } from './password.repository';

export const resetLinkLifetimeMinutes = 30;
export const resetLinksPerHourMax = 3;

/** Forgotten passwords: a link by e-mail, or an SMS code (spec §2 Forgot password). */
export function createPasswordService(deps: {
  repository: PasswordRepository;
  members: MemberDirectory;
  sessions: SessionService;
  sms: SmsService;
  mail: MailService;
  clock: Clock;
}) {
  function assertNewPassword(
    context: RequestContext,
    newPassword: string,
    confirm: string | undefined,
  ) {
    const fields = fieldRuleErrors(context, { newPassword }, { newPassword: 'password' });
    if (confirm !== undefined && confirm !== newPassword)
      fields.push(confirmationError(context, 'confirmNewPassword'));
    if (fields.length > 0) throw new AppError('validation_failed', { fields });
  }

  return {
    /** Mails a single-use link valid for 30 minutes to the member's own address. */
    async requestEmailReset(
      context: RequestContext,
      input: { username: string; email: string },
      siteOrigin: string,
    ) {
      const member = await deps.members.findByUsernameAndEmail(
        context.merchant.id,
        input.username.toLowerCase(),
        input.email,
      );
      if (!member?.email || member.status !== 'active')
        throw new AppError('username_email_mismatch');
      const now = deps.clock.now();
      const hourAgo = new Date(now.getTime() - hourMs);
      if (
        (await deps.repository.countSince(context.merchant.id, member.id, hourAgo)) >=
        resetLinksPerHourMax
      ) {
        throw new AppError('too_many_requests');
      }
      const token = newToken();
      await deps.repository.insertReset({
        tokenHash: hashToken(token),
        merchantId: context.merchant.id,
        memberId: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + resetLinkLifetimeMinutes * 60_000),
      });
      const values = {
        brand: context.merchant.brand.name,
        username: member.username,
        minutes: resetLinkLifetimeMinutes,
        link: `${siteOrigin}/forget?token=${token}`,
      };
      await deps.mail.send(context, {
        to: member.email,
        subject: translateWith(context.language, 'reset_mail_subject', values),
        text: translateWith(context.language, 'reset_mail_text', values),
      });
    },

    /** Sets the new password from a mailed link, once, and signs the member in. */
    async resetWithToken(
      context: RequestContext,
      input: TokenResetRequest,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      assertNewPassword(context, input.newPassword, input.confirmNewPassword);
      const now = deps.clock.now();
      const memberId = await deps.repository.useReset(
        context.merchant.id,
        hashToken(input.token),
        now,
      );
      if (!memberId) throw new AppError('reset_link_invalid');
      return setAndSignIn(context, memberId, input.newPassword, meta);
    },

    /** Sets the new password with an SMS code to the member's number, and signs in (spec §4). */
    async resetWithSms(
      context: RequestContext,
      input: PhoneResetRequest,
      meta: ClientMeta,
    ): Promise<LoginValue> {
      assertNewPassword(context, input.newPassword, undefined);
      const mobileNum = mobileOf(input.countryDialingCode, input.mobileNum);
      const member = await deps.members.findByMobile(
        context.merchant.id,
        input.countryDialingCode,
        mobileNum,
      );
      await deps.sms.consume(
        context,
        'login',
        input.countryDialingCode,
        mobileNum,
        input.verificationCode,
      );
      if (!member || member.status !== 'active') throw new AppError('mobile_not_registered');
      return setAndSignIn(context, member.id, input.newPassword, meta);
    },
  };

  async function setAndSignIn(
    context: RequestContext,
    memberId: string,
    password: string,
    meta: ClientMeta,
  ) {
    await deps.members.updatePassword(
      context.merchant.id,
      memberId,
      await hashPassword(password),
      deps.clock.now(),
    );
    const member = await deps.members.findById(context.merchant.id, memberId);
    if (!member) throw new AppError('reset_link_invalid');
    await deps.sessions.endOtherSessions(context, member.id);
    return deps.sessions.openSession(context, member, 'reset', meta);
  }
}

export type PasswordService = ReturnType<typeof createPasswordService>;
