import { roleTable } from '@khela/contracts';
import type {
  CreateOperator,
  OperatorAccount,
  OperatorActionCode,
  OperatorActionEntry,
  OperatorRole,
  OpsLogin,
  Operator,
  UpdateOperator,
} from '@khela/contracts';
import type { Clock } from '../../../lib/clock';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { AppError } from '../../../lib/errors';
import { translatedFieldError } from '../../../lib/messages';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import type { Executor } from '../../../db/database';
import { hashToken, newToken } from '../../../lib/tokens';
import type { ActionLogFilter, OpsRepository } from './ops.repository';

const sessionAbsoluteMs = 12 * 60 * 60_000;
/** A platform operator chooses among at most this many merchants. */
const deskMerchantsMax = 500;
const sessionIdleMs = 30 * 60_000;
/** Failures older than this no longer count towards a sign-in's delay. */
const signInWindowMs = 30 * 60_000;
/** Failures an account may make before each try waits, and an address (several desks). */
const accountFreeFailures = 3;
const addressFreeFailures = 10;
/** The longest wait between tries: doubling from a second, it stops at 15 minutes. */
const signInDelayMaxMs = 15 * 60_000;

/** How long the next try waits after `failures` failures, `free` of them without a wait. */
export function signInDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** (failures - free), signInDelayMaxMs);
}

/** Where and with what a sign-in was tried. */
export interface SignInMeta {
  address: string;
  userAgent: string;
}

/** An operator may act only in these roles. */
export function requireRole(operator: Operator, roles: readonly OperatorRole[]): void {
  if (!roles.includes(operator.role)) throw new AppError('forbidden');
}

/** The merchant a desk works on. */
export interface DeskMerchantRow {
  id: string;
  code: string;
  name: string;
  currency: string;
  /** The IANA zone the merchant's site shows times in (and its desks schedule in). */
  timeZone: string;
}

/** Back-office sign-in and sessions. */
export function createOpsService(deps: { repository: OpsRepository; clock: Clock }) {
  async function authenticate(token: string | undefined): Promise<Operator> {
    if (!token) throw new AppError('unauthorized');
    const now = deps.clock.now();
    const idleSince = new Date(now.getTime() - sessionIdleMs);
    const session = await deps.repository.touchSession(hashToken(token), now, idleSince);
    if (!session) throw new AppError('unauthorized');
    const operator = await deps.repository.findOperatorById(session.operatorId);
    if (!operator || !operator.isActive) throw new AppError('unauthorized');
    const { id, username, role, merchantCode } = operator;
    return { id, username, role, merchantCode };
  }

  /** Logs a money or member action; inside the caller's transaction when given one. */
  function audit(
    operator: Operator,
    values: {
      merchantId: string | null;
      action: OperatorActionCode;
      target: string;
      detail: object;
    },
    executor?: Executor,
  ) {
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

  /** How long a sign-in of this username from this address must still wait (0: none). */
  async function signInWaitMs(username: string, address: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - signInWindowMs);
    const failures = await deps.repository.signInFailures(username, address, since);
    const readyAt = (last: Date | null, delayMs: number) =>
      last === null ? 0 : new Date(last).getTime() + delayMs;
    const ready = Math.max(
      readyAt(failures.account.lastAt, signInDelayMs(failures.account.count, accountFreeFailures)),
      readyAt(failures.address.lastAt, signInDelayMs(failures.address.count, addressFreeFailures)),
    );
    return Math.max(0, ready - now.getTime());
  }

  /** A known operator's sign-in, or failed try, in the action log. */
  function logSignIn(
    operator: Operator & { merchantId: string | null },
    action: 'operator_sign_in' | 'operator_sign_in_failed',
    meta: SignInMeta,
  ) {
    return audit(operator, {
      merchantId: operator.merchantId,
      action,
      target: `operator:${operator.id}`,
      detail: { address: meta.address, userAgent: meta.userAgent },
    });
  }

  return {
    /**
     * Signs an operator in. Each try is recorded with its address and browser (and a known
     * account's in the action log); after a few failures of the account or the address, each
     * next try waits longer (a second, doubling, at most 15 minutes) and one made too soon is
     * refused whatever its password, so guessing is slow from one address or from many.
     */
    async login(input: OpsLogin, meta: SignInMeta): Promise<{ token: string; operator: Operator }> {
      const typed = input.username.toLowerCase().slice(0, 64);
      const now = deps.clock.now();
      const record = (outcome: 'success' | 'wrong' | 'throttled', operatorId: string | null) =>
        deps.repository.recordSignIn({ username: typed, operatorId, ...meta, outcome, now });
      const waitMs = await signInWaitMs(typed, meta.address, now);
      if (waitMs > 0) {
        await record('throttled', null);
        throw new AppError('too_many_requests', {
          value: { retryAfterSeconds: Math.ceil(waitMs / 1000) },
        });
      }
      const found = await deps.repository.findOperatorByUsername(typed);
      const isValid = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !isValid || !found.isActive) {
        await record('wrong', found?.id ?? null);
        if (found) await logSignIn(found, 'operator_sign_in_failed', meta);
        throw new AppError('invalid_credentials');
      }
      await record('success', found.id);
      await logSignIn(found, 'operator_sign_in', meta);
      const token = newToken();
      const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
      await deps.repository.insertSession(hashToken(token), found.id, now, expiresAt);
      const { id, username, role, merchantCode } = found;
      return { token, operator: { id, username, role, merchantCode } };
    },

    authenticate,

    /** The operator of a token and the merchant it may act for. */
    async scopeOf(token: string | undefined): Promise<OperatorScope> {
      const operator = await authenticate(token);
      if (operator.merchantCode === null) return { operator, scope: null };
      const scope = await deps.repository.merchantIdOf(operator.merchantCode);
      if (!scope) throw new AppError('forbidden');
      return { operator, scope };
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
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
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
      return { ...created, createdAt: new Date(created.createdAt).toISOString() };
    },

    /**
     * A new role, (de)activation or password for another operator of the same merchant. A
     * deactivated or re-passworded operator is signed out everywhere. Nobody changes themself
     * here (no locking oneself out), and only an owner touches owners.
     */
    async updateOperator(actor: OperatorScope, id: string, input: UpdateOperator) {
      requireRole(actor.operator, roleTable.manageOperators);
      if (id === actor.operator.id) throw new AppError('forbidden');
      const target = (await deps.repository.operators(actor.scope)).find((row) => row.id === id);
      if (!target) throw new AppError('not_found');
      const touchesOwner = target.role === 'owner' || input.role === 'owner';
      if (touchesOwner && actor.operator.role !== 'owner') throw new AppError('forbidden');
      await deps.repository.updateOperator(
        id,
        actor.scope,
        {
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
        },
        deps.clock.now(),
      );
      if (input.isActive === false || input.password) await deps.repository.deleteSessionsOf(id);
      await audit(actor.operator, {
        merchantId: actor.scope,
        action: 'operator_update',
        target: `operator:${id}`,
        detail: {
          ...(input.role ? { role: input.role } : {}),
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          ...(input.password ? { password: 'changed' } : {}),
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
