import { roleTable } from '@khela/contracts';
import type { Adjustment, AdjustmentRequest, LedgerEntry, MemberSummary } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dayMs } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import type { Executor } from '../../../db/database';
import type { LedgerService } from '../ledger/ledger.service';
import type { MessageService } from '../../content';
import { requireRole, type OpsService } from '../../platform';
import { type OperatorScope } from '../../../plugins/operator-auth';
import type { WalletService } from '../wallet/wallet.service';
import type { MemberDeskRepository } from './member-desk.repository';

const searchMax = 50;
const ledgerPage = 50;

type MemberRow = NonNullable<Awaited<ReturnType<MemberDeskRepository['byId']>>>;
type AdjustmentRow = NonNullable<Awaited<ReturnType<MemberDeskRepository['lockAdjustment']>>>;

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    username: row.username,
    mobile: row.mobileNum,
    payeeName: row.payeeName,
    isAgent: row.isAgent,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    balance: wire(row.balanceMinor, row.currency),
    held: wire(row.heldMinor, row.currency),
    currency: row.currency,
  };
}

/**
 * The back office's member desk: look members up with their balances and ledger,
 * and adjust a balance by hand — always with a reason, logged; at or above the merchant's
 * threshold it waits for a second, different operator.
 */
export function createMemberDeskService(deps: {
  db: Db;
  repository: MemberDeskRepository;
  ledger: LedgerService;
  wallet: WalletService;
  messages: MessageService;
  ops: OpsService;
  clock: Clock;
}) {
  async function member(actor: OperatorScope, id: string): Promise<MemberRow> {
    const row = await deps.repository.byId(actor.scope, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The member's wallet and the house adjustment account, read before a transaction. */
  async function accountsOf(row: { merchantId: string; memberId: string; currency: string }) {
    const [wallet, house] = await Promise.all([
      deps.ledger.account({
        merchantId: row.merchantId,
        kind: 'player',
        memberId: row.memberId,
        currency: row.currency,
      }),
      deps.ledger.houseAccount(row.merchantId, 'adjustment', row.currency, row.memberId),
    ]);
    return { wallet, house };
  }

  /** The credit or debit of an adjustment, its message and its log line, in `trx`. */
  async function apply(
    trx: Executor,
    actor: OperatorScope,
    row: AdjustmentRow,
    decidedBy: string | null,
    { wallet, house }: { wallet: string; house: string },
  ) {
    const isCredit = row.direction === 'credit';
    const moved = await deps.ledger.transfer(
      {
        merchantId: row.merchantId,
        debitAccountId: isCredit ? house : wallet,
        creditAccountId: isCredit ? wallet : house,
        amountMinor: BigInt(row.amountMinor),
        kind: 'adjustment',
        reference: `adjustment:${row.id}`,
        idempotencyKey: `adjustment:${row.id}`,
      },
      trx,
    );
    const now = deps.clock.now();
    await deps.repository.decideAdjustment(trx, row.id, {
      status: 'applied',
      decidedBy,
      decidedAt: now,
      transferId: moved.transferId,
    });
    await deps.messages.send(
      {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: isCredit ? 'adjustment_credit' : 'adjustment_debit',
        params: {
          amount: wire(row.amountMinor, row.currency),
          currency: row.currency,
          reason: row.reason,
        },
        now,
      },
      trx,
    );
    await deps.ops.audit(
      actor.operator,
      {
        merchantId: row.merchantId,
        action: 'adjustment_apply',
        target: `member:${row.memberId}`,
        detail: {
          adjustmentId: row.id,
          direction: row.direction,
          amountMinor: row.amountMinor,
          reason: row.reason,
          transferId: moved.transferId,
        },
      },
      trx,
    );
  }

  async function adjustment(actor: OperatorScope, id: string): Promise<Adjustment> {
    const found = await deps.repository.adjustment(actor.scope, id);
    if (!found) throw new AppError('not_found');
    return toAdjustment(found);
  }

  function toAdjustment(
    row: Awaited<ReturnType<MemberDeskRepository['adjustments']>>[number],
  ): Adjustment {
    return {
      id: row.id,
      memberId: row.memberId,
      username: row.username,
      direction: row.direction,
      amount: wire(row.amountMinor, row.currency),
      currency: row.currency,
      reason: row.reason,
      status: row.status,
      requestedBy: row.requester,
      requestedAt: new Date(row.requestedAt).toISOString(),
      decidedBy: row.decider,
    };
  }

  /** Decides an adjustment waiting for a second operator; the requester cannot. */
  async function decide(actor: OperatorScope, id: string, isApproved: boolean) {
    requireRole(actor.operator, roleTable.finance);
    const current = await deps.repository.adjustment(actor.scope, id);
    if (!current) throw new AppError('not_found');
    const isEstablished = await deps.ops.wasEstablishedBefore(
      actor.operator,
      new Date(current.requestedAt),
    );
    if (!isEstablished) throw new AppError('second_operator_required');
    const accounts = await accountsOf(current);
    await deps.db.transaction().execute(async (trx) => {
      const row = await deps.repository.lockAdjustment(trx, id, actor.scope);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'awaiting_approval') throw new AppError('adjustment_closed');
      if (row.requestedBy === actor.operator.id) throw new AppError('second_operator_required');
      if (isApproved) return apply(trx, actor, row, actor.operator.id, accounts);
      await deps.repository.decideAdjustment(trx, row.id, {
        status: 'rejected',
        decidedBy: actor.operator.id,
        decidedAt: deps.clock.now(),
        transferId: null,
      });
      await deps.ops.audit(
        actor.operator,
        {
          merchantId: row.merchantId,
          action: 'adjustment_reject',
          target: `member:${row.memberId}`,
          detail: { adjustmentId: row.id },
        },
        trx,
      );
    });
    return adjustment(actor, id);
  }

  return {
    async search(actor: OperatorScope, text: string): Promise<MemberSummary[]> {
      requireRole(actor.operator, roleTable.lookUpMembers);
      const rows = await deps.repository.search(actor.scope, text.trim().toLowerCase(), searchMax);
      return rows.map(toSummary);
    },

    async detail(
      actor: OperatorScope,
      id: string,
      beforeId: string | null,
    ): Promise<{ member: MemberSummary; ledger: LedgerEntry[] }> {
      requireRole(actor.operator, roleTable.lookUpMembers);
      const row = await member(actor, id);
      const entries = await deps.wallet.memberLedger(row.merchantId, row.id, beforeId, ledgerPage);
      return {
        member: toSummary(row),
        ledger: entries.map((entry) => ({
          id: entry.id,
          time: new Date(entry.createdAt).toISOString(),
          account: entry.account,
          kind: entry.kind,
          amount: wire(entry.signedMinor, row.currency),
          balanceAfter: wire(entry.balanceAfter, row.currency),
          reference: entry.reference,
        })),
      };
    },

    /**
     * A manual adjustment with its reason: applied at once below the merchant's threshold,
     * otherwise left for a second operator. Once per idempotency key.
     */
    async adjust(
      actor: OperatorScope,
      memberId: string,
      input: AdjustmentRequest,
      language: string,
    ): Promise<Adjustment> {
      requireRole(actor.operator, roleTable.finance);
      const target = await member(actor, memberId);
      const amountMinor = parseAmount(
        { language, merchant: { currency: target.currency } },
        input.amount,
      );
      /** The adjustment made before with this key: the same one, or a conflict. */
      const answerEarlier = async () => {
        const earlier = await deps.repository.byKey(target.merchantId, input.idempotencyKey);
        if (!earlier) return undefined;
        const isSame =
          earlier.memberId === target.id &&
          earlier.direction === input.direction &&
          BigInt(earlier.amountMinor) === amountMinor;
        if (!isSame) throw new AppError('idempotency_conflict');
        return adjustment(actor, earlier.id);
      };
      const earlier = await answerEarlier();
      if (earlier) return earlier;
      // The threshold holds for what one operator gives or takes from one member in a day,
      // so one large adjustment cannot pass as many small ones.
      const rules = await deps.wallet.rules(target.merchantId);
      const recentMinor = await deps.repository.recentTotal({
        merchantId: target.merchantId,
        memberId: target.id,
        requestedBy: actor.operator.id,
        since: new Date(deps.clock.now().getTime() - dayMs),
      });
      const needsSecond = recentMinor + amountMinor >= BigInt(rules.adjustmentDualMinor);
      const accounts = await accountsOf({ ...target, memberId: target.id });
      const id = await deps.db.transaction().execute(async (trx) => {
        const created = await deps.repository.insertAdjustment(trx, {
          merchantId: target.merchantId,
          memberId: target.id,
          direction: input.direction,
          amountMinor,
          currency: target.currency,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
          requestedBy: actor.operator.id,
          now: deps.clock.now(),
        });
        // The same key raced this request and won: answered below.
        if (!created) return null;
        const row = await deps.repository.lockAdjustment(trx, created, null);
        if (!row) throw new Error(`adjustment ${created} vanished`);
        if (needsSecond) {
          await deps.ops.audit(
            actor.operator,
            {
              merchantId: row.merchantId,
              action: 'adjustment_request',
              target: `member:${row.memberId}`,
              detail: {
                adjustmentId: row.id,
                direction: row.direction,
                amountMinor: row.amountMinor,
                reason: row.reason,
              },
            },
            trx,
          );
        } else {
          await apply(trx, actor, row, null, accounts);
        }
        return created;
      });
      if (id === null) {
        const winner = await answerEarlier();
        if (!winner) throw new AppError('idempotency_conflict');
        return winner;
      }
      return adjustment(actor, id);
    },

    async adjustments(
      actor: OperatorScope,
      status: 'awaiting_approval' | 'applied' | 'rejected',
    ): Promise<Adjustment[]> {
      requireRole(actor.operator, roleTable.finance);
      const rows = await deps.repository.adjustments(actor.scope, status);
      return rows.map(toAdjustment);
    },

    approve: (actor: OperatorScope, id: string) => decide(actor, id, true),
    reject: (actor: OperatorScope, id: string) => decide(actor, id, false),
  };
}

export type MemberDeskService = ReturnType<typeof createMemberDeskService>;
