import type { Clock } from '../../../lib/clock';
import { doublingDelayMs } from '../../../lib/backoff';
import { AppError } from '../../../lib/errors';
import type { OpsRepository } from './ops.repository';

/** Failures older than this no longer count. */
const windowMs = 30 * 60_000;
/** Failures an account may make before a captcha is asked, and an address (several desks). */
const accountCaptchaFrom = 2;
const addressCaptchaFrom = 5;
/** Failures before each next try waits: from a second, doubling, to 15 minutes. */
const accountFreeFailures = 3;
const addressFreeFailures = 10;
const delayMaxMs = 15 * 60_000;

/** Where and with what a sign-in, or a code, was tried. */
export interface SignInMeta {
  address: string;
  userAgent: string;
}

/** The recent failures of an account (since its last success) and of an address. */
export type SignInFailures = Awaited<ReturnType<OpsRepository['signInFailures']>>;

/** What a try came to, as operator_sign_ins records it. */
export type SignInOutcome = 'success' | 'wrong' | 'throttled' | 'second_factor';

/**
 * Slows guessing at the back office's door. Every try (a password, or an authenticator code
 * given later) is recorded with its address and browser; after a few failures of an account
 * or an address a captcha is asked, and after a few more each try waits longer, so guessing is
 * slow from one address or from many.
 */
export function createSignInGuard(deps: { repository: OpsRepository; clock: Clock }) {
  function failures(username: string, address: string): Promise<SignInFailures> {
    const since = new Date(deps.clock.now().getTime() - windowMs);
    return deps.repository.signInFailures(username, address, since);
  }

  /** How long the next try must still wait (0: none). */
  function waitMs(seen: SignInFailures): number {
    const readyAt = (last: Date | null, delayMs: number) =>
      last === null ? 0 : new Date(last).getTime() + delayMs;
    const ready = Math.max(
      readyAt(
        seen.account.lastAt,
        doublingDelayMs(seen.account.count, accountFreeFailures, delayMaxMs),
      ),
      readyAt(
        seen.address.lastAt,
        doublingDelayMs(seen.address.count, addressFreeFailures, delayMaxMs),
      ),
    );
    return Math.max(0, ready - deps.clock.now().getTime());
  }

  function record(
    username: string,
    operatorId: string | null,
    meta: SignInMeta,
    outcome: SignInOutcome,
  ) {
    return deps.repository.recordSignIn({
      username,
      operatorId,
      ...meta,
      outcome,
      now: deps.clock.now(),
    });
  }

  /** Refuses a try made too soon (recording it), with the seconds still to wait. */
  async function refuseEarly(username: string, meta: SignInMeta, seen: SignInFailures) {
    const wait = waitMs(seen);
    if (wait === 0) return;
    await record(username, null, meta, 'throttled');
    throw new AppError('too_many_requests', {
      value: { retryAfterSeconds: Math.ceil(wait / 1000) },
    });
  }

  return {
    failures,
    record,
    refuseEarly,

    /** Whether the try after these failures (plus `extra` more) must carry a captcha. */
    isCaptchaDue(seen: SignInFailures, extra = 0): boolean {
      return (
        seen.account.count + extra >= accountCaptchaFrom ||
        seen.address.count + extra >= addressCaptchaFrom
      );
    },

    /**
     * A signed-in operator's code checked under the same throttle as a password: too soon is
     * refused, a wrong code counts as a failed try.
     */
    async checkCode(
      operator: { id: string; username: string },
      meta: SignInMeta,
      check: () => Promise<boolean>,
    ): Promise<void> {
      await refuseEarly(operator.username, meta, await failures(operator.username, meta.address));
      if (await check()) return;
      await record(operator.username, operator.id, meta, 'wrong');
      throw new AppError('two_factor_invalid');
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
