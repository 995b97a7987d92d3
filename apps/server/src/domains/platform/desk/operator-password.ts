import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import { hashPassword } from '../../../lib/passwords';
import { createOpsRepository } from './ops.repository';
import { createTwoFactorRepository } from './two-factor.repository';

/**
 * `npm run ops:password`: a new password for an operator who cannot sign in (the first one
 * shown at start-up was missed, or forgotten). Run on the server, so only whoever runs it holds
 * the database. Its sessions end; with `resetTwoFactor` its authenticator goes too (a lost
 * phone of the platform owner, whom nobody above can reset), to be set up at the next sign-in.
 * A disabled operator stays disabled unless `activate` says otherwise: the answer tells which.
 * The action log keeps it as a change the operator made to itself from the command line.
 */
export async function setOperatorPassword(
  db: Db,
  input: {
    username: string;
    password?: string;
    resetTwoFactor: boolean;
    activate: boolean;
    now: Date;
  },
): Promise<{ password: string; isActive: boolean } | undefined> {
  const repository = createOpsRepository(db);
  const operator = await repository.findOperatorByUsername(input.username);
  if (!operator) return undefined;
  const password = input.password ?? randomBytes(9).toString('base64url');
  await repository.updateOperator(
    operator.id,
    null,
    { passwordHash: await hashPassword(password), ...(input.activate ? { isActive: true } : {}) },
    input.now,
  );
  if (input.resetTwoFactor) await createTwoFactorRepository(db).remove(operator.id);
  await repository.deleteSessionsOf(operator.id);
  await repository.insertAction({
    operatorId: operator.id,
    merchantId: operator.merchantId,
    action: 'operator_update',
    target: `operator:${operator.id}`,
    detail: {
      password: 'changed',
      by: 'command line',
      ...(input.resetTwoFactor ? { twoFactor: 'reset' } : {}),
      ...(input.activate && !operator.isActive ? { isActive: true } : {}),
    },
    now: input.now,
  });
  return { password, isActive: operator.isActive || input.activate };
}
