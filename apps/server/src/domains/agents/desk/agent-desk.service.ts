import {
  isAgentType,
  roleTable,
  type AgentMove,
  type AgentMoveRequest,
  type AgentTreeLevel,
  type TeamOverview,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import type { ContractLife } from '../contracts/contract-life';
import type { AgentMoveStatus } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { requireRole, type MerchantService, type OpsService } from '../../platform';
import type { TeamService } from '../team/team.service';
import { treePageSize, type AgentDeskRepository } from './agent-desk.repository';

type MoveRow = NonNullable<Awaited<ReturnType<AgentDeskRepository['lockMove']>>>;

/**
 * The back office's agents desk: the tree level by level, agents made and unmade, and members
 * moved with their branch to another upline — always with a reason, logged; a branch of the
 * merchant's size or more waits for a second, different operator.
 */
export function createAgentDeskService(deps: {
  db: Db;
  repository: AgentDeskRepository;
  ops: OpsService;
  clock: Clock;
  /** An agent's figures are the ones its own dashboard shows. */
  team: Pick<TeamService, 'overview'>;
  merchants: Pick<MerchantService, 'snapshot'>;
  /** A member placed elsewhere keeps no contract its old upline gave (nor one as a member). */
  contracts: Pick<ContractLife, 'afterPlacement'>;
}) {
  const { repository } = deps;

  async function memberOf(actor: OperatorScope, id: string) {
    const member = await repository.member(actor.scope, id);
    if (!member) throw new AppError('not_found');
    return member;
  }

  /** Applies a move in `trx`: the database moves the branch, or refuses a cycle. */
  async function place(trx: Executor, memberId: string, uplineId: string | null) {
    const placed = await repository.setUpline(trx, memberId, uplineId);
    if (placed === 'refused') throw new AppError('agent_upline_refused');
    await deps.contracts.afterPlacement(
      trx,
      memberId,
      { uplineId, isAgent: true },
      deps.clock.now(),
    );
  }

  function toMove(row: Awaited<ReturnType<AgentDeskRepository['moves']>>[number]): AgentMove {
    return {
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  async function moveAnswer(actor: OperatorScope, id: string): Promise<AgentMove> {
    const [row] = await repository.moves(actor.scope, { id });
    if (!row) throw new AppError('not_found');
    return toMove(row);
  }

  async function audit(
    trx: Executor,
    actor: OperatorScope,
    move: { merchantId: string; memberId: string; id: string },
    action: 'agent_move' | 'agent_move_request' | 'agent_move_approve' | 'agent_move_reject',
    detail: Record<string, unknown> = {},
  ) {
    await deps.ops.audit(
      actor.operator,
      {
        merchantId: move.merchantId,
        action,
        target: `member:${move.memberId}`,
        detail: { moveId: move.id, ...detail },
      },
      trx,
    );
  }

  async function decide(actor: OperatorScope, id: string, isApproved: boolean) {
    requireRole(actor.operator, roleTable.agentSetup);
    const current = await moveAnswer(actor, id);
    const isEstablished = await deps.ops.wasEstablishedBefore(
      actor.operator,
      new Date(current.requestedAt),
    );
    if (!isEstablished) throw new AppError('second_operator_required');
    await deps.db.transaction().execute(async (trx) => {
      const row: MoveRow | undefined = await repository.lockMove(trx, actor.scope, id);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'awaiting_approval') throw new AppError('agent_move_closed');
      if (row.requestedBy === actor.operator.id) throw new AppError('second_operator_required');
      const status: AgentMoveStatus = isApproved ? 'applied' : 'rejected';
      if (isApproved) {
        // The member may have moved meanwhile: the move applies only from where it was asked.
        const locked = await repository.lockMember(trx, row.memberId);
        if (locked.uplineId !== row.fromUplineId) throw new AppError('agent_move_closed');
        await place(trx, row.memberId, row.toUplineId);
      }
      await repository.decideMove(trx, row.id, {
        status,
        decidedBy: actor.operator.id,
        now: deps.clock.now(),
      });
      await audit(trx, actor, row, isApproved ? 'agent_move_approve' : 'agent_move_reject');
    });
    return moveAnswer(actor, id);
  }

  return {
    async tree(
      actor: OperatorScope,
      parentId: string | null,
      page: number,
    ): Promise<AgentTreeLevel> {
      requireRole(actor.operator, roleTable.agentDesk);
      const parent = parentId === null ? null : await memberOf(actor, parentId);
      const [rows, uplines] = await Promise.all([
        repository.level(actor.scope, parentId, page),
        parent ? repository.uplines(parent.id) : Promise.resolve([]),
      ]);
      const total = rows[0]?.total ?? 0;
      return {
        path: parent ? [...uplines, { id: parent.id, username: parent.username }] : [],
        nodes: rows.map(({ total: _total, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
        page,
        totalPages: Math.max(1, Math.ceil(total / treePageSize)),
      };
    },

    /** Makes a member an agent (of a type), or an agent a member again when it has no team. */
    async setType(actor: OperatorScope, memberId: string, isAgent: number) {
      requireRole(actor.operator, roleTable.agentSetup);
      const member = await memberOf(actor, memberId);
      if (member.isAgent === 4) throw new AppError('agent_type_refused');
      if (!isAgentType(isAgent) && (await repository.teamSize(member.id)) > 0) {
        throw new AppError('agent_has_team');
      }
      if (member.isAgent === isAgent) return;
      await deps.db.transaction().execute(async (trx) => {
        await repository.setType(trx, member.id, isAgent);
        if (!isAgentType(isAgent)) {
          const placement = { uplineId: member.uplineId, isAgent: false };
          await deps.contracts.afterPlacement(trx, member.id, placement, deps.clock.now());
        }
        await deps.ops.audit(
          actor.operator,
          {
            merchantId: member.merchantId,
            action: 'agent_type_change',
            target: `member:${member.id}`,
            detail: { isAgent: { from: member.isAgent, to: isAgent } },
          },
          trx,
        );
      });
    },

    /** Moves a member with its branch under another agent (or to the top). */
    async move(
      actor: OperatorScope,
      memberId: string,
      input: AgentMoveRequest,
    ): Promise<AgentMove> {
      requireRole(actor.operator, roleTable.agentSetup);
      const member = await memberOf(actor, memberId);
      const upline =
        input.upline === '' ? null : await repository.byUsername(member.merchantId, input.upline);
      if (upline === undefined) throw new AppError('agent_upline_unknown');
      if (upline && !isAgentType(upline.isAgent)) throw new AppError('agent_upline_not_agent');
      if ((upline?.id ?? null) === member.uplineId) throw new AppError('agent_upline_unchanged');
      const teamSize = await repository.teamSize(member.id);
      const needsSecond = teamSize >= (await repository.moveDualTeamSize(member.merchantId));
      const id = await deps.db.transaction().execute(async (trx) => {
        // Another move of the member won the race: this one was asked from where it no longer is.
        const locked = await repository.lockMember(trx, member.id);
        if (locked.uplineId !== member.uplineId) throw new AppError('agent_move_closed');
        const status: AgentMoveStatus = needsSecond ? 'awaiting_approval' : 'applied';
        if (!needsSecond) await place(trx, member.id, upline?.id ?? null);
        const { id: moveId } = await repository.insertMove(trx, {
          merchantId: member.merchantId,
          memberId: member.id,
          fromUplineId: member.uplineId,
          toUplineId: upline?.id ?? null,
          teamSize,
          reason: input.reason,
          status,
          requestedBy: actor.operator.id,
          now: deps.clock.now(),
        });
        await audit(
          trx,
          actor,
          { merchantId: member.merchantId, memberId: member.id, id: moveId },
          needsSecond ? 'agent_move_request' : 'agent_move',
          { toUpline: upline?.username ?? null, teamSize, reason: input.reason },
        );
        return moveId;
      });
      return moveAnswer(actor, id);
    },

    /**
     * An agent's team figures, as its own dashboard shows them (in its merchant's currency and
     * days); a member who is no agent has none.
     */
    async figures(actor: OperatorScope, memberId: string): Promise<TeamOverview> {
      requireRole(actor.operator, roleTable.agentDesk);
      const member = await memberOf(actor, memberId);
      if (!isAgentType(member.isAgent)) throw new AppError('not_found');
      const merchant = await deps.merchants.snapshot(member.merchantId);
      return deps.team.overview({ merchant }, member);
    },

    async moves(actor: OperatorScope, status: AgentMoveStatus): Promise<AgentMove[]> {
      requireRole(actor.operator, roleTable.agentDesk);
      const rows = await repository.moves(actor.scope, { status });
      return rows.map(toMove);
    },

    approve: (actor: OperatorScope, id: string) => decide(actor, id, true),
    reject: (actor: OperatorScope, id: string) => decide(actor, id, false),
  };
}

export type AgentDeskService = ReturnType<typeof createAgentDeskService>;
