import { roleTable } from '@khela/contracts';
import type {
  CreateOperator,
  OperatorAccount,
  OperatorActionCode,
  OperatorActionEntry,
  OperatorRole,
  Operator,
  UpdateOperator,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { hashPassword } from '../../../lib/passwords';
import type { Executor } from '../../../db/database';
import { hashToken } from '../../../lib/tokens';
import type { ActionLogFilter, OpsRepository } from './ops.repository';
import { createOpsSignIn, operatorOf, type OperatorRow, type SignInCaptcha } from './sign-in';
import type { TwoFactorRepository } from './two-factor.repository';

/** A platform operator chooses among at most this many merchants. */
const deskMerchantsMax = 500;
const sessionIdleMs = 30 * 60_000;

/** An operator may act only in these roles. */
export function requireRole(operator: Operator, roles: readonly OperatorRole[]): void {
  if (!roles.includes(operator.role)) throw new AppError('forbidden');
}

/** Only the platform's owner (an owner of no merchant) may: the platform desk, the outbox. */
export function requirePlatformOwner(actor: OperatorScope): void {
  if (actor.scope !== null || actor.operator.role !== 'owner') throw new AppError('forbidden');
}

export type { SignInCaptcha } from './sign-in';

/** The merchant a desk works on. */
export interface DeskMerchantRow {
  id: string;
  code: string;
  name: string;
  currency: string;
  /** The IANA zone the merchant's site shows times in (and its desks schedule in). */
  timeZone: string;
  status: 'active' | 'suspended';
}

/** A decision for the action log. */
export interface AuditEntry {
  merchantId: string | null;
  action: OperatorActionCode;
  target: string;
  detail: object;
}

function accountOf(row: OperatorRow & { isActive: boolean; createdAt: Date }): OperatorAccount {
  return {
    ...operatorOf(row),
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Back-office sign-in and sessions. */
export function createOpsService(deps: {
  repository: OpsRepository;
  twoFactorRepository: TwoFactorRepository;
  captcha: SignInCaptcha;
  clock: Clock;
}) {
  async function authenticate(token: string | undefined): Promise<Operator> {
    if (!token) throw new AppError('unauthorized');
    const now = deps.clock.now();
    const idleSince = new Date(now.getTime() - sessionIdleMs);
    const session = await deps.repository.touchSession(hashToken(token), now, idleSince);
    if (!session) throw new AppError('unauthorized');
    const operator = await deps.repository.findOperatorById(session.operatorId);
    if (!operator || !operator.isActive) throw new AppError('unauthorized');
    return operatorOf(operator);
  }

  /** Logs a money or member action; inside the caller's transaction when given one. */
  function audit(operator: Operator, values: AuditEntry, executor?: Executor) {
    return deps.repository.insertAction(
      {
        operatorId: operator.id,
        merchantId: values.merchantId,
        action: values.action,
        target: values.target,
        detail: { ...values.detail },
        now: deps.clock.now(),
      },
      executor,
    );
  }

  const signIn = createOpsSignIn({ ...deps, audit });

  return {
    ...signIn,

    authenticate,

    /** The operator of a token and the merchant it may act for. */
    async scopeOf(token: string | undefined): Promise<OperatorScope> {
      const operator = await authenticate(token);
      if (operator.twoFactor === 'required') throw new AppError('two_factor_enrolment_required');
      if (operator.merchantCode === null) return { operator, scope: null };
      const merchant = await deps.repository.deskMerchant({ code: operator.merchantCode });
      if (!merchant) throw new AppError('forbidden');
      // A suspended merchant's operators wait with it; the platform's own keep working.
      if (merchant.status === 'suspended') throw new AppError('merchant_suspended');
      return { operator, scope: merchant.id };
    },

    audit,

    async actions(
      { operator, scope }: OperatorScope,
      filter: ActionLogFilter,
    ): Promise<OperatorActionEntry[]> {
      requireRole(operator, roleTable.manageOperators);
      const rows = await deps.repository.actions(scope, filter);
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
    },

    async operators({ operator, scope }: OperatorScope): Promise<OperatorAccount[]> {
      requireRole(operator, roleTable.manageOperators);
      const rows = await deps.repository.operators(scope);
      return rows.map(accountOf);
    },

    /** A new operator of the admin's own merchant; only an owner makes owners. */
    async createOperator(actor: OperatorScope, input: CreateOperator): Promise<OperatorAccount> {
      requireRole(actor.operator, roleTable.manageOperators);
      if (input.role === 'owner' && actor.operator.role !== 'owner') {
        throw new AppError('forbidden');
      }
      const id = await deps.repository.insertOperator({
        merchantId: actor.scope,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        now: deps.clock.now(),
      });
      if (!id) throw new AppError('operator_taken', { field: 'username' });
      await audit(actor.operator, {
        merchantId: actor.scope,
        action: 'operator_create',
        target: `operator:${id}`,
        detail: { username: input.username, role: input.role },
      });
      const created = (await deps.repository.operators(actor.scope)).find((row) => row.id === id);
      if (!created) throw new Error(`operator ${id} vanished`);
      return accountOf(created);
    },

    /**
     * A new role, (de)activation, password or authenticator reset for another operator of the
     * same merchant. A deactivated, re-passworded or reset operator is signed out everywhere. Nobody changes themself
     * here (no locking oneself out), and only an owner touches owners.
     */
    async updateOperator(actor: OperatorScope, id: string, input: UpdateOperator) {
      requireRole(actor.operator, roleTable.manageOperators);
      if (id === actor.operator.id) throw new AppError('forbidden');
      const target = (await deps.repository.operators(actor.scope)).find((row) => row.id === id);
      if (!target) throw new AppError('not_found');
      const touchesOwner = target.role === 'owner' || input.role === 'owner';
      if (touchesOwner && actor.operator.role !== 'owner') throw new AppError('forbidden');
      const columns = {
        ...(input.role ? { role: input.role } : {}),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      };
      if (Object.keys(columns).length > 0) {
        await deps.repository.updateOperator(id, actor.scope, columns, deps.clock.now());
      }
      if (input.resetTwoFactor) await signIn.twoFactor.reset(id);
      if (input.isActive === false || input.password || input.resetTwoFactor) {
        await deps.repository.deleteSessionsOf(id);
      }
      await audit(actor.operator, {
        merchantId: actor.scope,
        action: 'operator_update',
        target: `operator:${id}`,
        detail: {
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          ...(input.password ? { password: 'changed' } : {}),
          ...(input.resetTwoFactor ? { twoFactor: 'reset' } : {}),
        },
      });
    },

    /**
     * Whether an operator had its account and its present password before an instant: a
     * second approval counts only from someone who was already there (not an account an
     * admin just made or re-passworded to approve its own request).
     */
    async wasEstablishedBefore(operator: Operator, instant: Date): Promise<boolean> {
      const since = await deps.repository.credentialsSince(operator.id);
      if (!since) return false;
      return new Date(since.createdAt) < instant && new Date(since.passwordChangedAt) < instant;
    },

    /** The merchants an operator may open a desk for: its own, or all for a platform one. */
    async deskMerchants(actor: OperatorScope): Promise<DeskMerchantRow[]> {
      if (actor.scope === null) return deps.repository.deskMerchants(deskMerchantsMax);
      const own = await deps.repository.deskMerchant({ id: actor.scope });
      return own ? [own] : [];
    },

    /**
     * The merchant a desk call acts on: a merchant's operator acts on its own (naming another
     * is not found), a platform operator must name one.
     */
    async deskMerchant(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<DeskMerchantRow> {
      if (actor.scope !== null) {
        const own = await deps.repository.deskMerchant({ id: actor.scope });
        if (!own || (code !== undefined && code !== own.code)) throw new AppError('not_found');
        return own;
      }
      if (code === undefined) {
        throw new AppError('validation_failed', {
          fields: [translatedFieldError(language, 'merchant', 'field_required')],
        });
      }
      const named = await deps.repository.deskMerchant({ code });
      if (!named) throw new AppError('not_found');
      return named;
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
