import type { Db } from '../../../db/database';

/** A merchant's rules: settings, flags, maintenance still to come or under way, regions, domains. */
function loadRules(db: Db, merchantId: string, now: Date) {
  return Promise.all([
    db
      .selectFrom('merchantSettings')
      .selectAll()
      .where('merchantId', '=', merchantId)
      .executeTakeFirst(),
    db
      .selectFrom('whitelabelFlags')
      .select(['code', 'isEnabled'])
      .where('merchantId', '=', merchantId)
      .execute(),
    db
      .selectFrom('maintenanceWindows')
      .select(['startsAt', 'endsAt'])
      .where('merchantId', '=', merchantId)
      .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
      .orderBy('startsAt')
      .execute(),
    db
      .selectFrom('regionRules')
      .select(['kind', 'action', 'country', 'network'])
      .where('merchantId', '=', merchantId)
      .execute(),
    db
      .selectFrom('merchantDomains')
      .select(['domain', 'device'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
  ]);
}

/** What a merchant's site shows of its configuration: service, resources, forms, licences, games. */
function loadSiteContent(db: Db, merchantId: string) {
  return Promise.all([
    db
      .selectFrom('customerServices')
      .select(['id', 'channel', 'csPosition', 'csType', 'path', 'isVip'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('resources')
      .select(['resourceType', 'url', 'qrCodeUrl', 'labelNameEn'])
      .where('merchantId', '=', merchantId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('registrationFields')
      .selectAll()
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .execute(),
    db
      .selectFrom('licences')
      .select(['language', 'jurisdiction', 'body'])
      .where('merchantId', '=', merchantId)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pageGames')
      .select(['page', 'vassalage', 'gameCode'])
      .where('merchantId', '=', merchantId)
      .execute(),
  ]);
}

/** SQL of merchants and their configuration; every query is filtered by merchant. */
export function createMerchantRepository(db: Db) {
  return {
    async findIdByDomain(domain: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchantDomains')
        .select('merchantId')
        .where('domain', '=', domain)
        .executeTakeFirst();
      return row?.merchantId;
    },

    async findIdByCode(code: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.id;
    },

    /** The merchant that answers host names no merchant claims, if the platform has one. */
    async findDefaultId(): Promise<string | undefined> {
      const row = await db
        .selectFrom('merchants')
        .select('id')
        .where('isDefault', '=', true)
        .executeTakeFirst();
      return row?.id;
    },

    /** The configuration as of `now` (maintenance windows that have not ended by then). */
    async loadConfiguration(merchantId: string, now: Date) {
      const merchant = await db
        .selectFrom('merchants')
        .selectAll()
        .where('id', '=', merchantId)
        .executeTakeFirst();
      if (!merchant) return undefined;
      const [
        [settings, flags, maintenance, regionRules, domains],
        [customerServices, resources, registrationFields, licences, pageGames],
      ] = await Promise.all([loadRules(db, merchantId, now), loadSiteContent(db, merchantId)]);
      return {
        merchant,
        settings,
        flags,
        maintenance,
        regionRules,
        domains,
        customerServices,
        resources,
        registrationFields,
        licences,
        pageGames,
      };
    },
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
