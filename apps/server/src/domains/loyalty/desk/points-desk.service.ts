import { hasCapability, roleTable } from '@khela/contracts';
import type {
  DeskRedemption,
  DeskRedemptionList,
  DeskReward,
  PointsDesk,
  RedemptionStatus,
  SavePointsSettings,
  SaveReward,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount, parseMinimum, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { LedgerService, TurnoverService } from '../../money';
import { createDeskAccess, type OpsService } from '../../platform';
import { createPointsDecisions } from './points-decisions';
import { createPointsDeskRepository } from './points-desk.repository';
import { betLog, earningBetPoints, writePointsSettings } from './points-settings';
import type { PointsRepository } from '../points/points.repository';
import { configView, redemptionView } from '../points/points.service';
import { pointsValue } from '../points/points.rules';

/** Who opens the points desk: those who set it up and those who decide redemptions. */
const pointsDeskRoles = [...new Set([...roleTable.pointsEdit, ...roleTable.redemptionReview])];

/**
 * The operators' points desk: the ratio table and the conversion, the mall's rewards with their
 * stock, the queue of redemptions approved (the reward paid) or rejected (the points back), and
 * what the programme owes and has cost. Every change is logged in its own transaction.
 */
export function createPointsDeskService(deps: {
  db: Db;
  points: PointsRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  ops: OpsService;
  clock: Clock;
}) {
  const repository = createPointsDeskRepository(deps.db);
  const access = createDeskAccess(deps);
  const decisions = createPointsDecisions(deps);

  /** A refused field, worded in the operator's language. */
  const refusedField = (language: string, path: string, code: 'field_required' | 'field_invalid') =>
    new AppError('validation_failed', {
      fields: [{ path, code, message: translate(language, code) }],
    });

  function rewardValues(values: SaveReward, currency: string, language: string) {
    const amountMinor =
      values.kind === 'item'
        ? null
        : parseAmount({ language, merchant: { currency } }, values.amount);
    if (Object.keys(values.texts).length === 0)
      throw refusedField(language, 'texts', 'field_required');
    return {
      kind: values.kind,
      texts: JSON.stringify(values.texts),
      points: values.points,
      amountMinor: amountMinor?.toString() ?? null,
      turnoverMultiple: values.kind === 'bonus' ? values.turnoverMultiple : 0,
      stock: values.stock,
      memberLimit: values.memberLimit,
      isActive: values.isActive,
      sortOrder: values.sortOrder,
    };
  }

  return {
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<PointsDesk> {
      const merchant = await access.merchantOf(actor, code, language, pointsDeskRoles);
      const [settings, rewards, totals] = await Promise.all([
        deps.points.settings(merchant.id),
        repository.rewards(merchant.id),
        repository.totals(merchant.id),
      ]);
      const money = (minor: string | bigint | null) => wire(minor ?? 0n, merchant.currency);
      const outstanding = totals.members + totals.held;
      return {
        config: configView(settings, merchant.currency),
        betPoints: settings.betPoints,
        rewards: rewards.map((row): DeskReward => ({
          id: row.id,
          kind: row.kind,
          texts: row.texts,
          points: row.points,
          amount: row.amountMinor === null ? null : money(row.amountMinor),
          turnoverMultiple: row.turnoverMultiple,
          stock: row.stock,
          memberLimit: row.memberLimit,
          isActive: row.isActive,
          sortOrder: row.sortOrder,
          redeemed: Number(row.approved ?? 0),
          inProcess: Number(row.inProcess ?? 0),
        })),
        liability: {
          outstanding,
          held: totals.held,
          outstandingValue: money(pointsValue(settings, outstanding)),
          issued: totals.issued,
          redeemed: totals.redeemed,
          converted: totals.converted,
          inProcess: totals.inProcess,
          cashPaid: money(totals.cashPaidMinor),
          bonusPaid: money(totals.bonusPaidMinor),
          itemsApproved: totals.itemsApproved,
        },
        canEdit: hasCapability(actor.operator.role, 'pointsEdit'),
        canReview: hasCapability(actor.operator.role, 'redemptionReview'),
      };
    },

    async saveSettings(
      actor: OperatorScope,
      code: string | undefined,
      values: SavePointsSettings,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.pointsEdit);
      const context = { language, merchant: { currency: merchant.currency } };
      const earnUnitMinor = parseAmount(context, values.earnUnit, { path: 'earnUnit' });
      const convertCashMinor = parseAmount(context, values.convertCash, { path: 'convertCash' });
      const tiers = values.tiers.map((tier, index) => {
        const min = parseMinimum(tier.minDeposit, merchant.currency);
        if (min === null)
          throw refusedField(language, `tiers.${index}.minDeposit`, 'field_invalid');
        return { merchantId: merchant.id, minDepositMinor: min.toString(), points: tier.points };
      });
      // Two tiers from the same minimum would leave the deposit's rate to chance.
      if (new Set(tiers.map((tier) => tier.minDepositMinor)).size !== tiers.length) {
        throw refusedField(language, 'tiers', 'field_invalid');
      }
      const row = {
        isEnabled: values.isEnabled,
        earnUnitMinor: earnUnitMinor.toString(),
        convertPoints: values.convertPoints,
        convertCashMinor: convertCashMinor.toString(),
        convertMinPoints: values.convertMinPoints,
        updatedAt: deps.clock.now(),
      };
      const betPoints = values.betPoints && earningBetPoints(values.betPoints);
      const log = { action: 'points_settings_save' as const, target: `merchant:${merchant.id}` };
      await access.change(
        actor,
        merchant.id,
        {
          ...log,
          detail: { ...row, tiers, ...(betPoints ? { betPoints: betLog(betPoints) } : {}) },
        },
        (trx) => writePointsSettings(trx, merchant.id, { row, tiers, betPoints }),
      );
    },

    async createReward(
      actor: OperatorScope,
      code: string | undefined,
      values: SaveReward,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.pointsEdit);
      const row = rewardValues(values, merchant.currency, language);
      let id = '';
      await access.change(
        actor,
        merchant.id,
        () => ({ action: 'point_reward_create', target: `point_reward:${id}`, detail: values }),
        async (trx) => {
          const made = await trx
            .insertInto('pointRewards')
            .values({ merchantId: merchant.id, ...row })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = made.id;
        },
      );
      return { id };
    },

    async updateReward(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      values: SaveReward,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.pointsEdit);
      const row = rewardValues(values, merchant.currency, language);
      const log = { action: 'point_reward_update' as const, target: `point_reward:${id}` };
      await access.change(actor, merchant.id, { ...log, detail: values }, async (trx) => {
        const changed = await trx
          .updateTable('pointRewards')
          .set({ ...row, updatedAt: deps.clock.now() })
          .where('id', '=', id)
          .where('merchantId', '=', merchant.id)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw new AppError('not_found');
      });
    },

    async redemptions(
      actor: OperatorScope,
      code: string | undefined,
      query: { status: RedemptionStatus; page: number },
      language: string,
    ): Promise<DeskRedemptionList> {
      const merchant = await access.merchantOf(actor, code, language, pointsDeskRoles);
      const [rows, total] = await repository.redemptions(merchant.id, query.status, query.page);
      const view = { language, fallback: language, currency: merchant.currency };
      return {
        list: rows.map((row): DeskRedemption => ({
          ...redemptionView(row, view),
          memberId: row.memberId,
          username: row.username,
          decidedBy: row.decidedByName,
        })),
        total,
      };
    },

    async approve(actor: OperatorScope, code: string | undefined, id: string, language: string) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.redemptionReview);
      await decisions.approve(actor, merchant, id);
    },

    async reject(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      reason: string,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.redemptionReview);
      await decisions.reject(actor, merchant, id, reason);
    },
  };
}

export type PointsDeskService = ReturnType<typeof createPointsDeskService>;
