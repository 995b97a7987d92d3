import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type {
  AnnouncementsTable,
  BannersTable,
  CustomerServicesTable,
  HelpArticlesTable,
  LicencesTable,
} from '../../db/schema';
import type { Executor } from '../ledger/ledger.repository';

/** A desk lists at most this many rows of each kind for a merchant, newest first. */
const rowsMax = 500;

type Key = { merchantId: string; id: string };

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

    banners(merchantId: string) {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('groupName')
        .orderBy('language')
        .orderBy('sortOrder')
        .orderBy('id', 'desc')
        .limit(rowsMax)
        .execute();
    },

    banner(key: Key) {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
    },

    async insertBanner(trx: Executor, values: Insertable<BannersTable>): Promise<string> {
      const row = await trx
        .insertInto('banners')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateBanner(trx: Executor, key: Key, values: Updateable<BannersTable>) {
      await trx
        .updateTable('banners')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async deleteBanner(trx: Executor, key: Key) {
      await trx
        .deleteFrom('banners')
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
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

    notice(key: Key) {
      return db
        .selectFrom('announcements')
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
    },

    async insertNotice(trx: Executor, values: Insertable<AnnouncementsTable>): Promise<string> {
      const row = await trx
        .insertInto('announcements')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateNotice(trx: Executor, key: Key, values: Updateable<AnnouncementsTable>) {
      await trx
        .updateTable('announcements')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async deleteNotice(trx: Executor, key: Key) {
      await trx
        .deleteFrom('announcements')
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
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

    helpArticle(key: Key) {
      return db
        .selectFrom('helpArticles')
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
    },

    async insertHelpArticle(trx: Executor, values: Insertable<HelpArticlesTable>): Promise<string> {
      const row = await trx
        .insertInto('helpArticles')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateHelpArticle(trx: Executor, key: Key, values: Updateable<HelpArticlesTable>) {
      await trx
        .updateTable('helpArticles')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async deleteHelpArticle(trx: Executor, key: Key) {
      await trx
        .deleteFrom('helpArticles')
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
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

    customerService(key: Key) {
      return db
        .selectFrom('customerServices')
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
    },

    async insertCustomerService(
      trx: Executor,
      values: Insertable<CustomerServicesTable>,
    ): Promise<string> {
      const row = await trx
        .insertInto('customerServices')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateCustomerService(
      trx: Executor,
      key: Key,
      values: Updateable<CustomerServicesTable>,
    ) {
      await trx
        .updateTable('customerServices')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async deleteCustomerService(trx: Executor, key: Key) {
      await trx
        .deleteFrom('customerServices')
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
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

    licence(key: Key) {
      return db
        .selectFrom('licences')
        .selectAll()
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .executeTakeFirst();
    },

    async insertLicence(trx: Executor, values: Insertable<LicencesTable>): Promise<string> {
      const row = await trx
        .insertInto('licences')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateLicence(trx: Executor, key: Key, values: Updateable<LicencesTable>) {
      await trx
        .updateTable('licences')
        .set(values)
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
        .execute();
    },

    async deleteLicence(trx: Executor, key: Key) {
      await trx
        .deleteFrom('licences')
        .where('merchantId', '=', key.merchantId)
        .where('id', '=', key.id)
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
  };
}

export type ContentDeskRepository = ReturnType<typeof createContentDeskRepository>;
