import type { Operator, OperatorActionCode, OperatorRole, OpsLogin } from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { verifyPassword } from '../../../lib/passwords';
import { hashToken, newToken } from '../../../lib/tokens';
import type { OpsRepository } from './ops.repository';
import type { AuditEntry } from './ops.service';
import { createSignInGuard, type SignInMeta } from './sign-in-guard';
import type { TwoFactorRepository } from './two-factor.repository';
import { createTwoFactorService, twoFactorStateOf } from './two-factor.service';

/** How long a back-office session lives at most, however busy. */
const sessionAbsoluteMs = 12 * 60 * 60_000;

/**
 * The picture captcha the sign-in asks for after failures (identity's, handed in by the app):
 * `scope` null is the back office's own.
 */
export interface SignInCaptcha {
  issue(scope: null): Promise<{ id: string; image: string }>;
  /** Refuses a try without a right answer (captcha_required, captcha_invalid). */
  require(scope: null, given: { captchaId?: string; captcha?: string }): Promise<void>;
}

/** An operator row as the repository reads it. */
export interface OperatorRow {
  id: string;
  username: string;
  role: OperatorRole;
  merchantCode: string | null;
  hasTwoFactor: boolean;
}

export function operatorOf(row: OperatorRow): Operator {
  const { id, username, role, merchantCode } = row;
  return { id, username, role, merchantCode, twoFactor: twoFactorStateOf(role, row.hasTwoFactor) };
}

type SignInRow = OperatorRow & { merchantId: string | null };
type SignInAction = 'operator_sign_in' | 'operator_sign_in_failed';

/** The action log's entry of a known operator's sign-in or failed try. */
function signInEntry(found: SignInRow, action: SignInAction, meta: SignInMeta) {
  return {
    merchantId: found.merchantId,
    action,
    target: `operator:${found.id}`,
    detail: { address: meta.address, userAgent: meta.userAgent },
  };
}

/**
 * The back office's door: sign-in with the throttle, the captcha and the authenticator's code,
 * and each operator's own authenticator.
 */
export function createOpsSignIn(deps: {
  repository: OpsRepository;
  twoFactorRepository: TwoFactorRepository;
  captcha: SignInCaptcha;
  clock: Clock;
  audit: (operator: Operator, entry: AuditEntry) => Promise<void>;
}) {
  const { audit } = deps;
  const guard = createSignInGuard(deps);

  /** An operator's change to its own sign-in, in the action log of its merchant. */
  async function auditSelf(operator: Operator, action: OperatorActionCode) {
    const merchantId = operator.merchantCode
      ? ((await deps.repository.merchantIdOf(operator.merchantCode)) ?? null)
      : null;
    await audit(operator, { merchantId, action, target: `operator:${operator.id}`, detail: {} });
  }

  const twoFactor = createTwoFactorService({
    repository: deps.twoFactorRepository,
    guard,
    clock: deps.clock,
    audit: auditSelf,
  });

  /** A known operator's sign-in, or failed try, in the action log. */
  function logSignIn(found: SignInRow, action: SignInAction, meta: SignInMeta) {
    return audit(operatorOf(found), signInEntry(found, action, meta));
  }

  /**
   * Checks the password, then the authenticator's code when the operator has one; answers the
   * operator, or records the failure and refuses (saying whether a captcha comes next).
   */
  async function checkCredentials(input: OpsLogin, typed: string, meta: SignInMeta) {
    const found = await deps.repository.findOperatorByUsername(typed);
    const isValid = await verifyPassword(found?.passwordHash, input.password);
    if (found?.isActive && isValid && found.hasTwoFactor && !input.code) {
      await guard.record(typed, found.id, meta, 'second_factor');
      throw new AppError('two_factor_required', { value: { twoFactorRequired: true } });
    }
    const isPasswordRight = found?.isActive === true && isValid;
    // A code is tried (and used up) only behind the right password: a mistyped password never
    // spends a recovery code.
    const isCodeValid =
      isPasswordRight &&
      (!found.hasTwoFactor ||
        (input.code !== undefined && (await twoFactor.verify(found.id, input.code))));
    if (isPasswordRight && isCodeValid) return found;
    await guard.record(typed, found?.id ?? null, meta, 'wrong');
    if (found) await logSignIn(found, 'operator_sign_in_failed', meta);
    const captchaRequired = guard.isCaptchaDue(await guard.failures(typed, meta.address));
    throw new AppError(isPasswordRight ? 'two_factor_invalid' : 'invalid_credentials', {
      value: { captchaRequired },
    });
  }

  return {
    /**
     * Signs an operator in: password, then the authenticator's code for those who have one.
     * Each try is recorded with its address and browser (and a known account's in the action
     * log); after a few failures of the account or the address a captcha is asked, after a few
     * more each next try waits longer (a second, doubling, at most 15 minutes) and one made too
     * soon is refused whatever it carries. An operator of a role that moves money and has no
     * authenticator yet gets a session that can only set one up.
     */
    async login(input: OpsLogin, meta: SignInMeta): Promise<{ token: string; operator: Operator }> {
      const typed = input.username.toLowerCase().slice(0, 64);
      const seen = await guard.failures(typed, meta.address);
      await guard.refuseEarly(typed, meta, seen);
      if (guard.isCaptchaDue(seen)) await deps.captcha.require(null, input);
      const found = await checkCredentials(input, typed, meta);
      await guard.record(typed, found.id, meta, 'success');
      await logSignIn(found, 'operator_sign_in', meta);
      const token = newToken();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
      await deps.repository.insertSession(hashToken(token), found.id, now, expiresAt);
      return { token, operator: operatorOf(found) };
    },

    /** A picture captcha for the sign-in. */
    captcha: () => deps.captcha.issue(null),

    twoFactor,
  };
}
