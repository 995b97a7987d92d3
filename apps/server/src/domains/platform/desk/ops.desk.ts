import type { ErrorCode, OperatorActionCode, OperatorRole } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';
import { AppError } from '../../../lib/errors';
import type { Executor } from '../../../db/database';
import { requireRole, type DeskMerchantRow, type OpsService } from './ops.service';
import { type OperatorScope } from '../../../plugins/operator-auth';

/** A line of the action log a desk change writes (its operator and merchant are added). */
export interface DeskLog {
  action: OperatorActionCode;
  target: string;
  detail: object;
}

/** A change log keeps texts longer than this as their length only. */
const loggedTextMax = 200;

/** A value as the action log keeps it: long texts by their length. */
function logged(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > loggedTextMax) return { chars: value.length };
  return value;
}

/** Each value of a new row, as the action log keeps it. */
export function loggedValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, logged(value)]));
}

/**
 * Whether a field holds the same value before and after an edit: a time by its instant (either
 * side may be text), lists and plain records (a game's names) by what they hold, records in any
 * key order and without the keys that hold nothing.
 */
function isSameValue(before: unknown, after: unknown): boolean {
  if (before instanceof Date || after instanceof Date) {
    const instant = (value: unknown) =>
      value instanceof Date || typeof value === 'string' ? new Date(value).getTime() : NaN;
    return instant(before) === instant(after);
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return (
      before.length === after.length &&
      before.every((item, index) => isSameValue(item, after[index]))
    );
  }
  if (isPlainRecord(before) && isPlainRecord(after)) {
    const keysOf = (record: Record<string, unknown>) =>
      Object.keys(record).filter((key) => record[key] !== undefined);
    const keys = keysOf(before);
    return (
      keys.length === keysOf(after).length &&
      keys.every((key) => isSameValue(before[key], after[key]))
    );
  }
  return before === after;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Each changed field with its value before and after, for the action log. */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[field];
    if (!isSameValue(from, to)) changes[field] = { from: logged(from), to: logged(to) };
  }
  return changes;
}

/** How a change answers a duplicate a unique index refuses: the code, about one field. */
export interface TakenRefusal {
  code: ErrorCode;
  field: string;
}

/**
 * What every operator desk does before and around its work: check the operator's role and
 * find the merchant the call acts on, and run a change with its log line in one transaction.
 */
export function createDeskAccess(deps: {
  db: Db;
  ops: Pick<OpsService, 'deskMerchant' | 'audit'>;
}) {
  return {
    /** The merchant a desk call acts on (ops.deskMerchant), for an operator of these roles. */
    async merchantOf(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
      roles: readonly OperatorRole[],
    ): Promise<DeskMerchantRow> {
      requireRole(actor.operator, roles);
      return deps.ops.deskMerchant(actor, code, language);
    },

    /**
     * Runs a change and its log line in one transaction. With `taken`, a duplicate refused by
     * a unique index is answered with that code, about that field; otherwise the failure passes
     * as it is. A log given as a function is worded after the work (a new row's id in its
     * target).
     */
    async change(
      actor: OperatorScope,
      merchantId: string,
      log: DeskLog | (() => DeskLog),
      work: (trx: Executor) => Promise<void>,
      taken?: TakenRefusal,
    ): Promise<void> {
      try {
        await deps.db.transaction().execute(async (trx) => {
          await work(trx);
          // The log goes last: it holds the chain's lock until the commit.
          const line = typeof log === 'function' ? log() : log;
          await deps.ops.audit(actor.operator, { merchantId, ...line }, trx);
        });
      } catch (error) {
        if (taken !== undefined && isUniqueViolation(error)) {
          throw new AppError(taken.code, { field: taken.field });
        }
        throw error;
      }
    },
  };
}

export type DeskAccess = ReturnType<typeof createDeskAccess>;
