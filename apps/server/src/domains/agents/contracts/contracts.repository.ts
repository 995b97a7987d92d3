import { agentTypes, type ContractKind } from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import type {
  AgentContractEndReason,
  AgentContractStatus,
} from '../../../db/schema/agent-contracts';

/** A contract with its holder's and upline's usernames. */
export interface ContractRow {
  id: string;
  merchantId: string;
  kind: ContractKind;
  holderId: string;
  holder: string;
  /** The holder's upline now (an offer holds only while it is the one that made it). */
  holderUplineId: string | null;
  uplineId: string | null;
  upline: string | null;
  terms: unknown;
  status: AgentContractStatus;
  isEndingDownlines: boolean;
  offeredAt: Date;
  decidedAt: Date | null;
  terminationRequestedAt: Date | null;
  endedAt: Date | null;
  endReason: AgentContractEndReason | null;
}

/** Who did a step of a contract: a member or an operator (neither: the platform). */
export interface ContractActor {
  memberId?: string;
  operatorId?: string;
}

/** SQL of contracts: the merchant's bounds, contracts and their steps. */
export function createContractsRepository(db: Db) {
  function contracts(executor: Executor = db) {
    return executor
      .selectFrom('agentContracts as c')
      .innerJoin('members as h', 'h.id', 'c.holderId')
      .leftJoin('members as u', 'u.id', 'c.uplineId')
      .select([
        'c.id',
        'c.merchantId',
        'c.kind',
        'c.holderId',
        'h.username as holder',
        'h.uplineId as holderUplineId',
        'c.uplineId',
        'u.username as upline',
        'c.terms',
        'c.status',
        'c.isEndingDownlines',
        'c.offeredAt',
        'c.decidedAt',
        'c.terminationRequestedAt',
        'c.endedAt',
        'c.endReason',
      ]);
  }

  return {
    /** The merchant's bounds of a kind; nothing when it was never set. */
    bounds(merchantId: string, kind: ContractKind, executor: Executor = db) {
      return executor
        .selectFrom('agentContractKinds')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .where('kind', '=', kind)
        .executeTakeFirst();
    },

    async enabledKinds(merchantId: string): Promise<ContractKind[]> {
      const rows = await db
        .selectFrom('agentContractKinds')
        .select('kind')
        .where('merchantId', '=', merchantId)
        .where('isEnabled', '=', true)
        .execute();
      return rows.map((row) => row.kind);
    },

    /** A contract of the merchant by id, locked for the caller's transaction. */
    lock(trx: Executor, merchantId: string, id: string): Promise<ContractRow | undefined> {
      return contracts(trx)
        .where('c.merchantId', '=', merchantId)
        .where('c.id', '=', id)
        .forUpdate('c')
        .executeTakeFirst() as Promise<ContractRow | undefined>;
    },

    /** Contracts of the merchant by id, in the order of the ids. */
    async byIds(merchantId: string, ids: string[]): Promise<ContractRow[]> {
      if (ids.length === 0) return [];
      const rows = (await contracts()
        .where('c.merchantId', '=', merchantId)
        .where('c.id', 'in', ids)
        .execute()) as ContractRow[];
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },

    /** A holder's contract of a kind in a status (at most one is active, one offered). */
    holderContract(
      holderId: string,
      kind: ContractKind,
      status: 'active' | 'offered',
      executor: Executor = db,
    ): Promise<ContractRow | undefined> {
      let query = contracts(executor)
        .where('c.holderId', '=', holderId)
        .where('c.kind', '=', kind)
        .where('c.status', '=', status);
      if (executor !== db) query = query.forUpdate('c');
      return query.executeTakeFirst() as Promise<ContractRow | undefined>;
    },

    /** A member's active and offered contracts of every kind, locked in the caller's `trx`. */
    held(trx: Executor, holderId: string): Promise<ContractRow[]> {
      return contracts(trx)
        .where('c.holderId', '=', holderId)
        .where('c.status', 'in', ['active', 'offered'])
        .orderBy('c.id')
        .forUpdate('c')
        .execute() as Promise<ContractRow[]>;
    },

    /** The active and offered contracts an agent gave of a kind (its direct downlines'). */
    givenBy(uplineId: string, kind: ContractKind, executor: Executor = db) {
      let query = contracts(executor)
        .where('c.uplineId', '=', uplineId)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', ['active', 'offered'])
        .orderBy('c.id');
      if (executor !== db) query = query.forUpdate('c');
      return query.execute() as Promise<ContractRow[]>;
    },

    /** A direct downline agent of an agent, by username. */
    directDownlineAgent(executor: Executor, merchantId: string, agentId: string, username: string) {
      return executor
        .selectFrom('members')
        .select(['id', 'username'])
        .where('merchantId', '=', merchantId)
        .where('uplineId', '=', agentId)
        .where('username', '=', username)
        .where('isAgent', 'in', [...agentTypes])
        .forUpdate()
        .executeTakeFirst();
    },

    /** A top agent (no upline) of the merchant, by username. */
    topAgent(executor: Executor, merchantId: string, username: string) {
      return executor
        .selectFrom('members')
        .select(['id', 'username'])
        .where('merchantId', '=', merchantId)
        .where('uplineId', 'is', null)
        .where('username', '=', username)
        .where('isAgent', 'in', [...agentTypes])
        .forUpdate()
        .executeTakeFirst();
    },

    /** A page of an agent's direct downline agents, by username. */
    async directDownlineAgents(merchantId: string, agentId: string, offset: number, limit: number) {
      const base = db
        .selectFrom('members')
        .where('merchantId', '=', merchantId)
        .where('uplineId', '=', agentId)
        .where('isAgent', 'in', [...agentTypes]);
      const [rows, total] = await Promise.all([
        base.select(['id', 'username']).orderBy('username').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.count) };
    },

    /** The active and offered contracts of a kind held by some members. */
    heldBy(holderIds: string[], kind: ContractKind): Promise<ContractRow[]> {
      if (holderIds.length === 0) return Promise.resolve([]);
      return contracts()
        .where('c.holderId', 'in', holderIds)
        .where('c.kind', '=', kind)
        .where('c.status', 'in', ['active', 'offered'])
        .execute() as Promise<ContractRow[]>;
    },

    /** The requests waiting for a member: offers, and terminations asked of its contracts. */
    requestsOf(holderId: string): Promise<ContractRow[]> {
      return contracts()
        .where('c.holderId', '=', holderId)
        .where((eb) =>
          eb.or([
            eb('c.status', '=', 'offered'),
            eb.and([eb('c.status', '=', 'active'), eb('c.terminationRequestedAt', 'is not', null)]),
          ]),
        )
        .orderBy('c.id')
        .execute() as Promise<ContractRow[]>;
    },

    async insert(
      trx: Executor,
      values: {
        merchantId: string;
        kind: ContractKind;
        holderId: string;
        uplineId: string | null;
        terms: string;
        status: 'offered' | 'active';
        isEndingDownlines: boolean;
        at: Date;
        operatorId?: string;
      },
    ): Promise<string> {
      const row = await trx
        .insertInto('agentContracts')
        .values({
          merchantId: values.merchantId,
          kind: values.kind,
          holderId: values.holderId,
          uplineId: values.uplineId,
          terms: values.terms,
          status: values.status,
          isEndingDownlines: values.isEndingDownlines,
          offeredAt: values.at,
          offeredByOperator: values.operatorId ?? null,
          decidedAt: values.status === 'active' ? values.at : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      trx: Executor,
      id: string,
      values: {
        status?: AgentContractStatus;
        decidedAt?: Date;
        terminationRequestedAt?: Date | null;
        endedAt?: Date;
        endReason?: AgentContractEndReason;
      },
    ) {
      await trx.updateTable('agentContracts').set(values).where('id', '=', id).execute();
    },

    async event(
      trx: Executor,
      contract: Pick<ContractRow, 'id' | 'merchantId'>,
      action: string,
      actor: ContractActor,
      at: Date,
      note?: string,
    ) {
      await trx
        .insertInto('agentContractEvents')
        .values({
          contractId: contract.id,
          merchantId: contract.merchantId,
          action,
          memberId: actor.memberId ?? null,
          operatorId: actor.operatorId ?? null,
          note: note ?? null,
          at,
        })
        .execute();
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
