import { randomInt } from 'node:crypto';
import {
  pictureSources,
  promotionCategories,
  promotionImagesMax,
  type MemberBonus,
  type PromotionApplyFields,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionEntry,
  type PromotionList,
  type PromotionSummary,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { imageTypeOf } from '../../../lib/images';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type { TurnoverService } from '../../money';
import { turnoverReference, type BonusCredit } from './promotion.credit';
import { createInstantBonuses } from './promotion.instant';
import { createPromotionLookup } from './promotion.lookup';
import type { PromotionRepository } from './promotion.repository';
import { bonusFor, phaseOf, statusOf } from './promotion.rules';
import {
  bonusRuleOf,
  entryOf,
  iso,
  prizesOf,
  textFor,
  type PromotionRow,
  type PromotionTextRow,
} from './promotion.view';
import type { ProgrammeCache } from '../programme-cache';

/** An image an application carries, as the route received it (within the size limit). */
export interface ApplicationImage {
  bytes: Buffer;
}

/**
 * Promotions for players: the published list with each member's status, the detail with its
 * terms, applying (remark and private images, reviewed in the back office),
 * claiming an instant bonus, the raffle (an instant weighted draw), and the member's bonuses
 * with their turnover progress. A bonus is paid at most once per member and promotion.
 */
export function createPromotionService(deps: {
  db: Db;
  repository: PromotionRepository;
  credit: BonusCredit;
  turnover: TurnoverService;
  clock: Clock;
  programmes: ProgrammeCache;
  /** A whole number in [0, max): the raffle's draw (tests make it predictable). */
  random?: (max: number) => number;
}) {
  const { repository } = deps;
  const lookup = createPromotionLookup(deps);
  const { published, requireOpen, depositState } = lookup;

  function summaryOf(
    context: RequestContext,
    promotion: PromotionRow,
    text: PromotionTextRow | undefined,
    status: PromotionSummary['status'],
  ): PromotionSummary {
    return {
      id: promotion.id,
      category: promotion.category,
      kind: promotion.kind,
      name: text?.name ?? '',
      summary: text?.summary ?? '',
      imageUrl: promotion.imageUrl,
      imageWidth: promotion.imageWidth,
      imageSources: pictureSources(promotion.imageUrl, promotion.imageWidth ?? 0),
      startsAt: iso(promotion.startsAt),
      endsAt: promotion.endsAt ? iso(promotion.endsAt) : null,
      status,
      bonus: bonusRuleOf(promotion, context.merchant.currency),
    };
  }

  return {
    ...createInstantBonuses({
      ...deps,
      lookup,
      random: deps.random ?? ((max: number) => randomInt(max)),
    }),

    /** Published promotions (of a category), each with the member's status; a visitor's too. */
    async list(
      context: RequestContext,
      member: SignedInMember | null,
      category: PromotionCategory | undefined,
    ): Promise<PromotionList> {
      const merchantId = context.merchant.id;
      const { all, texts } = await deps.programmes.programme(merchantId, 'promotions', async () => {
        const published = await repository.promotions(merchantId, true);
        const publishedTexts = await repository.texts(published.map((promotion) => promotion.id));
        return { all: published, texts: publishedTexts };
      });
      const categories = promotionCategories.filter((name) =>
        all.some((promotion) => promotion.category === name),
      );
      const shown = category ? all.filter((promotion) => promotion.category === category) : all;
      const ids = shown.map((promotion) => promotion.id);
      const entries = member ? await repository.latestEntries(merchantId, member.id, ids) : [];
      const now = deps.clock.now();
      const promotions = await Promise.all(
        shown.map(async (promotion) => {
          const entry = entries.find((row) => row.promotionId === promotion.id);
          const isActive = member !== null && !entry && phaseOf(promotion, now) === 'running';
          const deposit = isActive ? await depositState(merchantId, member.id, promotion) : null;
          const status = statusOf({
            promotion,
            entryStatus: entry?.status ?? null,
            now,
            deposit: deposit && {
              hasQualifying: deposit.depositMinor !== null,
              isInProcess: deposit.isInProcess,
            },
          });
          const text = textFor(
            texts,
            promotion.id,
            context.language,
            context.merchant.defaultLanguage,
          );
          return summaryOf(context, promotion, text, status);
        }),
      );
      return { categories, promotions };
    },

    /** One published promotion with its terms, prizes, and the member's entry and status. */
    async detail(
      context: RequestContext,
      member: SignedInMember | null,
      id: string,
    ): Promise<PromotionDetail> {
      const merchantId = context.merchant.id;
      const promotion = await published(context, id);
      const [texts, entries] = await Promise.all([
        repository.texts([id]),
        member ? repository.latestEntries(merchantId, member.id, [id]) : Promise.resolve([]),
      ]);
      const entry = entries[0];
      const now = deps.clock.now();
      const isActive = member !== null && !entry && phaseOf(promotion, now) === 'running';
      const deposit = isActive ? await depositState(merchantId, member.id, promotion) : null;
      const status = statusOf({
        promotion,
        entryStatus: entry?.status ?? null,
        now,
        deposit: deposit && {
          hasQualifying: deposit.depositMinor !== null,
          isInProcess: deposit.isInProcess,
        },
      });
      const text = textFor(texts, id, context.language, context.merchant.defaultLanguage);
      const bonusNow =
        promotion.kind === 'raffle' ? null : bonusFor(promotion, deposit?.depositMinor ?? null);
      return {
        ...summaryOf(context, promotion, text, status),
        terms: text?.terms ?? '',
        prizes: promotion.kind === 'raffle' ? prizesOf(promotion, context.merchant.currency) : [],
        entry: entry ? entryOf(entry) : null,
        bonusNow: bonusNow === null ? null : wire(bonusNow, context.merchant.currency),
      };
    },

    /**
     * Applies for a reviewed promotion with a remark and up to three png or jpeg images (by
     * their bytes). A wrong or excess image refuses the whole application; nothing is stored.
     */
    async apply(
      context: RequestContext,
      member: SignedInMember,
      id: string,
      fields: PromotionApplyFields,
      images: ApplicationImage[],
    ): Promise<PromotionEntry> {
      const typed = images.map((image) => ({ ...image, type: imageTypeOf(image.bytes) }));
      if (typed.length > promotionImagesMax || typed.some((image) => image.type === null)) {
        throw new AppError('promotion_image_invalid');
      }
      const promotion = await published(context, id);
      requireOpen(promotion, ['apply']);
      const merchantId = context.merchant.id;
      const now = deps.clock.now();
      const entryId = await deps.db.transaction().execute(async (trx) => {
        const entry = await repository.insertEntry(trx, {
          merchantId,
          promotionId: id,
          memberId: member.id,
          status: 'applying',
          remark: fields.remark,
          currency: context.merchant.currency,
          createdAt: now,
        });
        if (entry.kind === 'taken') throw new AppError('promotion_taken');
        for (const image of typed) {
          await repository.insertImage(trx, {
            merchantId,
            entryId: entry.id,
            contentType: image.type ?? 'image/png',
            bytes: image.bytes,
            createdAt: now,
          });
        }
        return entry.id;
      });
      const [row] = await repository.latestEntries(merchantId, member.id, [id]);
      if (!row || row.id !== entryId) throw new Error(`promotion entry ${entryId} vanished`);
      return entryOf(row);
    },

    /** The n-th image (from 1) of one of the member's own applications, of this merchant. */
    async applicationImage(
      context: RequestContext,
      member: SignedInMember,
      entryId: string,
      n: number,
    ): Promise<{ contentType: string; bytes: Buffer }> {
      const entry = await repository.entry(entryId, context.merchant.id, member.id);
      const image = entry ? await repository.image(entry.id, n) : undefined;
      if (!image) throw new AppError('not_found');
      return image;
    },

    /** The member's bonuses (bonusDetails) with what each still asks to be wagered. */
    async bonuses(context: RequestContext, member: SignedInMember): Promise<MemberBonus[]> {
      const merchantId = context.merchant.id;
      const rows = await repository.bonuses(merchantId, member.id);
      const references = rows.map((row) => turnoverReference(row.id));
      const [progress, texts] = await Promise.all([
        deps.turnover.progress(merchantId, member.id, references),
        repository.texts([...new Set(rows.map((row) => row.promotionId))]),
      ]);
      return rows.map((row) => {
        const currency = row.currency;
        const found = progress.get(turnoverReference(row.id));
        const requiredMinor = found?.requiredMinor ?? 0n;
        const wageredMinor = found?.wageredMinor ?? 0n;
        const isMet = requiredMinor === 0n || (found?.isMet ?? false);
        const percent = isMet ? 100 : Number((wageredMinor * 100n) / requiredMinor);
        return {
          id: row.id,
          promotionId: row.promotionId,
          promotionName:
            textFor(texts, row.promotionId, context.language, context.merchant.defaultLanguage)
              ?.name ?? '',
          kind: row.kind,
          amount: wire(row.bonusMinor ?? '0', currency),
          currency,
          turnoverRequired: wire(requiredMinor, currency),
          turnoverWagered: wire(isMet ? requiredMinor : wageredMinor, currency),
          progressPercent: Math.min(100, Math.max(0, percent)),
          status: isMet ? 'met' : 'in_progress',
          creditedAt: iso(row.decidedAt ?? row.createdAt),
        };
      });
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
