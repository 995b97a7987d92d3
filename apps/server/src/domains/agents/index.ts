// The agents domain's front door: the downline tree (kept by the database from members'
// uplines) and the team figures agents' reports read. Contracts and salaries arrive with their
// issue. Other domains import only this.
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { OpsService } from '../platform';
import { createAgentDeskRepository } from './desk/agent-desk.repository';
import { registerAgentDeskRoutes } from './desk/agent-desk.routes';
import { createAgentDeskService } from './desk/agent-desk.service';
import { createTeamRepository } from './team/team.repository';
import { registerTeamRoutes } from './team/team.routes';
import { createTeamService } from './team/team.service';

export interface AgentsDeps {
  db: Db;
  clock: Clock;
  ops: OpsService;
  routes: RouteScopes;
}

/** How many waiting activities one fold takes, and how many folds one job run makes at most. */
const foldBatch = 5_000;
const foldsPerRun = 200;

/** Registers the agents' routes and desk; answers the job that keeps the team figures current. */
export function registerAgents(deps: AgentsDeps): { jobs: ScheduledJob[] } {
  const repository = createTeamRepository(deps.db);
  registerTeamRoutes(deps.routes, createTeamService({ repository, clock: deps.clock }));
  registerAgentDeskRoutes(
    deps.routes,
    createAgentDeskService({
      db: deps.db,
      repository: createAgentDeskRepository(deps.db),
      ops: deps.ops,
      clock: deps.clock,
    }),
  );
  return {
    jobs: [
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
    ],
  };
}
