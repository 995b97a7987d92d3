// The agents domain's front door: the downline tree (kept by the database from members'
// uplines), the team figures agents' reports read, and the contracts that pay agents. Other
// domains import only this.
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import { dayMs } from '../../lib/days';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { ContractRequests, LedgerService } from '../money';
import type { MerchantService, OpsService } from '../platform';
import { registerContractsRoutes } from './contracts/contracts.routes';
import { createContractsDeskRepository } from './contracts/contracts-desk.repository';
import { registerContractsDeskRoutes } from './contracts/contracts-desk.routes';
import { createContractsDeskService } from './contracts/contracts-desk.service';
import { createTemplatesRepository } from './contracts/templates.repository';
import { createTemplatesService } from './contracts/templates.service';
import { createContractsRepository } from './contracts/contracts.repository';
import { createContractsService, requestsOf } from './contracts/contracts.service';
import { createSettlementRepository } from './contracts/settlement.repository';
import { createSettlement } from './contracts/settlement';
import { createStatementsService } from './contracts/statements.service';
import { createAgentDesk } from './desk/agent-desk';
import { registerAgentDeskRoutes } from './desk/agent-desk.routes';
import { createCentreRepository } from './centre/centre.repository';
import { createAgentApplicationsRepository } from './desk/agent-applications.repository';
import { registerCentreRoutes } from './centre/centre.routes';
import { createCentreService } from './centre/centre.service';
import type { OpenAccount } from './invitation/accounts';
import { createReportsRepository } from './reports/reports.repository';
import { registerReportsRoutes } from './reports/reports.routes';
import { createReportsService } from './reports/reports.service';
import { createTeamRepository } from './team/team.repository';
import { registerTeamRoutes } from './team/team.routes';
import { createTeamService } from './team/team.service';

export interface AgentsDeps {
  db: Db;
  clock: Clock;
  ops: OpsService;
  routes: RouteScopes;
  /** Opens an account under an upline with the merchant's rules (identity's registration). */
  openAccount: OpenAccount;
  /** The merchants' registration rules (an operator's new agent follows them), money and days. */
  merchants: Pick<MerchantService, 'snapshot'>;
  /** Contracts are paid through the ledger, and their requests told in messages. */
  ledger: LedgerService;
  messages: Pick<MessageService, 'send'>;
}

/** The requests of the agent programme waiting for a member (money's consolidated funds). */
export function createContractRequests(db: Db): ContractRequests {
  const repository = createContractsRepository(db);
  return (context, member) => requestsOf(repository, context, member);
}

/** How many waiting activities one fold takes, and how many folds one job run makes at most. */
const foldBatch = 5_000;
const foldsPerRun = 200;
/** How long the hourly figures are kept. */
const hoursKeptDays = 3;

/** Registers the agents' routes and desk; answers the job that keeps the team figures current. */
export function registerAgents(deps: AgentsDeps): { jobs: ScheduledJob[] } {
  const repository = createTeamRepository(deps.db);
  const team = createTeamService({ repository, clock: deps.clock });
  registerTeamRoutes(deps.routes, team);
  registerReportsRoutes(
    deps.routes,
    createReportsService({ repository: createReportsRepository(deps.db), team: repository }),
  );
  registerCentreRoutes(
    deps.routes,
    createCentreService({
      db: deps.db,
      repository: createCentreRepository(deps.db),
      applications: createAgentApplicationsRepository(deps.db),
      clock: deps.clock,
      openAccount: deps.openAccount,
    }),
  );
  registerAgentDeskRoutes(deps.routes, createAgentDesk({ ...deps, team }));
  return {
    jobs: [
      ...registerContracts(deps),
      {
        name: 'agent-team-fold',
        cron: '* * * * *',
        async run() {
          let total = 0;
          for (let fold = 0; fold < foldsPerRun; fold += 1) {
            const folded = await repository.fold(foldBatch);
            total += folded;
            if (folded < foldBatch) break;
          }
          return total;
        },
      },
      {
        name: 'agent-team-prune',
        cron: '17 * * * *',
        async run() {
          // Today's hours need at most a day and a zone's offset; a period's active members are
          // counted already (the counts stay), kept only while a late fold may still add one.
          const now = deps.clock.now();
          await repository.prune(
            new Date(now.getTime() - hoursKeptDays * dayMs),
            now.toISOString().slice(0, 10),
          );
          return 0;
        },
      },
    ],
  };
}

/** Contracts: the agent centre's and the desk's routes, and the jobs that settle and pay them. */
function registerContracts(deps: AgentsDeps): ScheduledJob[] {
  const contracts = createContractsRepository(deps.db);
  const templates = createTemplatesService({
    ...deps,
    repository: createTemplatesRepository(deps.db),
    contracts,
  });
  registerContractsRoutes(
    deps.routes,
    createContractsService({ ...deps, repository: contracts, templates }),
    createStatementsService(deps),
  );
  const settlements = createSettlementRepository(deps.db);
  const settlement = createSettlement({ ...deps, repository: settlements });
  registerContractsDeskRoutes(
    deps.routes,
    createContractsDeskService({
      ...deps,
      repository: createContractsDeskRepository(deps.db),
      contracts,
      settlements,
      settlement,
    }),
    templates,
  );
  return [
    // Real-time salary every five minutes (spec §9); hours, days and dividend periods once
    // they have closed and their figures are folded. Each run pays what is due, too.
    {
      name: 'agent-salary-realtime',
      // A minute after each five: a round closed just before may commit a moment late.
      cron: '1-59/5 * * * *',
      run: () => settlement.run('realtime_salary'),
    },
    {
      name: 'agent-salary-hourly',
      cron: '*/10 * * * *',
      run: () => settlement.run('hourly_salary'),
    },
    {
      name: 'agent-salary-daily',
      cron: '*/15 * * * *',
      run: () => settlement.run('daily_salary'),
    },
    { name: 'agent-dividends', cron: '*/15 * * * *', run: () => settlement.run('dividend') },
  ];
}
