import {
  type ApplicationQueue,
  type DeskApplication,
  type DeskPromotion,
  type OperatorRole,
  type PromotionDesk,
  type SavePromotion,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import { changesOf, createDeskAccess } from '../../platform';
import { requireRole, type OpsService } from '../../platform';
import { type OperatorScope } from '../../../plugins/operator-auth';
import type { BonusCredit } from '../promotion/promotion.credit';
import { createPromotionValues } from './promotion-desk.values';
import type { PromotionRepository } from '../promotion/promotion.repository';
import { bonusFor, percentOf, turnoverFor } from '../promotion/promotion.rules';
import { iso, namesByLanguage, prizesOf, textFor } from '../promotion/promotion.view';

/** Who writes promotions: the content desk and the managers. */
export const promotionEditRoles = [
  'owner',
  'admin',
  'content',
] as const satisfies readonly OperatorRole[];
/** Who reviews applications: bonuses are money, so finance and the managers. */
export const promotionReviewRoles = [
  'owner',
  'admin',
  'finance',
] as const satisfies readonly OperatorRole[];
const promotionDeskRoles = [...new Set([...promotionEditRoles, ...promotionReviewRoles])];

type QueueRow = Awaited<ReturnType<PromotionRepository['queue']>>[number];

/**
 * The operators' promotions desk: promotions written in every language of the merchant with
 * a schedule, a bonus rule and a picture, published when ready; and the review queue of
 * applications, approved (the bonus paid through the ledger with its turnover requirement)
 * or rejected with a reason. Every change is logged in its own transaction.
 */
export function createPromotionDeskService(deps: {
  db: Db;
  repository: PromotionRepository;
  credit: BonusCredit;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;
  const valuesOf = createPromotionValues(repository);

  const access = createDeskAccess(deps);
  const { merchantOf } = access;

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

  return {
    /** Every promotion of the merchant with its texts and how many took it up. */
    async desk(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<PromotionDesk> {
      const merchant = await merchantOf(actor, code, language, promotionDeskRoles);
      const [rows, languages, counts] = await Promise.all([
        repository.promotions(merchant.id, false),
        repository.languagesOf(merchant.id),
        repository.counts(merchant.id),
      ]);
      const texts = await repository.texts(rows.map((row) => row.id));
      const money = (value: string | null) =>
        value === null ? null : wire(value, merchant.currency);
      const promotions = rows.map((row): DeskPromotion => {
        const own = texts.filter((text) => text.promotionId === row.id);
        const count = counts.find((entry) => entry.promotionId === row.id);
        return {
          id: row.id,
          category: row.category,
          kind: row.kind,
          imageUrl: row.imageUrl,
          startsAt: iso(row.startsAt),
          endsAt: row.endsAt ? iso(row.endsAt) : null,
          isPublished: row.isPublished,
          bonusType: row.bonusType,
          bonusAmount: money(row.bonusMinor),
          bonusPercent: row.bonusBasisPoints === null ? null : percentOf(row.bonusBasisPoints),
          bonusCap: money(row.bonusCapMinor),
          depositMin: money(row.depositMinMinor),
          prizes: prizesOf(row, merchant.currency),
          turnoverMultiple: row.turnoverMultiple,
          sortOrder: row.sortOrder,
          texts: Object.fromEntries(
            own.map((text) => [
              text.language,
              { name: text.name, summary: text.summary, terms: text.terms },
            ]),
          ),
          applying: count?.applying ?? 0,
          taken: count?.taken ?? 0,
        };
      });
      return {
        merchant: {
          code: merchant.code,
          name: merchant.name,
          currency: merchant.currency,
          languages,
          timeZone: merchant.timeZone,
        },
        promotions,
      };
    },

    /** A new promotion, unpublished until an operator publishes it. */
    async create(
      actor: OperatorScope,
      code: string | undefined,
      input: SavePromotion,
      language: string,
    ): Promise<{ id: string }> {
      const merchant = await merchantOf(actor, code, language, promotionEditRoles);
      const { values, texts } = await valuesOf(merchant, input, language);
      let id = '';
      await deps.db.transaction().execute(async (trx) => {
        id = await repository.insertPromotion(trx, merchant.id, values);
        await repository.replaceTexts(trx, id, texts);
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: merchant.id,
            action: 'promotion_create',
            target: `promotion:${id}`,
            detail: { ...values, languages: texts.map((text) => text.language) },
          },
          trx,
        );
      });
      return { id };
    },

    /** Replaces a promotion's content and rule (its publication stays as it was). */
    async update(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      input: SavePromotion,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, promotionEditRoles);
      const before = await repository.promotion(merchant.id, id);
      if (!before) throw new AppError('not_found');
      const { values, texts } = await valuesOf(merchant, input, language);
      // The log keeps each changed field before and after, the texts per language too.
      const textsBefore = await repository.texts([id]);
      const textChanges = Object.fromEntries(
        texts.flatMap((text) => {
          const old = textsBefore.find((each) => each.language === text.language) ?? {};
          const changes = changesOf(old, {
            name: text.name,
            summary: text.summary,
            terms: text.terms,
          });
          return Object.keys(changes).length > 0 ? [[text.language, changes]] : [];
        }),
      );
      const detail = {
        ...changesOf(before, { ...values }),
        ...(Object.keys(textChanges).length > 0 ? { texts: textChanges } : {}),
      };
      // A save that changes nothing writes nothing, and no empty line in the log.
      if (Object.keys(detail).length === 0) return;
      await access.change(
        actor,
        merchant.id,
        { action: 'promotion_update', target: `promotion:${id}`, detail },
        async (trx) => {
          await repository.updatePromotion(
            trx,
            { merchantId: merchant.id, id },
            values,
            deps.clock.now(),
          );
          await repository.replaceTexts(trx, id, texts);
        },
      );
    },

    async publish(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      isPublished: boolean,
      language: string,
    ): Promise<void> {
      const merchant = await merchantOf(actor, code, language, promotionEditRoles);
      const before = await repository.promotion(merchant.id, id);
      if (!before) throw new AppError('not_found');
      await access.change(
        actor,
        merchant.id,
        { action: 'promotion_publish', target: `promotion:${id}`, detail: { isPublished } },
        (trx) =>
          repository.updatePromotion(
            trx,
            { merchantId: merchant.id, id },
            { isPublished },
            deps.clock.now(),
          ),
      );
    },

    /** Applications waiting for review (oldest first), or decided ones (newest first). */
    async queue(
      actor: OperatorScope,
      code: string | undefined,
      queue: ApplicationQueue,
      language: string,
    ): Promise<DeskApplication[]> {
      const merchant = await merchantOf(actor, code, language, promotionReviewRoles);
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
      requireRole(actor.operator, promotionReviewRoles);
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
      requireRole(actor.operator, promotionReviewRoles);
      const current = await repository.entry(id, actor.scope);
      if (!current) throw new AppError('not_found');
      if (current.status !== 'applying') throw new AppError('promotion_entry_closed');
      const promotion = await repository.promotion(current.merchantId, current.promotionId);
      if (!promotion) throw new AppError('not_found');
      const depositMinor =
        promotion.bonusType === 'percent'
          ? await repository.largestDepositSince(
              current.merchantId,
              current.memberId,
              new Date(promotion.startsAt),
              promotion.depositMinMinor ?? '1',
            )
          : null;
      const bonusMinor = bonusFor(promotion, depositMinor);
      if (bonusMinor === null) {
        throw new AppError('promotion_no_deposit', {
          params: { min: wire(promotion.depositMinMinor ?? '0', current.currency) },
        });
      }
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
        if (paid.isRepeat) throw new AppError('promotion_taken');
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
      requireRole(actor.operator, promotionReviewRoles);
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

export type PromotionDeskService = ReturnType<typeof createPromotionDeskService>;
