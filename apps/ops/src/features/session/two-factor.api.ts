import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsRequest } from '../../api';

export const twoFactorKeys = { status: ['two-factor'] as const };

/** The signed-in operator's second factor and the recovery codes it has left. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status,
    queryFn: () => opsRequest<TwoFactorStatus>('GET', '/ops/api/two-factor'),
  });
}

/** A new secret to scan (replacing one not yet confirmed). */
export function startTwoFactor() {
  return opsRequest<TwoFactorSetup>('POST', '/ops/api/two-factor/setup');
}

/** Turns the authenticator on with its first code; answers the recovery codes, once. */
export function confirmTwoFactor(code: string) {
  return opsRequest<RecoveryCodes>('POST', '/ops/api/two-factor/confirm', { code });
}

export function renewRecoveryCodes(code: string) {
  return opsRequest<RecoveryCodes>('POST', '/ops/api/two-factor/recovery-codes', { code });
}

export function disableTwoFactor(code: string) {
  return opsRequest<null>('POST', '/ops/api/two-factor/disable', { code });
}
