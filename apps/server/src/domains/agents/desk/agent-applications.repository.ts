import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { AgentApplicationStatus } from '../../../db/schema';

/** How many applications the desk lists at once, newest first. */
export const applicationsListMax = 200;

/** An application as the desk shows it: the member's and the deciding operator's names. */
export interface ApplicationRow {
  id: string;
  username: string;
  contact: string;
  message: string;
  status: AgentApplicationStatus;
  createdAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  note: string | null;
}

/** SQL of the desk's review of members' applications to become agents. */
export function createAgentApplicationsRepository(db: Db) {
  return {
    /** `scope` null: the platform's operators, who see every merchant's. */
    async list(
      scope: string | null,
      where: { status?: AgentApplicationStatus; id?: string; memberId?: string },
    ) {
      const { rows } = await sql<ApplicationRow>`
        SELECT a.id, m.username, a.contact, a.message, a.status, a.created_at AS "createdAt",
            o.username AS "decidedBy", a.decided_at AS "decidedAt", a.note
          FROM agent_applications a
          JOIN members m ON m.id = a.member_id
          LEFT JOIN operators o ON o.id = a.decided_by
          WHERE (${scope}::bigint IS NULL OR a.merchant_id = ${scope})
            AND (${where.status ?? null}::text IS NULL OR a.status = ${where.status ?? null})
            AND (${where.id ?? null}::bigint IS NULL OR a.id = ${where.id ?? null})
            AND (${where.memberId ?? null}::bigint IS NULL OR a.member_id = ${where.memberId ?? null})
          ORDER BY a.id DESC LIMIT ${applicationsListMax}`.execute(db);
      return rows;
    },

    /** The application, locked until the transaction ends (one decision at a time). */
    lock(trx: Executor, scope: string | null, id: string) {
      return trx
        .selectFrom('agentApplications')
        .select(['id', 'merchantId', 'memberId', 'status'])
        .where('id', '=', id)
        .$if(scope !== null, (query) => query.where('merchantId', '=', scope ?? ''))
        .forUpdate()
        .executeTakeFirst();
    },

    /** The applicant's account type, locked so no other change of it slips in between. */
    lockMember(trx: Executor, memberId: string) {
      return trx
        .selectFrom('members')
        .select(['id', 'isAgent'])
        .where('id', '=', memberId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async decide(
      trx: Executor,
      id: string,
      values: {
        status: Exclude<AgentApplicationStatus, 'pending'>;
        decidedBy: string;
        note: string | null;
        now: Date;
      },
    ) {
      await trx
        .updateTable('agentApplications')
        .set({
          status: values.status,
          decidedBy: values.decidedBy,
          decidedAt: values.now,
          note: values.note,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AgentApplicationsRepository = ReturnType<typeof createAgentApplicationsRepository>;
