import type { ContractKind } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { AgentContractStatus } from '../../../db/schema/agent-contracts';
import { statementColumns } from './statements.repository';

/** The settlement's totals the desk lists. */
const settlementTotals = [
  'se.id',
  'se.kind',
  'se.period',
  'se.startsAt',
  'se.endsAt',
  'se.runs',
  'se.status',
  'se.computedAt',
  sql<string>`(SELECT count(*) FROM agent_statements st WHERE st.settlement_id = se.id)`.as(
    'agents',
  ),
  sql<string>`(SELECT coalesce(sum(pay_minor), 0) FROM agent_statements st
    WHERE st.settlement_id = se.id)`.as('payMinor'),
  sql<string>`(SELECT coalesce(sum(paid_minor), 0) FROM agent_statements st
    WHERE st.settlement_id = se.id)`.as('paidMinor'),
  sql<string>`(SELECT coalesce(sum(pay_minor - paid_minor), 0) FROM agent_statements st
    WHERE st.settlement_id = se.id AND st.status = 'held')`.as('heldMinor'),
] as const;

/** SQL of the contracts desk: bounds, every agent's contracts, settlements and their lines. */
export function createContractsDeskRepository(db: Db) {
  return {
    kinds(merchantId: string) {
      return db
        .selectFrom('agentContractKinds')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .execute();
    },

    async saveKind(
      trx: Executor,
      merchantId: string,
      kind: ContractKind,
      values: {
        isEnabled: boolean;
        maxRateBp: number;
        periods: string[];
        isCarryingLosses: boolean;
        holdAboveMinor: string | null;
      },
    ) {
      await trx
        .insertInto('agentContractKinds')
        .values({ merchantId, kind, ...values })
        .onConflict((conflict) => conflict.columns(['merchantId', 'kind']).doUpdateSet(values))
        .execute();
    },

    activeRule(merchantId: string) {
      return db
        .selectFrom('agentSettings')
        .select(['activeMinDepositMinor', 'activeMinValidBetMinor'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    async saveActiveRule(
      trx: Executor,
      merchantId: string,
      values: { activeMinDepositMinor: string; activeMinValidBetMinor: string },
    ) {
      await trx
        .insertInto('agentSettings')
        .values({ merchantId, ...values })
        .onConflict((conflict) => conflict.column('merchantId').doUpdateSet(values))
        .execute();
    },

    /** The merchant's contracts, newest first, by kind, status and holder when given. */
    async contracts(
      merchantId: string,
      filter: { kind?: ContractKind; status?: AgentContractStatus; q?: string },
      offset: number,
      limit: number,
    ) {
      let base = db
        .selectFrom('agentContracts as c')
        .innerJoin('members as h', 'h.id', 'c.holderId')
        .where('c.merchantId', '=', merchantId);
      if (filter.kind) base = base.where('c.kind', '=', filter.kind);
      if (filter.status) base = base.where('c.status', '=', filter.status);
      if (filter.q)
        base = base.where('h.username', 'like', `${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
      const [ids, total] = await Promise.all([
        base.select('c.id').orderBy('c.id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { ids: ids.map((row) => row.id), total: Number(total.count) };
    },

    async settlements(merchantId: string, kind: ContractKind, offset: number, limit: number) {
      const base = db
        .selectFrom('agentSettlements as se')
        .where('se.merchantId', '=', merchantId)
        .where('se.kind', '=', kind);
      const [rows, total] = await Promise.all([
        base
          .select(settlementTotals)
          .orderBy('se.endsAt', 'desc')
          .orderBy('se.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    settlement(merchantId: string, id: string) {
      return db
        .selectFrom('agentSettlements as se')
        .select(settlementTotals)
        .where('se.merchantId', '=', merchantId)
        .where('se.id', '=', id)
        .executeTakeFirst();
    },

    lines(settlementId: string) {
      return db
        .selectFrom('agentStatements as st')
        .innerJoin('agentSettlements as se', 'se.id', 'st.settlementId')
        .innerJoin('members as a', 'a.id', 'st.agentId')
        .leftJoin('members as u', 'u.id', 'st.uplineId')
        .select([...statementColumns, 'a.username as agent', 'u.username as upline'])
        .where('st.settlementId', '=', settlementId)
        .orderBy('a.username')
        .limit(10_000)
        .execute();
    },

    /** A statement line of the merchant, locked, with its settlement's kind and period. */
    lockLine(trx: Executor, merchantId: string, id: string) {
      return trx
        .selectFrom('agentStatements as st')
        .innerJoin('agentSettlements as se', 'se.id', 'st.settlementId')
        .select(['st.id', 'st.status', 'st.payMinor', 'st.paidMinor', 'se.kind'])
        .where('st.merchantId', '=', merchantId)
        .where('st.id', '=', id)
        .forUpdate('st')
        .executeTakeFirst();
    },

    async decideLine(
      trx: Executor,
      id: string,
      values: { status: 'due' | 'refused'; decidedBy: string },
    ) {
      await trx.updateTable('agentStatements').set(values).where('id', '=', id).execute();
    },
  };
}

export type ContractsDeskRepository = ReturnType<typeof createContractsDeskRepository>;
