import { agentTypes, isAgentType } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import { makeAgent } from '../invitation/accounts';
import { teamSizeOf } from '../tree/tree-sql';
import type { AgentMoveStatus } from '../../../db/schema';

/** What the database answers when the tree refuses an upline (sql/agent_tree_follow_upline). */
const uplineRefusedSqlState = 'KH020';

/** A level of the tree is read a page at a time. */
export const treePageSize = 50;

/** The team size from which a move waits for a second operator, until the merchant sets one. */
export const moveDualTeamSizeDefault = 50;

/** A node of the tree as the desk shows it: with its team's size and its direct downlines. */
const nodeColumns = sql`m.id, m.username, m.is_agent AS "isAgent", m.status,
    m.created_at AS "createdAt",
    ${teamSizeOf(sql`m.id`)} AS "teamSize",
    (SELECT count(*)::int FROM agent_tree t
       WHERE t.ancestor_id = m.id AND t.valid_to IS NULL AND t.depth = 1) AS "directCount"`;

interface NodeRow {
  id: string;
  username: string;
  isAgent: number;
  status: string;
  createdAt: Date;
  teamSize: number;
  directCount: number;
}

/** SQL of the agents desk: the tree by levels, members' types, and moves of branches. */
export function createAgentDeskRepository(db: Db) {
  /** `scope` null: the platform's operators, who see every merchant. */
  const inScope = (scope: string | null) =>
    scope === null ? sql`true` : sql`m.merchant_id = ${scope}`;

  return {
    member(scope: string | null, id: string) {
      return db
        .selectFrom('members as m')
        .select(['m.id', 'm.merchantId', 'm.username', 'm.isAgent', 'm.uplineId', 'm.status'])
        .where('m.id', '=', id)
        .$if(scope !== null, (query) => query.where('m.merchantId', '=', scope ?? ''))
        .executeTakeFirst();
    },

    byUsername(merchantId: string, username: string) {
      return db
        .selectFrom('members')
        .select(['id', 'username', 'isAgent'])
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .executeTakeFirst();
    },

    /** The members directly under `parentId` (or without an upline), with their teams' sizes. */
    async level(scope: string | null, parentId: string | null, page: number) {
      const parent = parentId === null ? sql`m.upline_id IS NULL` : sql`m.upline_id = ${parentId}`;
      const { rows } = await sql<NodeRow & { total: number }>`
        SELECT ${nodeColumns}, count(*) OVER ()::int AS total
          FROM members m
          WHERE ${inScope(scope)} AND ${parent}
            AND (${parentId !== null} OR m.is_agent = ANY (${[...agentTypes]}::smallint[]))
          ORDER BY m.is_agent = 0, m.username
          LIMIT ${treePageSize} OFFSET ${(page - 1) * treePageSize}`.execute(db);
      return rows;
    },

    /** One member as a node of the tree. */
    async node(memberId: string): Promise<NodeRow | undefined> {
      const { rows } = await sql<NodeRow>`
        SELECT ${nodeColumns} FROM members m WHERE m.id = ${memberId}`.execute(db);
      return rows[0];
    },

    /** A member's uplines from the top down. */
    async uplines(memberId: string) {
      const { rows } = await sql<{ id: string; username: string }>`
        SELECT a.id, a.username FROM agent_tree t JOIN members a ON a.id = t.ancestor_id
          WHERE t.descendant_id = ${memberId} AND t.valid_to IS NULL
          ORDER BY t.depth DESC`.execute(db);
      return rows;
    },

    async teamSize(memberId: string): Promise<number> {
      const { rows } = await sql<{ size: number }>`
        SELECT ${teamSizeOf(sql`${memberId}::bigint`)} AS size`.execute(db);
      return rows[0]?.size ?? 0;
    },

    /** Gives the member a type; an agent gets an invitation code if it has none. */
    async setType(trx: Executor, memberId: string, isAgent: number) {
      if (isAgentType(isAgent)) {
        await makeAgent(trx, memberId, isAgent);
        return;
      }
      await trx.updateTable('members').set({ isAgent }).where('id', '=', memberId).execute();
    },

    /** The member's row, locked until the transaction ends (a move starts from it). */
    lockMember(trx: Executor, memberId: string) {
      return trx
        .selectFrom('members')
        .select(['id', 'uplineId'])
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /**
     * Places the member under `uplineId`: the database moves its branch, or refuses an upline
     * below the member, the member itself or another merchant's (SQLSTATE KH020).
     */
    async setUpline(
      trx: Executor,
      memberId: string,
      uplineId: string | null,
    ): Promise<'placed' | 'refused'> {
      try {
        await trx.updateTable('members').set({ uplineId }).where('id', '=', memberId).execute();
        return 'placed';
      } catch (error) {
        if ((error as { code?: string }).code === uplineRefusedSqlState) return 'refused';
        throw error;
      }
    },

    /** The merchant's team size from which a move waits for a second operator. */
    async moveDualTeamSize(merchantId: string): Promise<number> {
      const row = await db
        .selectFrom('agentSettings')
        .select('moveDualTeamSize')
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      return row?.moveDualTeamSize ?? moveDualTeamSizeDefault;
    },

    async saveMoveDualTeamSize(trx: Executor, merchantId: string, size: number) {
      await trx
        .insertInto('agentSettings')
        .values({ merchantId, moveDualTeamSize: size })
        .onConflict((conflict) =>
          conflict.column('merchantId').doUpdateSet({ moveDualTeamSize: size }),
        )
        .execute();
    },

    /** An agent of the merchant by its username, locked so it stays one until the commit. */
    lockUpline(trx: Executor, merchantId: string, username: string) {
      return trx
        .selectFrom('members')
        .select(['id', 'username', 'isAgent'])
        .where('merchantId', '=', merchantId)
        .where('username', '=', username)
        .forShare()
        .executeTakeFirst();
    },

    /**
     * A new member under `uplineId` (the database adds it to the tree), or `taken` when the
     * merchant has a member of that username.
     */
    insertMove(
      trx: Executor,
      values: {
        merchantId: string;
        memberId: string;
        fromUplineId: string | null;
        toUplineId: string | null;
        teamSize: number;
        reason: string;
        status: AgentMoveStatus;
        requestedBy: string;
        now: Date;
      },
    ) {
      const { now, ...rest } = values;
      return trx
        .insertInto('agentMoves')
        .values({
          ...rest,
          requestedAt: now,
          decidedAt: values.status === 'applied' ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    lockMove(trx: Executor, scope: string | null, id: string) {
      return trx
        .selectFrom('agentMoves')
        .selectAll()
        .where('id', '=', id)
        .$if(scope !== null, (query) => query.where('merchantId', '=', scope ?? ''))
        .forUpdate()
        .executeTakeFirst();
    },

    async decideMove(
      trx: Executor,
      id: string,
      values: { status: AgentMoveStatus; decidedBy: string; now: Date },
    ) {
      await trx
        .updateTable('agentMoves')
        .set({ status: values.status, decidedBy: values.decidedBy, decidedAt: values.now })
        .where('id', '=', id)
        .execute();
    },

    async moves(scope: string | null, where: { status?: AgentMoveStatus; id?: string }) {
      const { rows } = await sql<{
        id: string;
        member: string;
        fromUpline: string | null;
        toUpline: string | null;
        teamSize: number;
        reason: string;
        status: AgentMoveStatus;
        requestedBy: string;
        requestedAt: Date;
        decidedBy: string | null;
        decidedAt: Date | null;
      }>`
        SELECT v.id, m.username AS member, f.username AS "fromUpline", t.username AS "toUpline",
            v.team_size AS "teamSize", v.reason, v.status, r.username AS "requestedBy",
            v.requested_at AS "requestedAt", d.username AS "decidedBy", v.decided_at AS "decidedAt"
          FROM agent_moves v
          JOIN members m ON m.id = v.member_id
          LEFT JOIN members f ON f.id = v.from_upline_id
          LEFT JOIN members t ON t.id = v.to_upline_id
          JOIN operators r ON r.id = v.requested_by
          LEFT JOIN operators d ON d.id = v.decided_by
          WHERE ${inScope(scope)}
            AND (${where.status ?? null}::text IS NULL OR v.status = ${where.status ?? null})
            AND (${where.id ?? null}::bigint IS NULL OR v.id = ${where.id ?? null})
          ORDER BY v.id DESC LIMIT 200`.execute(db);
      return rows;
    },
  };
}

export type AgentDeskRepository = ReturnType<typeof createAgentDeskRepository>;
