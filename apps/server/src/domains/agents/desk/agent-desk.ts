import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { MerchantService, OpsService } from '../../platform';
import { createContractLife } from '../contracts/contract-life';
import { createContractsRepository } from '../contracts/contracts.repository';
import type { OpenAccount } from '../invitation/accounts';
import type { TeamService } from '../team/team.service';
import { createAgentApplicationsRepository } from './agent-applications.repository';
import { createAgentApplicationsService } from './agent-applications.service';
import { createAgentDeskRepository } from './agent-desk.repository';
import { createAgentDeskService } from './agent-desk.service';
import { createAgentSetupService } from './agent-setup.service';

/**
 * The agents desk's services: the tree, types, moves and figures; new agents and the desk's
 * settings; members' applications to become agents.
 */
export function createAgentDesk(deps: {
  db: Db;
  clock: Clock;
  ops: OpsService;
  team: Pick<TeamService, 'overview'>;
  merchants: Pick<MerchantService, 'snapshot'>;
  openAccount: OpenAccount;
}) {
  const repository = createAgentDeskRepository(deps.db);
  return {
    network: createAgentDeskService({
      ...deps,
      repository,
      contracts: createContractLife(createContractsRepository(deps.db)),
    }),
    setup: createAgentSetupService({ ...deps, repository }),
    applications: createAgentApplicationsService({
      ...deps,
      repository: createAgentApplicationsRepository(deps.db),
    }),
  };
}

export type AgentDesk = ReturnType<typeof createAgentDesk>;
