import { roleTable } from '@khela/contracts';
import type { ApplicationQueue, DeskApplication } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import { requireRole, type createDeskAccess, type OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { BonusCredit } from '../promotion/promotion.credit';
import type { PromotionRepository } from '../promotion/promotion.repository';
import { bonusFor, turnoverFor } from '../promotion/promotion.rules';
import { iso, namesByLanguage, textFor, type EntryRow } from '../promotion/promotion.view';

type QueueRow = Awaited<ReturnType<PromotionRepository['queue']>>[number];

/**
 * The review queue of applications: approved (the bonus paid from the house promotions
 * account through the ledger, with its turnover requirement and the member's message) or
 * rejected with a reason the member reads. Each decision is logged in its transaction.
 */
export function createPromotionReview(deps: {
  db: Db;
  repository: PromotionRepository;
  credit: BonusCredit;
  ops: OpsService;
  clock: Clock;
  access: ReturnType<typeof createDeskAccess>;
}) {
  const { repository } = deps;
  const { merchantOf } = deps.access;

  /** An application with what approving it would pay now (null: no deposit qualifies yet). */
  async function toApplication(row: QueueRow, language: string, names: Map<string, string>) {
    const rule = {
      kind: row.kind,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      bonusType: row.bonusType,
      bonusMinor: row.ruleBonusMinor,
      bonusBasisPoints: row.bonusBasisPoints,
      bonusCapMinor: row.bonusCapMinor,
      depositMinMinor: row.depositMinMinor,
    };
    let bonusMinor = row.bonusMinor === null ? null : BigInt(row.bonusMinor);
    let depositMinor = row.depositMinor === null ? null : BigInt(row.depositMinor);
    if (row.status === 'applying') {
      depositMinor =
        row.bonusType === 'percent'
          ? await repository.largestDepositSince(
              row.merchantId,
              row.memberId,
              new Date(row.startsAt),
              row.depositMinMinor ?? '1',
            )
          : null;
      bonusMinor = bonusFor(rule, depositMinor);
    }
    const money = (value: bigint | null) => (value === null ? null : wire(value, row.currency));
    const application: DeskApplication = {
      id: row.id,
      promotionId: row.promotionId,
      promotionName: names.get(row.promotionId) ?? translate(language, 'not_found'),
      username: row.username,
      status: row.status as DeskApplication['status'],
      remark: row.remark,
      imageCount: row.imageCount,
      createdAt: iso(row.createdAt),
      currency: row.currency,
      bonus: money(bonusMinor),
      turnover: money(bonusMinor === null ? null : turnoverFor(bonusMinor, row.turnoverMultiple)),
      deposit: money(depositMinor),
      rejectReason: row.rejectReason,
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
      decidedBy: row.decidedByName,
    };
    return application;
  }

  async function namesOf(promotionIds: string[], language: string) {
    const ids = [...new Set(promotionIds)];
    const texts = await repository.texts(ids);
    return new Map(ids.map((id) => [id, textFor(texts, id, language, 'en')?.name ?? '']));
  }

  async function applicationById(actor: OperatorScope, id: string, language: string) {
    const [row] = await repository.queue(actor.scope, ['applying', 'issued', 'rejected'], true, id);
    if (!row) throw new AppError('not_found');
    return toApplication(row, language, await namesOf([row.promotionId], language));
  }

  /** What approving an application pays now: a percent bonus, of the largest deposit since. */
  async function bonusOf(entry: EntryRow) {
    const promotion = await repository.promotion(entry.merchantId, entry.promotionId);
    if (!promotion) throw new AppError('not_found');
    const depositMinor =
      promotion.bonusType === 'percent'
        ? await repository.largestDepositSince(
            entry.merchantId,
            entry.memberId,
            new Date(promotion.startsAt),
            promotion.depositMinMinor ?? '1',
          )
        : null;
    const bonusMinor = bonusFor(promotion, depositMinor);
    if (bonusMinor === null) {
      throw new AppError('promotion_no_deposit', {
        params: { min: wire(promotion.depositMinMinor ?? '0', entry.currency) },
      });
    }
    return { promotion, depositMinor, bonusMinor };
  }

  return {
    /** Applications waiting for review (oldest first), or decided ones (newest first). */
    async queue(
      actor: OperatorScope,
      code: string | undefined,
      queue: ApplicationQueue,
      language: string,
    ): Promise<DeskApplication[]> {
      const merchant = await merchantOf(actor, code, language, roleTable.promotionReview);
      const isDecided = queue === 'decided';
      const rows = await repository.queue(
        merchant.id,
        isDecided ? ['issued', 'rejected'] : ['applying'],
        isDecided,
      );
      const names = await namesOf(
        rows.map((row) => row.promotionId),
        language,
      );
      return Promise.all(rows.map((row) => toApplication(row, language, names)));
    },

    /** An application's n-th image, to reviewers of its merchant. */
    async image(actor: OperatorScope, id: string, n: number) {
      requireRole(actor.operator, roleTable.promotionReview);
      const entry = await repository.entry(id, actor.scope);
      const image = entry ? await repository.image(entry.id, n) : undefined;
      if (!image) throw new AppError('not_found');
      return image;
    },

    /**
     * Approves an application: under the entry's lock (still applying, else nothing happens)
     * the bonus is paid from the house promotions account, its turnover requirement added, the
     * member told and the decision logged — once, however often it is pressed.
     */
    async approve(actor: OperatorScope, id: string, language: string): Promise<DeskApplication> {
      requireRole(actor.operator, roleTable.promotionReview);
      const current = await repository.entry(id, actor.scope);
      if (!current) throw new AppError('not_found');
      if (current.status !== 'applying') throw new AppError('promotion_entry_closed');
      const { promotion, depositMinor, bonusMinor } = await bonusOf(current);
      const turnoverMinor = turnoverFor(bonusMinor, promotion.turnoverMultiple);
      const [accounts, names] = await Promise.all([
        deps.credit.accounts(current.merchantId, current.memberId, current.currency),
        repository.texts([promotion.id]),
      ]);
      const promotionName = namesByLanguage(names, promotion.id);
      await deps.db.transaction().execute(async (trx) => {
        const row = await repository.lockEntry(trx, id, actor.scope);
        if (!row || row.status !== 'applying') throw new AppError('promotion_entry_closed');
        const paid = await deps.credit.pay(trx, accounts, {
          merchantId: row.merchantId,
          memberId: row.memberId,
          promotionId: row.promotionId,
          bonusMinor,
        });
        // The ledger key names member and promotion: paid before, this bonus was taken.
        if (paid.kind !== 'paid') {
          throw new AppError(paid.kind === 'repeat' ? 'promotion_taken' : 'idempotency_conflict');
        }
        await repository.updateEntry(trx, row.id, {
          status: 'issued',
          depositMinor: depositMinor?.toString() ?? null,
          bonusMinor: bonusMinor.toString(),
          turnoverMinor: turnoverMinor.toString(),
          transferId: paid.transferId,
          decidedBy: actor.operator.id,
          decidedAt: deps.clock.now(),
        });
        await deps.credit.follow(trx, {
          merchantId: row.merchantId,
          memberId: row.memberId,
          entryId: row.id,
          bonusMinor,
          turnoverMinor,
          currency: row.currency,
          promotionName,
          kind: 'promotion_approved',
        });
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: row.merchantId,
            action: 'promotion_application_approve',
            target: `promotion_entry:${row.id}`,
            detail: {
              promotionId: row.promotionId,
              bonusMinor: bonusMinor.toString(),
              turnoverMinor: turnoverMinor.toString(),
              transferId: paid.transferId,
            },
          },
          trx,
        );
      });
      return applicationById(actor, id, language);
    },

    /** Turns an application down with a reason the member reads; nothing is paid. */
    async reject(
      actor: OperatorScope,
      id: string,
      reason: string,
      language: string,
    ): Promise<DeskApplication> {
      requireRole(actor.operator, roleTable.promotionReview);
      const current = await repository.entry(id, actor.scope);
      if (!current) throw new AppError('not_found');
      const texts = await repository.texts([current.promotionId]);
      const promotionName = namesByLanguage(texts, current.promotionId);
      await deps.db.transaction().execute(async (trx) => {
        const row = await repository.lockEntry(trx, id, actor.scope);
        if (!row || row.status !== 'applying') throw new AppError('promotion_entry_closed');
        await repository.updateEntry(trx, row.id, {
          status: 'rejected',
          rejectReason: reason,
          decidedBy: actor.operator.id,
          decidedAt: deps.clock.now(),
        });
        await deps.credit.reject(trx, {
          merchantId: row.merchantId,
          memberId: row.memberId,
          promotionName,
          reason,
        });
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: row.merchantId,
            action: 'promotion_application_reject',
            target: `promotion_entry:${row.id}`,
            detail: { promotionId: row.promotionId, reason },
          },
          trx,
        );
      });
      return applicationById(actor, id, language);
    },
  };
}
