import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { OpsLogin, Operator } from '@khela/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { OpsRepository } from './ops.repository';

const sessionAbsoluteMs = 12 * 60 * 60_000;
const sessionIdleMs = 30 * 60_000;
const tokenBytes = 32;
// Verifying against a fixed hash when the user is unknown keeps the timing of both cases alike.
const dummyHashPromise = hash('not-a-real-password-0000');

/** Opaque session tokens are stored only as their SHA-256. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Hashes an operator password with argon2id (used by the seed and the operator desk). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Back-office sign-in and sessions. */
export function createOpsService(deps: { repository: OpsRepository; clock: Clock }) {
  return {
    async login(input: OpsLogin): Promise<{ token: string; operator: Operator }> {
      const found = await deps.repository.findOperatorByUsername(input.username.toLowerCase());
      const isValid = await verify(found?.passwordHash ?? (await dummyHashPromise), input.password);
      if (!found || !isValid || !found.isActive) throw new AppError('invalid_credentials');
      const token = randomBytes(tokenBytes).toString('base64url');
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

    async logout(token: string | undefined): Promise<void> {
      if (token) await deps.repository.deleteSession(hashToken(token));
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
