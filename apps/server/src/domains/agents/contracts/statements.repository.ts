import type { ContractKind } from '@khela/contracts';
import type { Db } from '../../../db/database';

/** What a statement line shows, from agent_statements (st) and agent_settlements (se). */
export const statementColumns = [
  'st.id',
  'se.startsAt',
  'se.endsAt',
  'se.period',
  'st.activeMembers',
  'st.validBetMinor',
  'st.profitLossMinor',
  'st.lostBetMinor',
  'st.wonBetMinor',
  'st.baseMinor',
  'st.rateBp',
  'st.tier',
  'st.ownMinor',
  'st.downlinesMinor',
  'st.carryInMinor',
  'st.carryOutMinor',
  'st.payMinor',
  'st.paidMinor',
  'st.status',
] as const;

/** SQL of an agent's statement lines. */
export function createStatementsRepository(db: Db) {
  return {
    /** An agent's lines of a kind, newest first, and how many it has. */
    async page(agentId: string, kind: ContractKind, offset: number, limit: number) {
      const base = db
        .selectFrom('agentStatements as st')
        .innerJoin('agentSettlements as se', 'se.id', 'st.settlementId')
        .where('st.agentId', '=', agentId)
        .where('se.kind', '=', kind);
      const [rows, total] = await Promise.all([
        base
          .select(statementColumns)
          .orderBy('se.endsAt', 'desc')
          .orderBy('st.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },
  };
}
