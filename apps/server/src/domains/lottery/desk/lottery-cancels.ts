import { roleTable } from '@khela/contracts';
import type { DeskLotteryCancel, DeskLotteryCancels } from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { LotteryCancelStatus } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type DeskMerchantRow, type OpsService } from '../../platform';
import type { LotteryService } from '../period/lottery.service';
import type { LotteryCancelsRepository } from './lottery-cancels.repository';

type CancelRow = NonNullable<Awaited<ReturnType<LotteryCancelsRepository['cancel']>>>;

/**
 * Cancelling a lottery period without choosing its outcome. Before betting closes one
 * operator cancels it at once; after lock, when the exposure is known, a cancellation is a
 * request with its reason that another operator — one established before it was asked —
 * approves or rejects, and that lapses if the period draws first. Either way the period's seed
 * and the sheet it would have drawn are revealed at its draw time, and the cancellation is
 * listed publicly with its reason. Every step is in the action log.
 */
export function createLotteryCancels(deps: {
  db: Db;
  repository: LotteryCancelsRepository;
  lottery: Pick<LotteryService, 'cancelPeriod' | 'refundCancelled'>;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;
  const access = createDeskAccess(deps);

  function toCancel(merchant: DeskMerchantRow, row: CancelRow): DeskLotteryCancel {
    return {
      id: row.id,
      gameId: row.gameId,
      gameNames: row.names,
      numero: row.numero,
      periodId: row.periodId,
      locksAt: new Date(row.locksAt).toISOString(),
      drawsAt: new Date(row.drawsAt).toISOString(),
      reason: row.reason,
      isAfterLock: row.isAfterLock,
      status: row.status,
      requestedBy: row.requestedBy,
      requestedAt: new Date(row.requestedAt).toISOString(),
      decidedBy: row.decidedBy,
      decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
      tickets: row.tickets,
      stakes: wire(row.stakesMinor, merchant.currency),
      exposure: wire(row.exposureMinor, merchant.currency),
    };
  }

  async function answer(merchant: DeskMerchantRow, id: string): Promise<DeskLotteryCancel> {
    const row = await repository.cancel(merchant.id, id);
    if (!row) throw new AppError('not_found');
    return toCancel(merchant, row);
  }

  /** The refunds start at once once a cancel commits; the minute job finishes any cut short. */
  async function refundNow(): Promise<void> {
    await deps.lottery.refundCancelled().catch(() => 0);
  }

  return {
    /**
     * Cancels a period not drawn yet (before lock), or asks another operator to (after it).
     * Answers the cancellation: approved, or pending.
     */
    async cancel(
      actor: OperatorScope,
      code: string | undefined,
      periodId: string,
      reason: string,
      language: string,
    ): Promise<DeskLotteryCancel> {
      const merchant = await access.merchantOf(actor, code, language, roleTable.lotterySetup);
      let id = '';
      let isAfterLock = false;
      let target = '';
      await access.change(
        actor,
        merchant.id,
        () => ({
          action: isAfterLock ? 'lottery_period_cancel_request' : 'lottery_period_cancel',
          target,
          detail: { reason, cancelId: id },
        }),
        async (trx) => {
          const period = await repository.lockPeriod(trx, merchant.id, periodId);
          if (!period) throw new AppError('not_found');
          if (period.status !== 'open') throw new AppError('lottery_period_drawn');
          const now = deps.clock.now();
          target = `lottery:${period.gameId}:${period.numero}`;
          isAfterLock = now >= new Date(period.locksAt);
          if (!isAfterLock)
            await deps.lottery.cancelPeriod(trx, { merchantId: merchant.id, periodId, reason });
          id = await repository.insert(trx, {
            merchantId: merchant.id,
            periodId,
            reason,
            isAfterLock,
            status: isAfterLock ? 'pending' : 'approved',
            requestedBy: actor.operator.id,
            requestedAt: now,
            decidedBy: isAfterLock ? null : actor.operator.id,
            decidedAt: isAfterLock ? null : now,
          });
        },
        { code: 'lottery_cancel_pending', field: 'reason' },
      );
      if (!isAfterLock) await refundNow();
      return answer(merchant, id);
    },

    /**
     * Approves (the period is cancelled, its stakes refunded) or rejects a cancellation asked
     * after lock: by another operator than the one who asked, established before it was asked.
     */
    async decide(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      isApproved: boolean,
      language: string,
    ): Promise<DeskLotteryCancel> {
      const merchant = await access.merchantOf(actor, code, language, roleTable.lotterySetup);
      const current = await repository.cancel(merchant.id, id);
      if (!current) throw new AppError('not_found');
      const isEstablished = await deps.ops.wasEstablishedBefore(
        actor.operator,
        new Date(current.requestedAt),
      );
      if (!isEstablished) throw new AppError('second_operator_required');
      await access.change(
        actor,
        merchant.id,
        {
          action: isApproved ? 'lottery_period_cancel_approve' : 'lottery_period_cancel_reject',
          target: `lottery:${current.gameId}:${current.numero}`,
          detail: { reason: current.reason, cancelId: id },
        },
        async (trx) => {
          // The period first, as a draw locks it: the draw skips it, or this waits for the draw.
          await repository.lockPeriod(trx, merchant.id, current.periodId);
          const row = await repository.lockCancel(trx, merchant.id, id);
          if (!row || row.status !== 'pending') throw new AppError('lottery_cancel_closed');
          if (row.requestedBy === actor.operator.id) {
            throw new AppError('second_operator_required');
          }
          if (isApproved) {
            const values = { merchantId: merchant.id, periodId: row.periodId, reason: row.reason };
            if (!(await deps.lottery.cancelPeriod(trx, values))) {
              throw new AppError('lottery_cancel_closed');
            }
          }
          await repository.decide(trx, id, {
            status: isApproved ? 'approved' : 'rejected',
            decidedBy: actor.operator.id,
            decidedAt: deps.clock.now(),
          });
        },
      );
      if (isApproved) await refundNow();
      return answer(merchant, id);
    },

    /** The merchant's cancellations: pending first, then the latest. */
    async list(
      actor: OperatorScope,
      code: string | undefined,
      status: LotteryCancelStatus | undefined,
      language: string,
    ): Promise<DeskLotteryCancels> {
      const merchant = await access.merchantOf(actor, code, language, roleTable.lotteryDesk);
      const rows = await repository.cancels(merchant.id, status);
      return { items: rows.map((row) => toCancel(merchant, row)) };
    },
  };
}

export type LotteryCancels = ReturnType<typeof createLotteryCancels>;
