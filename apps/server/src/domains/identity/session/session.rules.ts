import type { ChangePasswordRequest, FieldError } from '@khela/contracts';
import { confirmationError, fieldRuleErrors } from '../../../lib/field-rules';
import type { RequestContext } from '../../../plugins/context';
import { doublingDelayMs } from '../../../lib/backoff';

export const sessionIdleMs = 60 * 60_000;
/** A busy session moves its idle clock at most this often (no write on every request). */
export const sessionTouchMs = 60_000;
export const sessionAbsoluteMs = 12 * 60 * 60_000;
export const failureWindowMs = 15 * 60_000;
/**
 * Failed sign-ins allowed inside the window: of one account from one address (then that address
 * is refused for that account), and from one address over every account. An account guessed
 * from many addresses is never locked, so nobody can lock its owner out: past
 * accountDelayFrom failures each try from an address its owner never used waits, growing.
 */
export const failuresPerAccountMax = 10;
export const failuresPerAddressMax = 30;
export const accountDelayFrom = 10;
/** The account's wait doubles from a second with each failure past accountDelayFrom, to a minute. */
const accountDelayMaxMs = 60_000;
/** Failures over the whole merchant in the window from which every sign-in needs a captcha. */
export const merchantCaptchaFrom = 500;

/** How long an account's next try waits after `failures` (from addresses its owner never used). */
export function accountDelayMs(failures: number): number {
  return doublingDelayMs(failures, accountDelayFrom, accountDelayMaxMs);
}
/** From this many failures (account, or ten times that for an address) a captcha is demanded. */
export const failuresBeforeCaptcha = 3;
const passwordMaxAgeMs = 90 * 24 * 60 * 60_000;
/** A forced change may skip the old password only this soon after the sign-in that forced it. */
export const forcedChangeWindowMs = 10 * 60_000;
/** Free play: the play money a trial account starts with (minor units), and how long it lives. */
export const trialPlayBalanceMinor = 200_000n;
export const trialLifetimeMs = 24 * 60 * 60_000;

/** Failed sign-ins are counted per account name… */
export const accountSubject = (username: string) => `account:${username}`;
/** …per address… */
export const addressSubject = (ip: string) => `ip:${ip}`;
/** …per account from one address… */
export const pairSubject = (username: string, ip: string) => `pair:${username}@${ip}`;
/** …and over the whole merchant. */
export const merchantSubject = 'merchant';

/** A captcha is demanded after a few failures of the account, or ten times that of the address. */
export function isCaptchaDemanded(accountFailures: number, addressFailures: number): boolean {
  return accountFailures >= failuresBeforeCaptcha || addressFailures >= failuresBeforeCaptcha * 10;
}

/** Whether the merchant expires passwords and this one is past its age. */
export function isPasswordTooOld(context: RequestContext, changedAt: Date, now: Date): boolean {
  const isExpiryEnabled = context.merchant.flags.PASSWORDEXPIRY === true;
  return isExpiryEnabled && now.getTime() - changedAt.getTime() > passwordMaxAgeMs;
}

/** The new password follows the merchant's password rule and matches its confirmation. */
export function newPasswordErrors(
  context: RequestContext,
  input: ChangePasswordRequest,
): FieldError[] {
  const errors = fieldRuleErrors(context, input, { newPassword: 'password' });
  if (input.newPassword !== input.confirmNewPassword) {
    errors.push(confirmationError(context, 'confirmNewPassword'));
  }
  return errors;
}
