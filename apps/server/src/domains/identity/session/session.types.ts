import type { Clock } from '../../../lib/clock';
import type { RateLimiter } from '../../../plugins/rate-limiter';
import type { CaptchaService } from '../captcha/captcha.service';
import type { HumanCheckService } from '../human-check/human-check.service';
import type { MemberDirectory } from '../member/member-directory.service';
import type { SmsService } from '../sms/sms.service';
import type { SessionRepository } from './session.repository';

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

/** What member sign-in and sessions are built from. */
export interface SessionDeps {
  sessions: SessionRepository;
  members: MemberDirectory;
  sms: SmsService;
  captcha: CaptchaService;
  humanCheck: HumanCheckService;
  playMoney: GrantPlayMoney;
  limiter: RateLimiter;
  clock: Clock;
}
