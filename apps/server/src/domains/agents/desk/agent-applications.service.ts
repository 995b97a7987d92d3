import {
  isAgentType,
  roleTable,
  trialAccountType,
  type AgentApplication,
  type AgentApplicationDecision,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import type { AgentApplicationStatus } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { requireRole, type OpsService } from '../../platform';
import { makeAgent } from '../invitation/accounts';
import type { AgentApplicationsRepository, ApplicationRow } from './agent-applications.repository';

/** The account type an approved applicant gets: an agent (spec §4). */
export const approvedAgentType = 1;
/** An application as the desk and the member see it. */
export function toApplication(row: ApplicationRow): AgentApplication {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The desk's review of members' applications to become agents (sent from /join): listed by
 * status, newest first; an approval makes the member an agent with its invitation code, in the
 * same transaction that closes the application and logs the decision.
 */
export function createAgentApplicationsService(deps: {
  db: Db;
  repository: AgentApplicationsRepository;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository } = deps;

  async function answer(actor: OperatorScope, id: string): Promise<AgentApplication> {
    const [row] = await repository.list(actor.scope, { id });
    if (!row) throw new AppError('not_found');
    return toApplication(row);
  }

  async function decide(
    actor: OperatorScope,
    id: string,
    isApproved: boolean,
    input: AgentApplicationDecision,
  ): Promise<AgentApplication> {
    requireRole(actor.operator, roleTable.agentSetup);
    const note = input.note ? input.note : null;
    await deps.db.transaction().execute(async (trx) => {
      const row = await repository.lock(trx, actor.scope, id);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'pending') throw new AppError('agent_application_closed');
      if (isApproved) {
        const member = await repository.lockMember(trx, row.memberId);
        if (member.isAgent === trialAccountType) throw new AppError('agent_type_refused');
        if (isAgentType(member.isAgent)) throw new AppError('agent_already');
        await makeAgent(trx, row.memberId, approvedAgentType);
      }
      await repository.decide(trx, row.id, {
        status: isApproved ? 'approved' : 'rejected',
        decidedBy: actor.operator.id,
        note,
        now: deps.clock.now(),
      });
      await deps.ops.audit(
        actor.operator,
        {
          merchantId: row.merchantId,
          action: isApproved ? 'agent_application_approve' : 'agent_application_reject',
          target: `member:${row.memberId}`,
          detail: { applicationId: row.id, ...(note === null ? {} : { note }) },
        },
        trx,
      );
    });
    return answer(actor, id);
  }

  return {
    async list(actor: OperatorScope, status: AgentApplicationStatus): Promise<AgentApplication[]> {
      requireRole(actor.operator, roleTable.agentDesk);
      const rows = await repository.list(actor.scope, { status });
      return rows.map(toApplication);
    },

    approve: (actor: OperatorScope, id: string, input: AgentApplicationDecision) =>
      decide(actor, id, true, input),
    reject: (actor: OperatorScope, id: string, input: AgentApplicationDecision) =>
      decide(actor, id, false, input),
  };
}

export type AgentApplicationsService = ReturnType<typeof createAgentApplicationsService>;
