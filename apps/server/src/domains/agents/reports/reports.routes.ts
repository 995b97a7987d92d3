import {
  agentIncomeQuerySchema,
  agentIncomeSchema,
  answerSchema,
  teamBettingQuerySchema,
  teamBettingSchema,
  teamProfitQuerySchema,
  teamProfitSchema,
  teamTransactionsQuerySchema,
  teamTransactionsSchema,
  type AgentIncome,
  type TeamBetting,
  type TeamBettingGroup,
  type TeamProfit,
  type TeamTransactions,
} from '@khela/contracts';
import type { FastifyReply } from 'fastify';
import { toCsv } from '../../../lib/csv';
import { ok, type RouteScopes } from '../../../plugins/route-scopes';
import { csvWord, type CsvWord } from './csv-words';
import type { ReportsService } from './reports.service';

/** Sends a report's CSV file, named after the report and its days. */
function sendCsv(
  reply: FastifyReply,
  name: string,
  query: { from: string; to: string },
  csv: string,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${query.from}-${query.to}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

const wordsOf = (language: string) => (key: CsvWord) => csvWord(language, key);
const profitColumns: CsvWord[] = [
  'member',
  'level',
  'deposit',
  'withdrawal',
  'validBet',
  'payout',
  'bonus',
  'profit',
];

function bettingCsv(language: string, groupBy: TeamBettingGroup, report: TeamBetting) {
  const word = wordsOf(language);
  return toCsv(
    [word(groupBy), word('betCount'), word('validBet'), word('payout'), word('winLoss')],
    report.rows.map((row) => [row.label, row.betCount, row.validBet, row.payout, row.winLoss]),
  );
}

function profitCsv(language: string, report: TeamProfit) {
  const word = wordsOf(language);
  return toCsv(
    profitColumns.map(word),
    report.rows.map((row) => [
      row.username,
      row.level,
      row.deposit,
      row.withdrawal,
      row.validBet,
      row.payout,
      row.bonus,
      row.profit,
    ]),
  );
}

function transactionsCsv(language: string, report: TeamTransactions) {
  const word = wordsOf(language);
  return toCsv(
    [word('time'), word('member'), word('kind'), word('from'), word('to'), word('amount')],
    report.rows.map((row) => [
      row.at,
      row.username,
      word(row.kind),
      row.from ?? '',
      row.to ?? '',
      row.amount,
    ]),
  );
}

function incomeCsv(language: string, report: AgentIncome) {
  const word = wordsOf(language);
  return toCsv(
    [word('time'), word('source'), word('amount')],
    report.rows.map((row) => [row.at, word(row.source), row.amount]),
  );
}

/**
 * The agent centre's reports (real agent accounts; always the caller's own team). With
 * `format=csv` a report answers its whole content as a CSV file instead of a page.
 */
export function registerReportsRoutes(routes: RouteScopes, service: ReportsService) {
  routes.realMember((app) => {
    app.get(
      '/wps/agent/reports/betting',
      {
        schema: {
          querystring: teamBettingQuerySchema,
          response: { 200: answerSchema(teamBettingSchema) },
        },
      },
      async (request, reply) => {
        const { query, context } = request;
        const report = await service.betting(context, request.member, query);
        if (query.format !== 'csv') return ok(report);
        const csv = bettingCsv(context.language, query.groupBy ?? 'member', report);
        return sendCsv(reply, 'team-betting', query, csv);
      },
    );

    app.get(
      '/wps/agent/reports/profit-loss',
      {
        schema: {
          querystring: teamProfitQuerySchema,
          response: { 200: answerSchema(teamProfitSchema) },
        },
      },
      async (request, reply) => {
        const { query, context } = request;
        const report = await service.profit(context, request.member, query);
        if (query.format !== 'csv') return ok(report);
        return sendCsv(reply, 'profit-loss', query, profitCsv(context.language, report));
      },
    );

    app.get(
      '/wps/agent/reports/transactions',
      {
        schema: {
          querystring: teamTransactionsQuerySchema,
          response: { 200: answerSchema(teamTransactionsSchema) },
        },
      },
      async (request, reply) => {
        const { query, context } = request;
        const report = await service.transactions(context, request.member, query);
        if (query.format !== 'csv') return ok(report);
        return sendCsv(reply, 'transactions', query, transactionsCsv(context.language, report));
      },
    );

    app.get(
      '/wps/agent/reports/income',
      {
        schema: {
          querystring: agentIncomeQuerySchema,
          response: { 200: answerSchema(agentIncomeSchema) },
        },
      },
      async (request, reply) => {
        const { query, context } = request;
        const report = await service.income(context, request.member, query);
        if (query.format !== 'csv') return ok(report);
        return sendCsv(reply, 'income', query, incomeCsv(context.language, report));
      },
    );
  });
}
