import type {
  ConvertPointsAnswer,
  ErrorCode,
  ConvertPointsRequest,
  PointBalance,
  PointConfig,
  PointReward,
  PointsRecordList,
  PointsRecordType,
  RedeemRequest,
  Redemption,
  RedemptionList,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { PointRedemptionsTable, PointRewardText } from '../../../db/schema';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { isUniqueViolation } from '../../../db/refusals';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { LedgerService } from '../../money';
import type { Selectable } from 'kysely';
import type { PointsRepository, PointsSettings } from './points.repository';
import { convertedCash, pointsValue } from './points.rules';

/** The house account that pays cash rewards and conversions. */
export const pointsPurpose = 'points';

/** The payment password, checked before points are spent (identity's security). */
export interface PaymentPasswordCheck {
  checkPaymentPassword(
    context: RequestContext,
    member: SignedInMember,
    paymentPassword: string,
  ): Promise<void>;
}

/** How a site request reads a redemption: its language, the merchant's, its currency. */
function viewOf(context: RequestContext) {
  const { currency, defaultLanguage } = context.merchant;
  return { language: context.language, fallback: defaultLanguage, currency };
}

/** A reward's words in the language asked for, else the merchant's, else any it has. */
export function textOf(
  texts: Record<string, PointRewardText>,
  language: string,
  fallback: string,
): PointRewardText {
  return (
    texts[language] ?? texts[fallback] ?? Object.values(texts)[0] ?? { name: '', description: '' }
  );
}

/** A redemption as its member reads it. */
export function redemptionView(
  row: Selectable<PointRedemptionsTable>,
  view: { language: string; fallback: string; currency: string },
): Redemption {
  const { currency, fallback } = view;
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName: textOf(row.texts, view.language, fallback).name,
    kind: row.kind,
    points: row.points,
    amount: row.amountMinor === null ? null : wire(row.amountMinor, currency),
    status: row.status,
    reason: row.reason,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The settings as the site reads them. */
export function configView(settings: PointsSettings, currency: string): PointConfig {
  return {
    isEnabled: settings.isEnabled,
    currency,
    earnUnit: wire(settings.earnUnitMinor, currency),
    tiers: settings.tiers.map((tier) => ({
      minDeposit: wire(tier.minDepositMinor, currency),
      points: tier.points,
    })),
    convertPoints: settings.convertPoints,
    convertCash: wire(settings.convertCashMinor, currency),
    convertMinPoints: settings.convertMinPoints,
    betPoints: settings.betPoints,
  };
}

/** What a redemption refused answers, by points_redeem's outcome. */
const redeemRefusals: Record<string, ErrorCode> = {
  conflict: 'idempotency_conflict',
  unavailable: 'points_unavailable',
  out_of_stock: 'points_out_of_stock',
  limit: 'points_limit_reached',
  address: 'points_address_required',
  insufficient: 'points_insufficient',
};

/**
 * A member's points: the programme's rules, their balance and record, the mall's rewards and
 * redeeming one (held until an operator decides), and converting points to cash at once.
 */
export function createPointsService(deps: {
  db: Db;
  repository: PointsRepository;
  ledger: LedgerService;
  security: PaymentPasswordCheck;
  clock: Clock;
}) {
  const { repository } = deps;

  async function enabledSettings(merchantId: string) {
    const settings = await repository.settings(merchantId);
    if (!settings.isEnabled) throw new AppError('points_unavailable');
    return settings;
  }

  return {
    async config(context: RequestContext): Promise<PointConfig> {
      const settings = await repository.settings(context.merchant.id);
      return configView(settings, context.merchant.currency);
    },

    async balance(context: RequestContext, member: SignedInMember): Promise<PointBalance> {
      const [settings, balance] = await Promise.all([
        repository.settings(context.merchant.id),
        repository.balance(context.merchant.id, member.id),
      ]);
      const { currency } = context.merchant;
      return { ...balance, value: wire(pointsValue(settings, balance.points), currency), currency };
    },

    async rewards(context: RequestContext, member: SignedInMember): Promise<PointReward[]> {
      const { id, currency, defaultLanguage } = context.merchant;
      const settings = await repository.settings(id);
      if (!settings.isEnabled) return [];
      const rows = await repository.rewards(id, member.id);
      return rows.map((row) => {
        const text = textOf(row.texts, context.language, defaultLanguage);
        return {
          id: row.id,
          kind: row.kind,
          name: text.name,
          description: text.description,
          points: row.points,
          amount: row.amountMinor === null ? null : wire(row.amountMinor, currency),
          turnoverMultiple: row.turnoverMultiple,
          stockLeft: row.stock === null ? null : Math.max(0, row.stock - Number(row.taken ?? 0)),
          memberLimit: row.memberLimit,
          memberRedeemed: Number(row.memberRedeemed ?? 0),
        };
      });
    },

    /** Redeems a reward: its points held and the redemption in process, once per request id. */
    async redeem(
      context: RequestContext,
      member: SignedInMember,
      input: RedeemRequest,
    ): Promise<Redemption> {
      await enabledSettings(context.merchant.id);
      await deps.security.checkPaymentPassword(context, member, input.paymentPassword);
      const answer = await deps.db
        .transaction()
        .execute((trx) =>
          repository.redeem(trx, {
            merchantId: context.merchant.id,
            memberId: member.id,
            rewardId: input.rewardId,
            requestId: input.requestId,
            address: input.address ?? null,
            at: deps.clock.now(),
          }),
        )
        .catch((error: unknown) => {
          // The same request id sent at once for two rewards: one of them took it.
          if (isUniqueViolation(error)) throw new AppError('idempotency_conflict');
          throw error;
        });
      const code = redeemRefusals[answer.outcome];
      if (code || !answer.redemptionId) throw new AppError(code ?? 'points_unavailable');
      const row = await repository.redemption(answer.redemptionId);
      if (!row) throw new AppError('not_found');
      return redemptionView(row, viewOf(context));
    },

    async redemptions(
      context: RequestContext,
      member: SignedInMember,
      query: { page: number; size: number; status?: string },
    ): Promise<RedemptionList> {
      const [rows, total] = await repository.redemptionsOf(member.id, query);
      return {
        list: rows.map((row) => redemptionView(row, viewOf(context))),
        total: Number(total.n),
      };
    },

    /** Converts points to cash at the merchant's rate, once per request id. */
    async convert(
      context: RequestContext,
      member: SignedInMember,
      input: ConvertPointsRequest,
    ): Promise<ConvertPointsAnswer> {
      const { id: merchantId, currency } = context.merchant;
      const settings = await enabledSettings(merchantId);
      const cashMinor = convertedCash(settings, input.points);
      if (cashMinor === undefined || cashMinor <= 0n) {
        throw new AppError('points_convert_invalid', {
          params: { min: settings.convertMinPoints, step: settings.convertPoints },
        });
      }
      await deps.security.checkPaymentPassword(context, member, input.paymentPassword);
      const [houseId, walletId] = await Promise.all([
        deps.ledger.houseAccount(merchantId, pointsPurpose, currency, member.id),
        deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
      ]);
      const key = `convert:${member.id}:${input.requestId}`;
      // The wallet first, then the points: a deposit locks them in this order too.
      return deps.db.transaction().execute(async (trx) => {
        const paid = await deps.ledger.transfer(
          {
            merchantId,
            debitAccountId: houseId,
            creditAccountId: walletId,
            amountMinor: cashMinor,
            kind: 'points_cash',
            reference: `points:${key}`,
            idempotencyKey: `points:${key}`,
          },
          trx,
        );
        const [fromId, toId] = await Promise.all([
          repository.account(trx, merchantId, 'member', member.id),
          repository.account(trx, merchantId, 'converted', null),
        ]);
        const moved = await repository.move(trx, {
          merchantId,
          debitAccountId: fromId,
          creditAccountId: toId,
          points: input.points,
          memberId: member.id,
          type: 'convert',
          amountMinor: cashMinor,
          remark: '',
          reference: key,
          idempotencyKey: key,
        });
        if (moved.outcome === 'insufficient') throw new AppError('points_insufficient');
        if (moved.outcome === 'conflict') throw new AppError('idempotency_conflict');
        const after = await repository.balanceIn(trx, merchantId, member.id);
        return {
          points: input.points,
          cash: wire(cashMinor, currency),
          pointsLeft: after,
          balance: wire(paid.creditBalanceAfter, currency),
        };
      });
    },

    async record(
      context: RequestContext,
      member: SignedInMember,
      query: { page: number; size: number; type?: string },
    ): Promise<PointsRecordList> {
      const [rows, total] = await repository.recordOf(context.merchant.id, member.id, query);
      const { currency } = context.merchant;
      return {
        list: rows.map((row) => ({
          id: row.id,
          points: (row.isCredit ? 1 : -1) * Number(row.points),
          amount: row.amountMinor === null ? null : wire(row.amountMinor, currency),
          type: row.type as PointsRecordType,
          remark: row.remark,
          time: row.createdAt.toISOString(),
          status: row.redemptionStatus ?? 'completed',
        })),
        total: Number(total.n),
      };
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
