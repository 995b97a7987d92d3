import {
  isAgentType,
  roleTable,
  type AgentCreateRequest,
  type AgentNode,
  type AgentSettings,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type MerchantService, type OpsService } from '../../platform';
import { makeAgent } from '../invitation/accounts';
import type { OpenAccount } from '../invitation/accounts';
import type { AgentDeskRepository } from './agent-desk.repository';

/**
 * The desk's set-up of a merchant's network: agents opened by an operator (at the top or
 * under an agent, checked by the merchant's registration rules), and the team size from which
 * a move waits for a second operator.
 */
export function createAgentSetupService(deps: {
  db: Db;
  repository: AgentDeskRepository;
  ops: OpsService;
  merchants: Pick<MerchantService, 'snapshot'>;
  openAccount: OpenAccount;
}) {
  const { repository } = deps;
  const access = createDeskAccess({ db: deps.db, ops: deps.ops });

  return {
    /** A new agent account; the database places it in its upline's team. */
    async create(
      actor: OperatorScope,
      merchantCode: string | undefined,
      input: AgentCreateRequest,
      language: string,
    ): Promise<AgentNode> {
      const desk = await access.merchantOf(actor, merchantCode, language, roleTable.agentSetup);
      const context = { merchant: await deps.merchants.snapshot(desk.id), language };
      const username = input.username.trim().toLowerCase();
      let created: { id: string; upline: string | null } = { id: '', upline: null };
      await access.change(
        actor,
        desk.id,
        () => ({
          action: 'agent_create',
          target: `member:${created.id}`,
          detail: { username, isAgent: input.isAgent, upline: created.upline },
        }),
        async (trx) => {
          // Locked: the upline cannot stop being an agent before the new member is under it.
          const upline =
            input.upline === '' ? null : await repository.lockUpline(trx, desk.id, input.upline);
          if (upline === undefined) throw new AppError('agent_upline_unknown');
          if (upline && !isAgentType(upline.isAgent)) throw new AppError('agent_upline_not_agent');
          // The merchant's rules for a username and a password, as registration checks them.
          const member = await deps.openAccount(
            context,
            { username, password: input.password, uplineId: upline?.id ?? null },
            { executor: trx, credentials: true },
          );
          await makeAgent(trx, member.id, input.isAgent);
          created = { id: member.id, upline: upline?.username ?? null };
        },
      );
      const node = await repository.node(created.id);
      if (!node) throw new AppError('not_found');
      return { ...node, createdAt: node.createdAt.toISOString() };
    },

    async settings(
      actor: OperatorScope,
      merchantCode: string | undefined,
      language: string,
    ): Promise<AgentSettings> {
      const desk = await access.merchantOf(actor, merchantCode, language, roleTable.agentDesk);
      return { moveDualTeamSize: await repository.moveDualTeamSize(desk.id) };
    },

    /** Sets the team size from which a move waits for a second operator. */
    async saveSettings(
      actor: OperatorScope,
      merchantCode: string | undefined,
      input: AgentSettings,
      language: string,
    ): Promise<AgentSettings> {
      const desk = await access.merchantOf(actor, merchantCode, language, roleTable.agentSetup);
      const size = input.moveDualTeamSize;
      const before = await repository.moveDualTeamSize(desk.id);
      if (before !== size) {
        await access.change(
          actor,
          desk.id,
          {
            action: 'agent_settings_update',
            target: `merchant:${desk.code}`,
            detail: { moveDualTeamSize: { from: before, to: size } },
          },
          (trx) => repository.saveMoveDualTeamSize(trx, desk.id, size),
        );
      }
      return { moveDualTeamSize: size };
    },
  };
}

export type AgentSetupService = ReturnType<typeof createAgentSetupService>;
