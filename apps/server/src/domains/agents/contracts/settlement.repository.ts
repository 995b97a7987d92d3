import type { ContractKind } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { AgentStatementStatus } from '../../../db/schema/agent-contracts';
import { figureQueries } from './figures.sql';
import type { SettlementWindow } from './windows';

/** A contract in force at a settlement's end. */
export interface ContractInForce {
  id: string;
  holderId: string;
  uplineId: string | null;
  terms: unknown;
}

export interface StatementValues {
  agentId: string;
  contractId: string;
  uplineId: string | null;
  activeMembers: number;
  validBetMinor: bigint;
  profitLossMinor: bigint;
  lostBetMinor: bigint;
  wonBetMinor: bigint;
  baseMinor: bigint;
  rateBp: number;
  tier: string | null;
  ownMinor: bigint;
  downlinesMinor: bigint;
  carryInMinor: bigint;
  carryOutMinor: bigint;
  payMinor: bigint;
}

/** A statement line waiting to be paid. */
export interface DueStatement {
  id: string;
  merchantId: string;
  agentId: string;
  kind: ContractKind;
  payMinor: string;
  paidMinor: string;
  status: AgentStatementStatus;
  decidedBy: string | null;
}

/** Lines of the statement per insert: 20 parameters each, under PostgreSQL's 65,535. */
const statementsPerInsert = 1_000;

/** Writes statement lines, or rewrites them when computed again (carry in and decisions stay). */
async function insertStatements(
  trx: Executor,
  settlement: { id: string; merchantId: string },
  lines: (StatementValues & { status: AgentStatementStatus })[],
  now: Date,
) {
  await trx
    .insertInto('agentStatements')
    .values(
      lines.map((line) => ({
        settlementId: settlement.id,
        merchantId: settlement.merchantId,
        agentId: line.agentId,
        contractId: line.contractId,
        uplineId: line.uplineId,
        activeMembers: line.activeMembers,
        validBetMinor: String(line.validBetMinor),
        profitLossMinor: String(line.profitLossMinor),
        lostBetMinor: String(line.lostBetMinor),
        wonBetMinor: String(line.wonBetMinor),
        baseMinor: String(line.baseMinor),
        rateBp: line.rateBp,
        tier: line.tier,
        ownMinor: String(line.ownMinor),
        downlinesMinor: String(line.downlinesMinor),
        carryInMinor: String(line.carryInMinor),
        carryOutMinor: String(line.carryOutMinor),
        payMinor: String(line.payMinor),
        status: line.status,
        computedAt: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['settlementId', 'agentId']).doUpdateSet((eb) => ({
        contractId: eb.ref('excluded.contractId'),
        uplineId: eb.ref('excluded.uplineId'),
        activeMembers: eb.ref('excluded.activeMembers'),
        validBetMinor: eb.ref('excluded.validBetMinor'),
        profitLossMinor: eb.ref('excluded.profitLossMinor'),
        lostBetMinor: eb.ref('excluded.lostBetMinor'),
        wonBetMinor: eb.ref('excluded.wonBetMinor'),
        baseMinor: eb.ref('excluded.baseMinor'),
        rateBp: eb.ref('excluded.rateBp'),
        tier: eb.ref('excluded.tier'),
        ownMinor: eb.ref('excluded.ownMinor'),
        downlinesMinor: eb.ref('excluded.downlinesMinor'),
        carryOutMinor: eb.ref('excluded.carryOutMinor'),
        payMinor: eb.ref('excluded.payMinor'),
        status: eb.ref('excluded.status'),
        computedAt: eb.ref('excluded.computedAt'),
      })),
    )
    .execute();
}

/** SQL of settlements: the contracts in force, the teams' figures, statements and payments. */
export function createSettlementRepository(db: Db) {
  return {
    ...figureQueries,

    /** The merchants that run a kind of contract (or the one given), with what settling needs. */
    runningKind(kind: ContractKind, merchantId?: string) {
      const query = db
        .selectFrom('agentContractKinds as k')
        .innerJoin('merchants as m', 'm.id', 'k.merchantId')
        .leftJoin('agentSettings as s', 's.merchantId', 'k.merchantId')
        .select([
          'k.merchantId',
          'm.timezone',
          'm.currency',
          'k.periods',
          'k.isCarryingLosses',
          'k.holdAboveMinor',
          sql<string>`coalesce(s.active_min_deposit_minor, 0)`.as('activeMinDepositMinor'),
          sql<string>`coalesce(s.active_min_valid_bet_minor, 1)`.as('activeMinValidBetMinor'),
        ])
        .where('k.kind', '=', kind);
      if (merchantId !== undefined) return query.where('k.merchantId', '=', merchantId).execute();
      return query.where('k.isEnabled', '=', true).execute();
    },

    /** The starts of a kind's settled settlements of a period since an instant. */
    async settledSince(merchantId: string, kind: ContractKind, period: string, since: Date) {
      const rows = await db
        .selectFrom('agentSettlements')
        .select('startsAt')
        .where('merchantId', '=', merchantId)
        .where('kind', '=', kind)
        .where('period', '=', period as never)
        .where('startsAt', '>=', since)
        .where('status', '=', 'settled')
        .execute();
      return new Set(rows.map((row) => row.startsAt.getTime()));
    },

    /** Whether activity before an instant still waits to be folded into the team figures. */
    async isFoldPending(merchantId: string, before: Date) {
      const row = await db
        .selectFrom('agentActivityInbox')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('at', '<', before)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The settlement of a period, made when missing, locked for the caller's transaction. */
    async lockSettlement(
      trx: Executor,
      merchantId: string,
      kind: ContractKind,
      window: SettlementWindow,
    ) {
      await trx
        .insertInto('agentSettlements')
        .values({
          merchantId,
          kind,
          period: window.period,
          startsAt: window.startsAt,
          endsAt: window.endsAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return trx
        .selectFrom('agentSettlements')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('kind', '=', kind)
        .where('period', '=', window.period)
        .where('startsAt', '=', window.startsAt)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** The contracts of a kind that were active at an instant (a dividend's, of one period). */
    async inForce(
      executor: Executor,
      merchantId: string,
      kind: ContractKind,
      at: Date,
      period: string | null,
    ): Promise<ContractInForce[]> {
      let query = executor
        .selectFrom('agentContracts')
        .select(['id', 'holderId', 'uplineId', 'terms'])
        .where('merchantId', '=', merchantId)
        .where('kind', '=', kind)
        .where('decidedAt', '<=', at)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'active'),
            eb.and([eb('status', '=', 'ended'), eb('endedAt', '>', at)]),
          ]),
        );
      if (period !== null) query = query.where(sql<boolean>`terms->>'period' = ${period}`);
      return query.execute();
    },

    /** What each agent carried out of its latest dividend before an instant (0 or less). */
    async carries(executor: Executor, agentIds: string[], before: Date) {
      const { rows } = await sql<{ agentId: string; carryOutMinor: string }>`
        SELECT DISTINCT ON (st.agent_id) st.agent_id AS "agentId",
            st.carry_out_minor AS "carryOutMinor"
          FROM agent_statements st
          JOIN agent_settlements se ON se.id = st.settlement_id
          WHERE st.agent_id = any(${agentIds}::bigint[]) AND se.kind = 'dividend'
            AND se.ends_at <= ${before}
          ORDER BY st.agent_id, se.ends_at DESC`.execute(executor);
      return new Map(rows.map((row) => [row.agentId, BigInt(row.carryOutMinor)]));
    },

    /** The statements a settlement already has, by agent. */
    async statementsOf(executor: Executor, settlementId: string) {
      const rows = await executor
        .selectFrom('agentStatements')
        .select(['agentId', 'carryInMinor', 'paidMinor', 'status', 'decidedBy'])
        .where('settlementId', '=', settlementId)
        .execute();
      return new Map(rows.map((row) => [row.agentId, row]));
    },

    async upsertStatements(
      trx: Executor,
      settlement: { id: string; merchantId: string },
      lines: (StatementValues & { status: AgentStatementStatus })[],
      now: Date,
    ) {
      // A statement takes at most 65,535 parameters: lines go in chunks of 1,000 (20 each).
      for (let first = 0; first < lines.length; first += statementsPerInsert) {
        await insertStatements(
          trx,
          settlement,
          lines.slice(first, first + statementsPerInsert),
          now,
        );
      }
    },

    async markComputed(trx: Executor, settlementId: string, now: Date) {
      await trx
        .updateTable('agentSettlements')
        .set((eb) => ({
          runs: eb('runs', '+', 1),
          computedAt: now,
          status: 'computing',
          settledAt: null,
        }))
        .where('id', '=', settlementId)
        .execute();
    },

    /** Settled once no line of it waits to be paid (held lines wait for an operator). */
    async markSettledWhenPaid(merchantId: string, now: Date) {
      await db
        .updateTable('agentSettlements as se')
        .set({ status: 'settled', settledAt: now })
        .where('se.merchantId', '=', merchantId)
        .where('se.status', '=', 'computing')
        .where('se.computedAt', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('agentStatements as st')
                .select('st.id')
                .whereRef('st.settlementId', '=', 'se.id')
                .where('st.status', '=', 'due'),
            ),
          ),
        )
        .execute();
    },

    /** The ids of a merchant's statement lines waiting to be paid, oldest first. */
    async dueIds(merchantId: string, limit: number) {
      const rows = await db
        .selectFrom('agentStatements')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('status', '=', 'due')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    lockStatement(trx: Executor, id: string): Promise<DueStatement | undefined> {
      return (
        trx
          .selectFrom('agentStatements as st')
          .innerJoin('agentSettlements as se', 'se.id', 'st.settlementId')
          .select([
            'st.id',
            'st.merchantId',
            'st.agentId',
            'se.kind',
            'st.payMinor',
            'st.paidMinor',
            'st.status',
            'st.decidedBy',
          ])
          .where('st.id', '=', id)
          // Another instance paying the same lines: each skips the line the other holds.
          .forUpdate('st')
          .skipLocked()
          .executeTakeFirst()
      );
    },

    async setStatement(
      trx: Executor,
      id: string,
      values: { status: AgentStatementStatus; paidMinor?: string; paidAt?: Date },
    ) {
      await trx.updateTable('agentStatements').set(values).where('id', '=', id).execute();
    },
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
