import {
  isAgentType,
  trialAccountType,
  type AgentApplicationRequest,
  type AgentInvitation,
  type AgentNotices,
  type DownlineCreated,
  type DownlineCreateRequest,
  type DownlineDetail,
  type DownlineStatusRequest,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dateIn } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { makeAgent, type OpenAccount } from '../invitation/accounts';
import { periodsAround } from '../team/periods';
import { requireAgent } from '../team/team.service';
import type { AgentApplicationsRepository } from '../desk/agent-applications.repository';
import { toApplication } from '../desk/agent-applications.service';
import type { CentreRepository } from './centre.repository';

/** The agent type a sub-agent opened in the register centre gets: the spec's first. */
const subAgentType = 2;

/**
 * The agent centre's own pages: the invitation and accounts opened for the team (register
 * centre), notices for agents, a downline's detail and suspension; and a member's application
 * to become an agent. Agents act only on their own team now.
 */
export function createCentreService(deps: {
  db: Db;
  repository: CentreRepository;
  applications: Pick<AgentApplicationsRepository, 'list'>;
  clock: Clock;
  openAccount: OpenAccount;
}) {
  const { repository } = deps;

  async function downlineOf(context: RequestContext, agent: SignedInMember, username: string) {
    const today = dateIn(deps.clock.now(), context.merchant.timezone);
    const row = await repository.downline(
      context.merchant.id,
      agent.id,
      username,
      periodsAround(today).thisMonth.from,
    );
    if (!row) throw new AppError('not_in_downline');
    return row;
  }

  /** The member's latest application to become an agent, if any. */
  async function myApplication(context: RequestContext, member: SignedInMember) {
    const [row] = await deps.applications.list(context.merchant.id, { memberId: member.id });
    return { application: row ? toApplication(row) : null };
  }

  return {
    myApplication,

    async invitation(context: RequestContext, agent: SignedInMember): Promise<AgentInvitation> {
      requireAgent(agent);
      let code = await repository.affiliateCode(agent.id);
      if (!code) {
        // Agents made before every agent had a code get one the first time they ask.
        await makeAgent(deps.db, agent.id, agent.isAgent);
        code = await repository.affiliateCode(agent.id);
      }
      if (!code) throw new Error('an agent always has an invitation code');
      return { code, link: `/register?${new URLSearchParams({ affiliateCode: code }).toString()}` };
    },

    /** Opens a member or sub-agent account directly under the agent. */
    async openDownline(
      context: RequestContext,
      agent: SignedInMember,
      input: DownlineCreateRequest,
    ): Promise<DownlineCreated> {
      requireAgent(agent);
      return deps.db.transaction().execute(async (trx) => {
        const member = await deps.openAccount(
          context,
          { ...input, uplineId: agent.id },
          { executor: trx },
        );
        if (input.kind === 'agent') await makeAgent(trx, member.id, subAgentType);
        return {
          username: member.username,
          isAgent: input.kind === 'agent' ? subAgentType : member.isAgent,
        };
      });
    },

    async notices(context: RequestContext, agent: SignedInMember): Promise<AgentNotices> {
      requireAgent(agent);
      const rows = await repository.notices(
        context.merchant.id,
        context.language,
        deps.clock.now(),
      );
      return {
        notices: rows.map((row) => ({
          id: row.id,
          title: row.title,
          content: row.content,
          at: (row.startsAt ?? row.createdAt).toISOString(),
        })),
      };
    },

    async downline(
      context: RequestContext,
      agent: SignedInMember,
      username: string,
    ): Promise<DownlineDetail> {
      requireAgent(agent);
      const row = await downlineOf(context, agent, username);
      const { currency } = context.merchant;
      return {
        username: row.username,
        isAgent: row.isAgent,
        level: row.depth,
        upline: row.upline,
        status: row.status,
        isSuspendedByAgent: row.suspendedBy !== null,
        isDirect: row.depth === 1,
        teamSize: row.teamSize,
        joinedAt: row.createdAt.toISOString(),
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
        balance: wire(row.balanceMinor, currency),
        currency,
        month: {
          deposit: wire(row.depositMinor, currency),
          withdrawal: wire(row.withdrawalMinor, currency),
          validBet: wire(row.betMinor, currency),
        },
      };
    },

    /**
     * Suspends a downline (it can no longer sign in; its sessions end) or restores one an
     * agent suspended. An account an operator disabled stays the operator's to restore.
     */
    async setStatus(
      context: RequestContext,
      agent: SignedInMember,
      username: string,
      input: DownlineStatusRequest,
    ): Promise<void> {
      requireAgent(agent);
      const { id } = await downlineOf(context, agent, username);
      await deps.db.transaction().execute(async (trx) => {
        await repository.lockMember(trx, id);
        const row = await repository.downline(
          context.merchant.id,
          agent.id,
          username,
          '1970-01-01',
          trx,
        );
        if (!row) throw new AppError('not_in_downline');
        const isSuspended = row.status !== 'active';
        if (isSuspended === input.isSuspended)
          throw new AppError('agent_downline_status_unchanged');
        if (input.isSuspended) {
          await repository.suspend(trx, context.merchant.id, id, agent.id, input.reason);
          return;
        }
        if (row.suspendedBy === null) throw new AppError('agent_downline_operator_disabled');
        await repository.restore(trx, id);
      });
    },

    /** A member applies to become an agent (one pending application at a time). */
    async apply(context: RequestContext, member: SignedInMember, input: AgentApplicationRequest) {
      if (isAgentType(member.isAgent)) throw new AppError('agent_already');
      if (member.isAgent === trialAccountType) throw new AppError('agent_type_refused');
      const isNew = await repository.apply(
        context.merchant.id,
        member.id,
        input.contact,
        input.message,
      );
      if (!isNew) throw new AppError('agent_application_pending');
      return myApplication(context, member);
    },
  };
}

export type CentreService = ReturnType<typeof createCentreService>;
