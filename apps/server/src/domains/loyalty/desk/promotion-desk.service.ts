import { roleTable } from '@khela/contracts';
import type { DeskPromotion, PromotionDesk, SavePromotion } from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { changesOf, createDeskAccess, type OpsService } from '../../platform';
import type { OperatorScope } from '../../../plugins/operator-auth';
import type { BonusCredit } from '../promotion/promotion.credit';
import type { PromotionRepository } from '../promotion/promotion.repository';
import { percentOf } from '../promotion/promotion.rules';
import { iso, prizesOf } from '../promotion/promotion.view';
import { promotionDeskRoles } from './promotion-desk.roles';
import { createPromotionValues } from './promotion-desk.values';
import { createPromotionReview } from './promotion-review';

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
      const merchant = await merchantOf(actor, code, language, roleTable.promotionEdit);
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
      const merchant = await merchantOf(actor, code, language, roleTable.promotionEdit);
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
      const merchant = await merchantOf(actor, code, language, roleTable.promotionEdit);
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

    ...createPromotionReview({ ...deps, access }),
  };
}

export type PromotionDeskService = ReturnType<typeof createPromotionDeskService>;
