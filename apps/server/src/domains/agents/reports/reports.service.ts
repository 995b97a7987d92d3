import {
  agentIncomeSources,
  agentReportExportMax,
  agentReportPageSize,
  agentSearchMatchCap,
  teamTransactionKinds,
  type AgentIncome,
  type AgentIncomeQuery,
  type AgentIncomeSource,
  type TeamBetting,
  type TeamBettingQuery,
  type TeamProfit,
  type TeamProfitQuery,
  type TeamTransactionKind,
  type TeamTransactions,
  type TeamTransactionsQuery,
} from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import { recordsRange } from '../../../lib/records-range';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { TeamRepository } from '../team/team.repository';
import { pagesUpTo, requireAgent } from '../team/team.service';
import {
  teamMoneyKinds,
  type ReportPage,
  type ReportScope,
  type ReportsRepository,
} from './reports.repository';

/** A page of a report, or (for its CSV file) every row up to the export's bound. */
function pageOf(query: { page?: number | undefined; format?: 'csv' | undefined }): ReportPage {
  if (query.format === 'csv') return { limit: agentReportExportMax, offset: 0 };
  return { limit: agentReportPageSize, offset: ((query.page ?? 1) - 1) * agentReportPageSize };
}

/** A search counts one match past what it can show: a page's cap, or an export's rows. */
function searchCapOf(query: { format?: 'csv' | undefined }) {
  return (query.format === 'csv' ? agentReportExportMax : agentSearchMatchCap) + 1;
}

function pagesOf(query: { page?: number | undefined }, total: number, currency: string) {
  return {
    page: query.page ?? 1,
    totalPages: Math.max(1, Math.ceil(total / agentReportPageSize)),
    currency,
  };
}

const kindOfLedger = new Map<string, TeamTransactionKind>(
  teamTransactionKinds.flatMap((kind) => teamMoneyKinds[kind].map((ledger) => [ledger, kind])),
);
const isIncomeSource = (kind: string): kind is AgentIncomeSource =>
  (agentIncomeSources as readonly string[]).includes(kind);

/** The agent centre's reports over the agent's own team (agents only, never another's). */
export function createReportsService(deps: {
  repository: ReportsRepository;
  team: TeamRepository;
}) {
  const { repository } = deps;

  function scopeOf(context: RequestContext, member: SignedInMember, from: string, to: string) {
    requireAgent(member);
    const range = recordsRange(context, from, to);
    const scope: ReportScope & { from: Date; to: Date } = {
      merchantId: context.merchant.id,
      agentId: member.id,
      timezone: context.merchant.timezone,
      ...range,
    };
    return scope;
  }

  /** A member filter: someone in the team during the range, else the agent is told so. */
  async function memberIdOf(scope: ReportScope & { from: Date }, username: string | undefined) {
    if (!username) return null;
    const found = await repository.pastTeamMember(
      scope.merchantId,
      scope.agentId,
      username,
      scope.from,
    );
    if (!found) throw new AppError('not_in_downline');
    return found.id;
  }

  return {
    async betting(
      context: RequestContext,
      member: SignedInMember,
      query: TeamBettingQuery,
    ): Promise<TeamBetting> {
      const scope = scopeOf(context, member, query.from, query.to);
      const { currency } = context.merchant;
      const filter = {
        groupBy: query.groupBy ?? 'member',
        memberId: await memberIdOf(scope, query.member),
        gameType: query.gameType ? query.gameType : null,
        vassalage: query.vassalage ? query.vassalage : null,
      };
      const [rows, vendors, totals] = await Promise.all([
        repository.betting(scope, filter, pageOf(query)),
        repository.bettingVendors(scope),
        repository.betting(scope, { ...filter, groupBy: 'all' }, { limit: 1, offset: 0 }),
      ]);
      const total = totals[0];
      const sums = (row: { betCount: number; betMinor: string; payoutMinor: string }) => ({
        betCount: row.betCount,
        validBet: wire(row.betMinor, currency),
        payout: wire(row.payoutMinor, currency),
        winLoss: wire(BigInt(row.payoutMinor) - BigInt(row.betMinor), currency),
      });
      return {
        rows: rows.map((row) => ({ key: row.key, label: row.label, ...sums(row) })),
        totals: sums(total ?? { betCount: 0, betMinor: '0', payoutMinor: '0' }),
        vendors,
        ...pagesOf(query, rows[0]?.total ?? 0, currency),
      };
    },

    async profit(
      context: RequestContext,
      member: SignedInMember,
      query: TeamProfitQuery,
    ): Promise<TeamProfit> {
      const scope = scopeOf(context, member, query.from, query.to);
      const { currency } = context.merchant;
      const [rows, team] = await Promise.all([
        repository.profit(
          scope,
          query.q ? { prefix: query.q, cap: searchCapOf(query) } : null,
          pageOf(query),
        ),
        deps.team.figures(scope.merchantId, scope.agentId, scope.fromDay, scope.toDay),
      ]);
      const figures = (row: {
        depositMinor: string;
        withdrawalMinor: string;
        betMinor: string;
        payoutMinor: string;
        bonusMinor: string;
      }) => ({
        deposit: wire(row.depositMinor, currency),
        withdrawal: wire(row.withdrawalMinor, currency),
        validBet: wire(row.betMinor, currency),
        payout: wire(row.payoutMinor, currency),
        bonus: wire(row.bonusMinor, currency),
        profit: wire(
          BigInt(row.payoutMinor) + BigInt(row.bonusMinor) - BigInt(row.betMinor),
          currency,
        ),
      });
      return {
        rows: rows.map((row) => ({ username: row.username, level: row.level, ...figures(row) })),
        totals: figures(team),
        page: query.page ?? 1,
        ...pagesUpTo(rows[0]?.total ?? 0, agentReportPageSize, Boolean(query.q)),
        currency,
      };
    },

    async transactions(
      context: RequestContext,
      member: SignedInMember,
      query: TeamTransactionsQuery,
    ): Promise<TeamTransactions> {
      const scope = scopeOf(context, member, query.from, query.to);
      const { currency } = context.merchant;
      const rows = await repository.transactions(
        scope,
        {
          kinds: query.kind ? teamMoneyKinds[query.kind] : null,
          memberId: await memberIdOf(scope, query.member),
        },
        pageOf(query),
      );
      return {
        rows: rows.map((row) => {
          const kind = kindOfLedger.get(row.kind) ?? 'transfer';
          const isTransfer = kind === 'transfer';
          return {
            id: row.id,
            at: new Date(row.createdAt).toISOString(),
            kind,
            username: (kind === 'deposit' ? row.creditMember : row.debitMember) ?? '',
            from: isTransfer ? row.debitMember : null,
            to: isTransfer ? row.creditMember : null,
            amount: wire(row.amountMinor, currency),
          };
        }),
        ...pagesOf(query, rows[0]?.total ?? 0, currency),
      };
    },

    async income(
      context: RequestContext,
      member: SignedInMember,
      query: AgentIncomeQuery,
    ): Promise<AgentIncome> {
      const scope = scopeOf(context, member, query.from, query.to);
      const { currency } = context.merchant;
      const { sums, rows } = await repository.income(scope, agentIncomeSources, pageOf(query));
      const bySource = new Map(sums.map((sum) => [sum.kind, sum]));
      const total = sums.reduce((sum, row) => sum + BigInt(row.amountMinor), 0n);
      return {
        sources: agentIncomeSources.map((source) => ({
          source,
          count: bySource.get(source)?.count ?? 0,
          amount: wire(bySource.get(source)?.amountMinor ?? '0', currency),
        })),
        rows: rows.flatMap((row) =>
          isIncomeSource(row.kind)
            ? [
                {
                  id: row.id,
                  at: new Date(row.createdAt).toISOString(),
                  source: row.kind,
                  amount: wire(row.amountMinor, currency),
                },
              ]
            : [],
        ),
        total: wire(total, currency),
        ...pagesOf(query, rows[0]?.total ?? 0, currency),
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
