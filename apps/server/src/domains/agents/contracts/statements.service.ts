import {
  agentReportPageSize,
  type ContractKind,
  type Statement,
  type Statements,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { requireAgent } from '../team/team.service';
import { keptTerms, wireTier } from './terms';

/** A statement line as read for the agent centre and the desk. */
export interface StatementRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  period: Statement['period'];
  activeMembers: number;
  validBetMinor: string;
  profitLossMinor: string;
  lostBetMinor: string;
  wonBetMinor: string;
  baseMinor: string;
  rateBp: number;
  tier: unknown;
  ownMinor: string;
  downlinesMinor: string;
  carryInMinor: string;
  carryOutMinor: string;
  payMinor: string;
  paidMinor: string;
  status: Statement['status'];
}

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

/** A statement line on the wire: every figure it was computed from, in the currency. */
export function toStatement(row: StatementRow, currency: string): Statement {
  const amount = (minor: string) => wire(minor, currency);
  const kept = row.tier as { rateBp?: number; profitRateBp?: number } | null;
  const tier =
    kept?.rateBp === undefined ? null : (keptTerms({ tiers: [kept] }).tiers?.[0] ?? null);
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    period: row.period,
    activeMembers: row.activeMembers,
    validBet: amount(row.validBetMinor),
    profitLoss: amount(row.profitLossMinor),
    lostBet: amount(row.lostBetMinor),
    wonBet: amount(row.wonBetMinor),
    base: amount(row.baseMinor),
    rateBp: row.rateBp,
    profitRateBp: kept?.profitRateBp ?? null,
    tier: tier ? wireTier(tier, currency) : null,
    own: amount(row.ownMinor),
    downlines: amount(row.downlinesMinor),
    carryIn: amount(row.carryInMinor),
    carryOut: amount(row.carryOutMinor),
    pay: amount(row.payMinor),
    paid: amount(row.paidMinor),
    status: row.status,
  };
}

/** An agent's statements of a kind, newest first. */
export function createStatementsService(deps: { db: Db }) {
  return {
    async mine(
      context: RequestContext,
      agent: SignedInMember,
      kind: ContractKind,
      page = 1,
    ): Promise<Statements> {
      requireAgent(agent);
      const base = deps.db
        .selectFrom('agentStatements as st')
        .innerJoin('agentSettlements as se', 'se.id', 'st.settlementId')
        .where('st.agentId', '=', agent.id)
        .where('se.kind', '=', kind);
      const [rows, total] = await Promise.all([
        base
          .select(statementColumns)
          .orderBy('se.endsAt', 'desc')
          .orderBy('st.id', 'desc')
          .offset((page - 1) * agentReportPageSize)
          .limit(agentReportPageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const currency = context.merchant.currency;
      return {
        currency,
        page,
        totalPages: Math.max(1, Math.ceil(Number(total.count) / agentReportPageSize)),
        rows: rows.map((row) => toStatement(row, currency)),
      };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
