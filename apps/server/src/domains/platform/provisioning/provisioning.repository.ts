import type { Language, MerchantDomain, OperatorRole } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';

/** The columns of a new merchant. */
export interface NewMerchant {
  code: string;
  name: string;
  currency: string;
  languages: Language[];
  defaultLanguage: Language;
  timezone: string;
  brand: object;
}

/** A registration field's rule, as a merchant starts with it. */
export interface RegistrationRule {
  field: string;
  isEnabled: boolean;
  isRequired: boolean;
  minLength: number;
  maxLength: number;
  patternId: string | null;
  acceptedPattern?: string | null;
}

/** The merchants table and what hangs off it directly: domains, settings, flags, rules. */
export function createProvisioningRepository(db: Db) {
  return {
    /**
     * Every merchant (or the one of `code`) with its domains, settings and how many operators
     * and members it has; in the caller's transaction when given.
     */
    list(filter: { code?: string } = {}, executor: Executor = db) {
      let query = executor
        .selectFrom('merchants')
        .select((eb) => [
          'merchants.id',
          'merchants.code',
          'merchants.name',
          'merchants.status',
          'merchants.currency',
          'merchants.languages',
          'merchants.defaultLanguage',
          'merchants.timezone',
          'merchants.brand',
          'merchants.isDefault',
          'merchants.createdAt',
          eb
            .selectFrom('operators')
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('operators.merchantId', '=', 'merchants.id')
            .as('operators'),
          eb
            .selectFrom('merchantSettings')
            .select('merchantSettings.popupRepeat')
            .whereRef('merchantSettings.merchantId', '=', 'merchants.id')
            .as('popupRepeat'),
          eb
            .selectFrom('merchantSettings')
            .select('merchantSettings.digits')
            .whereRef('merchantSettings.merchantId', '=', 'merchants.id')
            .as('digits'),
          eb
            .selectFrom('members')
            .select(sql<string>`count(*)`.as('n'))
            .whereRef('members.merchantId', '=', 'merchants.id')
            .as('members'),
          sql<{ domain: string; device: number }[]>`coalesce((
            SELECT json_agg(json_build_object('domain', d.domain, 'device', d.device)
                            ORDER BY d.sort_order, d.id)
            FROM merchant_domains d WHERE d.merchant_id = merchants.id), '[]'::json)`.as('domains'),
        ])
        .orderBy('merchants.code');
      if (filter.code !== undefined) query = query.where('merchants.code', '=', filter.code);
      return query.execute();
    },

    /**
     * A merchant's row by its code; `isLocked` locks it for a change in `executor`'s
     * transaction (two platform owners editing at once take turns).
     */
    findByCode(code: string, options: { executor?: Executor; isLocked?: boolean } = {}) {
      const query = (options.executor ?? db)
        .selectFrom('merchants')
        .selectAll()
        .where('code', '=', code);
      return (options.isLocked ? query.forUpdate() : query).executeTakeFirst();
    },

    async insertMerchant(trx: Executor, values: NewMerchant): Promise<string> {
      const row = await trx
        .insertInto('merchants')
        .values({ ...values, brand: JSON.stringify(values.brand) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('merchantSettings').values({ merchantId: row.id }).execute();
      return row.id;
    },

    async updateMerchant(
      trx: Executor,
      id: string,
      values: Partial<Omit<NewMerchant, 'code' | 'currency'>> & {
        status?: 'active' | 'suspended';
      },
    ) {
      const { brand, ...columns } = values;
      await trx
        .updateTable('merchants')
        .set({ ...columns, ...(brand ? { brand: JSON.stringify(brand) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    async setSettings(
      trx: Executor,
      merchantId: string,
      settings: { popupRepeat?: 'session' | 'day'; digits?: 'latn' | 'beng' },
    ) {
      if (Object.keys(settings).length === 0) return;
      await trx
        .updateTable('merchantSettings')
        .set(settings)
        .where('merchantId', '=', merchantId)
        .execute();
    },

    /** The merchant's domains, the first of each device its primary one. */
    async replaceDomains(trx: Executor, merchantId: string, domains: MerchantDomain[]) {
      await trx.deleteFrom('merchantDomains').where('merchantId', '=', merchantId).execute();
      await trx
        .insertInto('merchantDomains')
        .values(
          domains.map((entry, index) => ({
            merchantId,
            domain: entry.domain,
            device: entry.device,
            isPrimary: domains.findIndex((other) => other.device === entry.device) === index,
            sortOrder: index,
          })),
        )
        .execute();
    },

    /** Which domains of these another merchant already answers on. */
    async domainsOfOthers(trx: Executor, merchantId: string | null, domains: string[]) {
      let query = trx.selectFrom('merchantDomains').select('domain').where('domain', 'in', domains);
      if (merchantId !== null) query = query.where('merchantId', '!=', merchantId);
      return (await query.execute()).map((row) => row.domain);
    },

    /** One merchant at most answers unclaimed host names: this one, or (null) none. */
    async setDefault(trx: Executor, merchantId: string | null) {
      await trx
        .updateTable('merchants')
        .set({ isDefault: false })
        .where('isDefault', '=', true)
        .execute();
      if (merchantId !== null) {
        await trx
          .updateTable('merchants')
          .set({ isDefault: true })
          .where('id', '=', merchantId)
          .execute();
      }
    },

    async insertFlags(trx: Executor, merchantId: string, flags: Record<string, boolean>) {
      const rows = Object.entries(flags).map(([code, isEnabled]) => ({
        merchantId,
        code,
        isEnabled,
      }));
      if (rows.length > 0) await trx.insertInto('whitelabelFlags').values(rows).execute();
    },

    /** The template's registration rules, or the given ones when it has none. */
    async insertRegistrationFields(
      trx: Executor,
      merchantId: string,
      fromMerchantId: string | undefined,
      fallback: readonly RegistrationRule[],
    ) {
      const copied: RegistrationRule[] =
        fromMerchantId === undefined
          ? []
          : await trx
              .selectFrom('registrationFields')
              .select(['field', 'isEnabled', 'isRequired', 'minLength', 'maxLength', 'patternId'])
              .select('acceptedPattern')
              .where('merchantId', '=', fromMerchantId)
              .orderBy('sortOrder')
              .execute();
      const rules = copied.length > 0 ? copied : fallback;
      await trx
        .insertInto('registrationFields')
        .values(rules.map((rule, index) => ({ ...rule, merchantId, sortOrder: index })))
        .execute();
    },

    async insertOwner(
      trx: Executor,
      values: { merchantId: string; username: string; passwordHash: string; now: Date },
    ): Promise<string | undefined> {
      const role: OperatorRole = 'owner';
      const row = await trx
        .insertInto('operators')
        .values({
          merchantId: values.merchantId,
          username: values.username,
          passwordHash: values.passwordHash,
          role,
          createdAt: values.now,
          passwordChangedAt: values.now,
        })
        .onConflict((conflict) => conflict.column('username').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type ProvisioningRepository = ReturnType<typeof createProvisioningRepository>;
