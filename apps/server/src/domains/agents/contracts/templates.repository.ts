import type { ContractKind } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';

/** SQL of contract templates: a merchant's named terms per kind. */
export function createTemplatesRepository(db: Db) {
  return {
    /** The merchant's templates (of a kind when given, offered to agents when asked), by name. */
    list(merchantId: string, filter: { kind?: ContractKind; isOfferedToAgents?: boolean } = {}) {
      let query = db
        .selectFrom('agentContractTemplates')
        .selectAll()
        .where('merchantId', '=', merchantId);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.isOfferedToAgents) query = query.where('isOfferedToAgents', '=', true);
      return query
        .orderBy('kind')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    /** How many templates of a kind the merchant keeps, counted under the merchant's lock. */
    async countLocked(trx: Executor, merchantId: string, kind: ContractKind): Promise<number> {
      await sql`SELECT pg_advisory_xact_lock(hashtext('agent-contract-templates'), ${Number(merchantId)})`.execute(
        trx,
      );
      const row = await trx
        .selectFrom('agentContractTemplates')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('merchantId', '=', merchantId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(
      trx: Executor,
      values: {
        merchantId: string;
        kind: ContractKind;
        name: string;
        terms: string;
        isOfferedToAgents: boolean;
        updatedAt: Date;
        updatedBy: string;
      },
    ): Promise<string> {
      const row = await trx
        .insertInto('agentContractTemplates')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a template of the merchant's; false when it has none of that id and kind. */
    async update(
      trx: Executor,
      merchantId: string,
      id: string,
      values: {
        kind: ContractKind;
        name: string;
        terms: string;
        isOfferedToAgents: boolean;
        updatedAt: Date;
        updatedBy: string;
      },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('agentContractTemplates')
        .set(values)
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .where('kind', '=', values.kind)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(trx: Executor, merchantId: string, id: string): Promise<boolean> {
      const result = await trx
        .deleteFrom('agentContractTemplates')
        .where('merchantId', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
export type TemplateRow = Awaited<ReturnType<TemplatesRepository['list']>>[number];
