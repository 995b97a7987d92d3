import type { Db, Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { LedgerService, TurnoverService } from '../../money';
import type { DeskMerchantRow, OpsService } from '../../platform';
import { promotionsPurpose } from '../promotion/promotion.credit';
import type { PointsRepository } from '../points/points.repository';
import { pointsPurpose } from '../points/points.service';

/**
 * Deciding a redemption in process, in one transaction with its log line: approving spends its
 * held points and pays the reward (cash from the house's points account; a bonus from the
 * promotions account with its turnover; an item is delivered by hand); rejecting gives the
 * points back (and its unit of stock, which only redemptions not rejected take). A redemption
 * is decided once.
 */
export function createPointsDecisions(deps: {
  db: Db;
  points: PointsRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  ops: OpsService;
  clock: Clock;
}) {
  async function lockOpen(trx: Executor, merchantId: string, id: string) {
    const row = await trx
      .selectFrom('pointRedemptions')
      .selectAll()
      .where('id', '=', id)
      .where('merchantId', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    if (row.status !== 'in_process') throw new AppError('redemption_closed');
    return row;
  }

  /** The reward's money, when it has any: the transfer's id. */
  async function pay(
    trx: Executor,
    merchant: DeskMerchantRow,
    row: {
      id: string;
      memberId: string;
      kind: string;
      amountMinor: string | null;
      turnoverMultiple: number;
    },
  ): Promise<string | null> {
    if (row.kind === 'item' || row.amountMinor === null) return null;
    const amountMinor = BigInt(row.amountMinor);
    const purpose = row.kind === 'cash' ? pointsPurpose : promotionsPurpose;
    const { id: merchantId, currency } = merchant;
    const [houseId, walletId] = await Promise.all([
      deps.ledger.houseAccount(merchantId, purpose, currency, row.memberId, trx),
      deps.ledger.account({ merchantId, kind: 'player', memberId: row.memberId, currency }, trx),
    ]);
    const key = `points:redemption:${row.id}`;
    const moved = await deps.ledger.transfer(
      {
        merchantId,
        debitAccountId: houseId,
        creditAccountId: walletId,
        amountMinor,
        kind: row.kind === 'cash' ? 'points_cash' : 'bonus',
        reference: key,
        idempotencyKey: key,
      },
      trx,
    );
    if (row.kind === 'bonus') {
      await deps.turnover.require(
        {
          merchantId,
          memberId: row.memberId,
          source: 'bonus',
          reference: key,
          requiredMinor: amountMinor * BigInt(row.turnoverMultiple),
        },
        trx,
      );
    }
    return moved.transferId;
  }

  return {
    async approve(actor: OperatorScope, merchant: DeskMerchantRow, id: string) {
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockOpen(trx, merchant.id, id);
        const [heldId, redeemedId] = await Promise.all([
          deps.points.account(trx, merchant.id, 'held', null),
          deps.points.account(trx, merchant.id, 'redeemed', null),
        ]);
        const spent = await deps.points.move(trx, {
          merchantId: merchant.id,
          debitAccountId: heldId,
          creditAccountId: redeemedId,
          points: row.points,
          memberId: row.memberId,
          type: 'spend',
          amountMinor: null,
          remark: '',
          reference: `redemption:${row.id}`,
          idempotencyKey: `spend:${row.id}`,
        });
        if (spent.outcome !== 'new')
          throw new Error(`redemption ${row.id}: held points ${spent.outcome}`);
        const transferId = await pay(trx, merchant, row);
        await trx
          .updateTable('pointRedemptions')
          .set({
            status: 'approved',
            transferId,
            decidedBy: actor.operator.id,
            decidedAt: deps.clock.now(),
          })
          .where('id', '=', row.id)
          .execute();
        const detail = { memberId: row.memberId, points: row.points, transferId };
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: merchant.id,
            action: 'point_redemption_approve',
            target: `point_redemption:${row.id}`,
            detail,
          },
          trx,
        );
      });
    },

    async reject(actor: OperatorScope, merchant: DeskMerchantRow, id: string, reason: string) {
      await deps.db.transaction().execute(async (trx) => {
        const row = await lockOpen(trx, merchant.id, id);
        // The reward before the points, in the order a redemption locks them.
        await trx
          .selectFrom('pointRewards')
          .select('id')
          .where('id', '=', row.rewardId)
          .forUpdate()
          .execute();
        const [heldId, memberAccountId] = await Promise.all([
          deps.points.account(trx, merchant.id, 'held', null),
          deps.points.account(trx, merchant.id, 'member', row.memberId),
        ]);
        const back = await deps.points.move(trx, {
          merchantId: merchant.id,
          debitAccountId: heldId,
          creditAccountId: memberAccountId,
          points: row.points,
          memberId: row.memberId,
          type: 'refund',
          amountMinor: null,
          remark: reason,
          reference: `redemption:${row.id}`,
          idempotencyKey: `refund:${row.id}`,
        });
        if (back.outcome !== 'new') throw new Error(`redemption ${row.id}: refund ${back.outcome}`);
        await trx
          .updateTable('pointRedemptions')
          .set({
            status: 'rejected',
            reason,
            decidedBy: actor.operator.id,
            decidedAt: deps.clock.now(),
          })
          .where('id', '=', row.id)
          .execute();
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: merchant.id,
            action: 'point_redemption_reject',
            target: `point_redemption:${row.id}`,
            detail: { memberId: row.memberId, points: row.points, reason },
          },
          trx,
        );
      });
    },
  };
}
