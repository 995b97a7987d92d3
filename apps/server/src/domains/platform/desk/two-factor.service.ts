import {
  twoFactorRoles,
  type Operator,
  type OperatorActionCode,
  type OperatorRole,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorState,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { SignInGuard, SignInMeta } from './sign-in-guard';
import {
  isTotpShaped,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpSecretText,
  totpStep,
  totpUri,
} from './totp';
import type { TwoFactorRepository } from './two-factor.repository';

/** Whether an operator's second factor is on, or off and optional, or off and due. */
export function twoFactorStateOf(role: OperatorRole, isEnabled: boolean): TwoFactorState {
  if (isEnabled) return 'enabled';
  return twoFactorRoles.includes(role) ? 'required' : 'optional';
}

/** The name an authenticator app shows above the codes: whose back office it is. */
function issuerOf(operator: Operator): string {
  return `${operator.merchantCode ?? 'Khela'} back office`;
}

/**
 * Operators' authenticators (TOTP, RFC 6238) and recovery codes: set up with a QR code and
 * confirmed by a first code, then asked at every sign-in. A code is taken once; every code
 * check is throttled like a password.
 */
export function createTwoFactorService(deps: {
  repository: TwoFactorRepository;
  guard: SignInGuard;
  clock: Clock;
  /** Writes the action log (the operator's own change to its sign-in). */
  audit: (operator: Operator, action: OperatorActionCode) => Promise<void>;
}) {
  /** Whether a code (six digits, or an unused recovery code) is the operator's; uses it up. */
  async function verify(operatorId: string, code: string): Promise<boolean> {
    const now = deps.clock.now();
    const found = await deps.repository.find(operatorId);
    if (!found?.enabledAt) return false;
    if (!isTotpShaped(code)) {
      return deps.repository.useRecoveryCode(operatorId, recoveryCodeHash(code), now);
    }
    const step = totpStep(found.secret, code.replace(/\s/g, ''), now);
    return step !== null && deps.repository.takeStep(operatorId, step, now, true);
  }

  async function freshRecoveryCodes(operatorId: string): Promise<RecoveryCodes> {
    const recoveryCodes = newRecoveryCodes();
    await deps.repository.replaceRecoveryCodes(operatorId, recoveryCodes.map(recoveryCodeHash));
    return { recoveryCodes };
  }

  return {
    verify,

    /** The state of an operator's second factor and how many recovery codes are left. */
    async status(operator: Operator) {
      const left = await deps.repository.recoveryCodesLeft(operator.id);
      return { state: operator.twoFactor, recoveryCodesLeft: left };
    },

    /** A new secret to scan, awaiting its first code; replaces an unconfirmed one. */
    async setup(operator: Operator): Promise<TwoFactorSetup> {
      if (operator.twoFactor === 'enabled') throw new AppError('two_factor_enabled');
      const secret = newTotpSecret();
      const isSaved = await deps.repository.savePending(operator.id, secret, deps.clock.now());
      if (!isSaved) throw new AppError('two_factor_enabled');
      return {
        secret: totpSecretText(secret),
        uri: totpUri(secret, issuerOf(operator), operator.username),
      };
    },

    /** Turns the authenticator on with its first code; answers the recovery codes, once. */
    async confirm(operator: Operator, code: string, meta: SignInMeta): Promise<RecoveryCodes> {
      const found = await deps.repository.find(operator.id);
      if (!found) throw new AppError('two_factor_setup_missing');
      if (found.enabledAt) throw new AppError('two_factor_enabled');
      await deps.guard.checkCode(operator, meta, async () => {
        const now = deps.clock.now();
        const step = totpStep(found.secret, code, now);
        return step !== null && deps.repository.takeStep(operator.id, step, now, false);
      });
      const codes = await freshRecoveryCodes(operator.id);
      await deps.audit(operator, 'operator_two_factor_on');
      return codes;
    },

    /** New recovery codes (the old ones stop working), against a code. */
    async renewRecoveryCodes(
      operator: Operator,
      code: string,
      meta: SignInMeta,
    ): Promise<RecoveryCodes> {
      await deps.guard.checkCode(operator, meta, () => verify(operator.id, code));
      const codes = await freshRecoveryCodes(operator.id);
      await deps.audit(operator, 'operator_recovery_codes');
      return codes;
    },

    /** Turns the authenticator off, against a code; the roles that move money may not. */
    async disable(operator: Operator, code: string, meta: SignInMeta): Promise<void> {
      if (twoFactorRoles.includes(operator.role)) throw new AppError('two_factor_mandatory');
      await deps.guard.checkCode(operator, meta, () => verify(operator.id, code));
      await deps.repository.remove(operator.id);
      await deps.audit(operator, 'operator_two_factor_off');
    },

    /** Takes another operator's authenticator off (a lost phone); the caller checks and logs. */
    reset(operatorId: string): Promise<void> {
      return deps.repository.remove(operatorId);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
