import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';
import type { PromotionEntryStatus, PromotionsTable } from '../../../db/schema';
import type { Executor } from '../../../db/database';

/** A merchant lists at most this many promotions; a queue shows at most this many entries. */
const promotionsMax = 200;
const queueMax = 100;
/** A member's bonus list shows at most this many, newest first. */
const bonusesMax = 100;

/**
 * What adding an entry gave: its id, or `taken` when the member already has a live entry for
 * the promotion (one per member and promotion; the caller's transaction can do no more).
 */
export type EntryInsert = { kind: 'inserted'; id: string } | { kind: 'taken' };

/** The columns of a promotion a caller may write. */
export interface PromotionValues {
  category: PromotionsTable['category'];
  kind: PromotionsTable['kind'];
  imageUrl: string;
  startsAt: Date;
  endsAt: Date | null;
  bonusType: PromotionsTable['bonusType'];
  bonusMinor: string | null;
  bonusBasisPoints: number | null;
  bonusCapMinor: string | null;
  depositMinMinor: string | null;
  prizesMinor: string[];
  prizeWeights: number[];
  turnoverMultiple: number;
  sortOrder: number;
}

/**
 * An uploaded promotion picture's width in pixels, from the media row its address names
 * (/media/<id>-…; the desk saves only addresses of `mediaAddressPattern`, so the id is all
 * this reads); null for our own art. Its versions are listed only when the width is known.
 */
const imageWidth = sql<number | null>`(
  SELECT m.width FROM media m
  WHERE m.merchant_id = promotions.merchant_id
    AND m.id = substring(promotions.image_url from '^/media/(\\d{1,18})-')::bigint
)`.as('imageWidth');

/** SQL of promotions, their texts, members' entries and the entries' images. */
export function createPromotionRepository(db: Db) {
  return {
    /** The merchant's promotions, published only when asked, in their order. */
    promotions(merchantId: string, isPublishedOnly: boolean) {
      let query = db
        .selectFrom('promotions')
        .selectAll()
        .select(imageWidth)
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('id', 'desc')
        .limit(promotionsMax);
      if (isPublishedOnly) query = query.where('isPublished', '=', true);
      return query.execute();
    },

    promotion(merchantId: string, id: string) {
      return db
        .selectFrom('promotions')
        .selectAll()
        .select(imageWidth)
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    texts(promotionIds: string[]) {
      if (promotionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('promotionTexts')
        .selectAll()
        .where('promotionId', 'in', promotionIds)
        .execute();
    },

    /** The member's latest entry on each of these promotions. */
    latestEntries(merchantId: string, memberId: string, promotionIds: string[]) {
      if (promotionIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('promotionEntries as e')
        .selectAll('e')
        .select(
          sql<number>`(SELECT count(*) FROM promotion_entry_images i WHERE i.entry_id = e.id)::int`.as(
            'imageCount',
          ),
        )
        .distinctOn('e.promotionId')
        .where('e.merchantId', '=', merchantId)
        .where('e.memberId', '=', memberId)
        .where('e.promotionId', 'in', promotionIds)
        .orderBy('e.promotionId')
        .orderBy('e.id', 'desc')
        .execute();
    },

    /** The member's largest credited deposit since a time, at least `minMinor`. */
    async largestDepositSince(
      merchantId: string,
      memberId: string,
      since: Date,
      minMinor: string,
    ): Promise<bigint | null> {
      const row = await db
        .selectFrom('depositOrders')
        .select((eb) => eb.fn.max<string | null>('amountMinor').as('amountMinor'))
        .where('merchantId', '=', merchantId)
        .where('memberId', '=', memberId)
        .where('status', '=', 'approved')
        .where('decidedAt', '>=', since)
        .where('amountMinor', '>=', minMinor)
        .executeTakeFirst();
      return row?.amountMinor ? BigInt(row.amountMinor) : null;
    },

    /**
     * What the member's deposits since a time say about a percent bonus, in one read: the
     * largest credited one of at least `minMinor`, and whether one awaits finance's decision.
     */
    async depositState(merchantId: string, memberId: string, since: Date, minMinor: string) {
      const { rows } = await sql<{ amountMinor: string | null; isInProcess: boolean }>`
        SELECT
          (SELECT max(d.amount_minor) FROM deposit_orders d
            WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId}
              AND d.status = 'approved' AND d.decided_at >= ${since}
              AND d.amount_minor >= ${minMinor})::text AS amount_minor,
          EXISTS (SELECT 1 FROM deposit_orders d
            WHERE d.merchant_id = ${merchantId} AND d.member_id = ${memberId}
              AND d.status = 'submitted' AND d.created_at >= ${since}) AS is_in_process`.execute(
        db,
      );
      const [row] = rows;
      return {
        depositMinor: row?.amountMinor ? BigInt(row.amountMinor) : null,
        isInProcess: row?.isInProcess ?? false,
      };
    },

    /** Adds a member's entry: an application, a claim or a raffle entry. */
    async insertEntry(
      trx: Executor,
      values: {
        merchantId: string;
        promotionId: string;
        memberId: string;
        status: PromotionEntryStatus;
        remark: string;
        currency: string;
        depositMinor?: string | null;
        bonusMinor?: string | null;
        turnoverMinor?: string | null;
        transferId?: string | null;
        createdAt: Date;
      },
    ): Promise<EntryInsert> {
      try {
        const row = await trx
          .insertInto('promotionEntries')
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        return { kind: 'inserted', id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
    },

    async insertImage(
      trx: Executor,
      values: {
        merchantId: string;
        entryId: string;
        contentType: 'image/png' | 'image/jpeg';
        bytes: Buffer;
        createdAt: Date;
      },
    ) {
      await trx.insertInto('promotionEntryImages').values(values).execute();
    },

    /** An entry, of one merchant (null: any, a platform operator) and member if given. */
    entry(id: string, scope: string | null, memberId?: string) {
      let query = db.selectFrom('promotionEntries').selectAll().where('id', '=', id);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      if (memberId !== undefined) query = query.where('memberId', '=', memberId);
      return query.executeTakeFirst();
    },

    /** Locks an entry for a decision. */
    lockEntry(trx: Executor, id: string, scope: string | null) {
      let query = trx.selectFrom('promotionEntries').selectAll().where('id', '=', id);
      if (scope !== null) query = query.where('merchantId', '=', scope);
      return query.forUpdate().executeTakeFirst();
    },

    async updateEntry(
      trx: Executor,
      id: string,
      values: {
        status: PromotionEntryStatus;
        depositMinor?: string | null;
        bonusMinor?: string;
        turnoverMinor?: string;
        transferId?: string;
        rejectReason?: string;
        decidedBy: string;
        decidedAt: Date;
      },
    ) {
      await trx.updateTable('promotionEntries').set(values).where('id', '=', id).execute();
    },

    /** The n-th image (from 1) of an entry. */
    image(entryId: string, n: number) {
      return db
        .selectFrom('promotionEntryImages')
        .select(['contentType', 'bytes'])
        .where('entryId', '=', entryId)
        .orderBy('id')
        .offset(n - 1)
        .limit(1)
        .executeTakeFirst();
    },

    /** Applications of a merchant (or all) in these statuses, oldest pending first. */
    queue(
      scope: string | null,
      statuses: PromotionEntryStatus[],
      isNewestFirst: boolean,
      entryId?: string,
    ) {
      let query = db
        .selectFrom('promotionEntries as e')
        .innerJoin('promotions as p', 'p.id', 'e.promotionId')
        .innerJoin('members as m', 'm.id', 'e.memberId')
        .leftJoin('operators as o', 'o.id', 'e.decidedBy')
        .selectAll('e')
        .select([
          'm.username',
          'o.username as decidedByName',
          'p.startsAt',
          'p.endsAt',
          'p.kind',
          'p.bonusType',
          'p.bonusMinor as ruleBonusMinor',
          'p.bonusBasisPoints',
          'p.bonusCapMinor',
          'p.depositMinMinor',
          'p.turnoverMultiple',
          sql<number>`(SELECT count(*) FROM promotion_entry_images i WHERE i.entry_id = e.id)::int`.as(
            'imageCount',
          ),
        ])
        .where('p.kind', '=', 'apply')
        .where('e.status', 'in', statuses)
        .orderBy('e.id', isNewestFirst ? 'desc' : 'asc')
        .limit(queueMax);
      if (scope !== null) query = query.where('e.merchantId', '=', scope);
      if (entryId !== undefined) query = query.where('e.id', '=', entryId);
      return query.execute();
    },

    /** The member's credited entries (their bonuses), newest first. */
    bonuses(merchantId: string, memberId: string) {
      return db
        .selectFrom('promotionEntries as e')
        .innerJoin('promotions as p', 'p.id', 'e.promotionId')
        .select([
          'e.id',
          'e.promotionId',
          'p.kind',
          'e.bonusMinor',
          'e.turnoverMinor',
          'e.currency',
          'e.decidedAt',
          'e.createdAt',
        ])
        .where('e.merchantId', '=', merchantId)
        .where('e.memberId', '=', memberId)
        .where('e.transferId', 'is not', null)
        .orderBy('e.id', 'desc')
        .limit(bonusesMax)
        .execute();
    },

    /** Per promotion: applications waiting, and entries that took a bonus. */
    counts(merchantId: string) {
      return db
        .selectFrom('promotionEntries')
        .select([
          'promotionId',
          sql<number>`count(*) FILTER (WHERE status = 'applying')::int`.as('applying'),
          sql<number>`count(*) FILTER (WHERE transfer_id IS NOT NULL)::int`.as('taken'),
        ])
        .where('merchantId', '=', merchantId)
        .groupBy('promotionId')
        .execute();
    },

    /** The merchant's languages, default first. */
    async languagesOf(merchantId: string): Promise<string[]> {
      const row = await db
        .selectFrom('merchants')
        .select(['languages', 'defaultLanguage'])
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
      return [
        row.defaultLanguage,
        ...row.languages.filter((language) => language !== row.defaultLanguage),
      ];
    },

    /** Whether an uploaded picture belongs to the merchant. */
    async isMerchantMedia(merchantId: string, mediaId: string): Promise<boolean> {
      const row = await db
        .selectFrom('media')
        .select('id')
        .where('id', '=', mediaId)
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertPromotion(trx: Executor, merchantId: string, values: PromotionValues) {
      const row = await trx
        .insertInto('promotions')
        .values({ merchantId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePromotion(
      trx: Executor,
      key: { merchantId: string; id: string },
      values: Partial<PromotionValues> & { isPublished?: boolean },
      now: Date,
    ) {
      await trx
        .updateTable('promotions')
        .set({ ...values, updatedAt: now })
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    /** Replaces a promotion's texts with these (one per language). */
    async replaceTexts(
      trx: Executor,
      promotionId: string,
      texts: { language: string; name: string; summary: string; terms: string }[],
    ) {
      await trx.deleteFrom('promotionTexts').where('promotionId', '=', promotionId).execute();
      if (texts.length === 0) return;
      await trx
        .insertInto('promotionTexts')
        .values(texts.map((text) => ({ promotionId, ...text })))
        .execute();
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
