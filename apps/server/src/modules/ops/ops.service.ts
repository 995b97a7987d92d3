import type { OpsLogin, Operator } from '@khela/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { OpsRepository } from './ops.repository';

const sessionAbsoluteMs = 12 * 60 * 60_000;
const sessionIdleMs = 30 * 60_000;

/** Back-office sign-in and sessions. */
export function createOpsService(deps: { repository: OpsRepository; clock: Clock }) {
  return {
    async login(input: OpsLogin): Promise<{ token: string; operator: Operator }> {
      const found = await deps.repository.findOperatorByUsername(input.username.toLowerCase());
      const isValid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !isValid || !found.isActive) throw new AppError('invalid_credentials');
      const token = newToken();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
      await deps.repository.insertSession(hashToken(token), found.id, now, expiresAt);
      const { id, username, role, merchantCode } = found;
      return { token, operator: { id, username, role, merchantCode } };
    },

    async authenticate(token: string | undefined): Promise<Operator> {
      if (!token) throw new AppError('unauthorized');
      const now = deps.clock.now();
      const idleSince = new Date(now.getTime() - sessionIdleMs);
      const session = await deps.repository.touchSession(hashToken(token), now, idleSince);
      if (!session) throw new AppError('unauthorized');
      const operator = await deps.repository.findOperatorById(session.operatorId);
      if (!operator || !operator.isActive) throw new AppError('unauthorized');
      const { id, username, role, merchantCode } = operator;
      return { id, username, role, merchantCode };
    },

    /** The id of the merchant an operator belongs to (by its code). */
    merchantIdOf(code: string): Promise<string | undefined> {
      return deps.repository.merchantIdOf(code);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await deps.repository.deleteSession(hashToken(token));
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
