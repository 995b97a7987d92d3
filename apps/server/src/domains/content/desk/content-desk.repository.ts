import type { DisplaySettings } from '@khela/contracts';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/refusals';
import type { Database } from '../../../db/schema';
import type { Executor } from '../../../db/database';

/** A desk lists at most this many rows of each kind for a merchant, newest first. */
const rowsMax = 500;

/** The tables the desk edits row by row, each row keyed by its merchant and id. */
export type ContentTable =
  'banners' | 'announcements' | 'helpArticles' | 'customerServices' | 'licences';

/** A stored row of a content table. */
export type ContentRow<T extends ContentTable> = Selectable<Database[T]>;

/** The values of a new row of a content table, and of a change to one. */
export type ContentInsert<T extends ContentTable> = Insertable<Database[T]>;
export type ContentUpdate<T extends ContentTable> = Updateable<Database[T]>;

/** A content row's key: a row of another merchant is not found. */
export type ContentKey = { merchantId: string; id: string };

/**
 * What writing a row gave: done, or `taken` when a unique index refused it as a duplicate (a
 * help article's slug, a notice's topic). After `taken` the transaction can do nothing more.
 */
export type ContentWrite<T = object> = ({ kind: 'written' } & T) | { kind: 'taken' };

/** SQL of the content desk; every statement is filtered by merchant. */
export function createContentDeskRepository(db: Db) {
  return {
    async languages(merchantId: string): Promise<string[]> {
      const row = await db
        .selectFrom('merchants')
        .select('languages')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      return row?.languages ?? [];
    },

    // Kysely cannot resolve columns of a table named by a type parameter, so the next two
    // statements are written for any content table and their rows typed for the one named.

    /** One row of a content table, by merchant and id. */
    async row<T extends ContentTable>(table: T, key: ContentKey) {
      const row = await db
        .selectFrom(table as ContentTable)
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
      return row as ContentRow<T> | undefined;
    },

    async update<T extends ContentTable>(
      trx: Executor,
      table: T,
      key: ContentKey,
      values: ContentUpdate<T>,
    ): Promise<ContentWrite> {
      try {
        await trx
          .updateTable(table as ContentTable)
          .set(values as Updateable<Database[ContentTable]>)
          .where('merchantId', '=', key.merchantId)
          .where('id', '=', key.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
      return { kind: 'written' };
    },

    /** Adds a row to a content table, with its new id. */
    async insert<T extends ContentTable>(
      trx: Executor,
      table: T,
      values: ContentInsert<T>,
    ): Promise<ContentWrite<{ id: string }>> {
      try {
        const row = await trx
          .insertInto(table)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        return { kind: 'written', id: row.id };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'taken' };
        throw error;
      }
    },

    async remove(trx: Executor, table: ContentTable, key: ContentKey) {
      await trx
        .deleteFrom(table)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    banners(merchantId: string) {
      // Within a group and language, in the order the site shows them (equal orders: oldest
      // first).
      return db
        .selectFrom('banners')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('groupName')
        .orderBy('language')
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(rowsMax)
        .execute();
    },

    notices(merchantId: string) {
      return db
        .selectFrom('announcements')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('id', 'desc')
        .limit(rowsMax)
        .execute();
    },

    helpArticles(merchantId: string) {
      return db
        .selectFrom('helpArticles')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('language')
        .orderBy('category')
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(rowsMax)
        .execute();
    },

    customerServices(merchantId: string) {
      return db
        .selectFrom('customerServices')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(rowsMax)
        .execute();
    },

    licences(merchantId: string) {
      return db
        .selectFrom('licences')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('language')
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(rowsMax)
        .execute();
    },

    resources(merchantId: string) {
      return db
        .selectFrom('resources')
        .select(['resourceType', 'url', 'qrCodeUrl', 'labelNameEn'])
        .where('merchantId', '=', merchantId)
        .orderBy('resourceType')
        .execute();
    },

    /** Sets a resource type's address, adding it when the merchant has none yet. */
    async upsertResource(
      trx: Executor,
      values: {
        merchantId: string;
        resourceType: string;
        url: string;
        qrCodeUrl: string | null;
        labelNameEn: string;
      },
    ) {
      await trx
        .insertInto('resources')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'resourceType']).doUpdateSet({
            url: values.url,
            qrCodeUrl: values.qrCodeUrl,
            labelNameEn: values.labelNameEn,
          }),
        )
        .execute();
    },

    async deleteResource(trx: Executor, merchantId: string, resourceType: string) {
      await trx
        .deleteFrom('resources')
        .where('merchantId', '=', merchantId)
        .where('resourceType', '=', resourceType)
        .execute();
    },

    flags(merchantId: string) {
      return db
        .selectFrom('whitelabelFlags')
        .select(['code', 'isEnabled'])
        .where('merchantId', '=', merchantId)
        .orderBy('code')
        .execute();
    },

    async displaySettings(merchantId: string): Promise<DisplaySettings> {
      const row = await db
        .selectFrom('merchantSettings')
        .select(['popupRepeat', 'digits'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      return row ?? { popupRepeat: 'session', digits: 'latn' };
    },

    async saveDisplaySettings(trx: Executor, merchantId: string, values: DisplaySettings) {
      await trx
        .insertInto('merchantSettings')
        .values({ merchantId, ...values })
        .onConflict((conflict) => conflict.column('merchantId').doUpdateSet(values))
        .execute();
    },

    async saveFlag(trx: Executor, merchantId: string, code: string, isEnabled: boolean) {
      await trx
        .insertInto('whitelabelFlags')
        .values({ merchantId, code, isEnabled })
        .onConflict((conflict) =>
          conflict.columns(['merchantId', 'code']).doUpdateSet({ isEnabled }),
        )
        .execute();
    },

    registrationFields(merchantId: string) {
      return db
        .selectFrom('registrationFields')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .orderBy('field')
        .execute();
    },

    /** Sets a field's rule; a field without one yet goes after the others. */
    async saveRegistrationField(
      trx: Executor,
      values: {
        merchantId: string;
        field: string;
        isEnabled: boolean;
        isRequired: boolean;
        minLength: number;
        maxLength: number;
        patternId: string | null;
        acceptedPattern: string | null;
        sortOrder: number;
      },
    ) {
      const { isEnabled, isRequired, minLength, maxLength, patternId, acceptedPattern } = values;
      const rule = { isEnabled, isRequired, minLength, maxLength, patternId, acceptedPattern };
      await trx
        .insertInto('registrationFields')
        .values(values)
        .onConflict((conflict) => conflict.columns(['merchantId', 'field']).doUpdateSet(rule))
        .execute();
    },

    /** A merchant's uploaded picture of a purpose, with its size. */
    media(merchantId: string, id: string, purpose: 'banner' | 'content') {
      return db
        .selectFrom('media')
        .select(['id', 'sha256', 'contentType', 'width', 'height'])
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },

    /**
     * Whether the merchant has this vendor (a game-launch banner's target). Its game type is
     * not compared: the site files esports and cockfight vendors under their own types.
     */
    async hasVendor(merchantId: string, vassalage: string): Promise<boolean> {
      const row = await db
        .selectFrom('vendors')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('vassalage', '=', vassalage)
        .where('status', '!=', 'disabled')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether the merchant has this promotion (published or not: a banner may wait for it). */
    async hasPromotion(merchantId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('promotions')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ContentDeskRepository = ReturnType<typeof createContentDeskRepository>;
