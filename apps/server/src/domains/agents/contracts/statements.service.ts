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
import { createStatementsRepository } from './statements.repository';
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
  const repository = createStatementsRepository(deps.db);
  return {
    async mine(
      context: RequestContext,
      agent: SignedInMember,
      kind: ContractKind,
      page = 1,
    ): Promise<Statements> {
      requireAgent(agent);
      const { rows, total } = await repository.page(
        agent.id,
        kind,
        (page - 1) * agentReportPageSize,
        agentReportPageSize,
      );
      const currency = context.merchant.currency;
      return {
        currency,
        page,
        totalPages: Math.max(1, Math.ceil(total / agentReportPageSize)),
        rows: rows.map((row) => toStatement(row, currency)),
      };
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
