import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import { teamSizeOf } from '../tree/tree-sql';

export interface DownlineRow {
  id: string;
  username: string;
  isAgent: number;
  depth: number;
  upline: string;
  status: string;
  suspendedBy: string | null;
  teamSize: number;
  createdAt: Date;
  lastLoginAt: Date | null;
  balanceMinor: string;
  depositMinor: string;
  withdrawalMinor: string;
  betMinor: string;
}

/** SQL of the agent centre's own pages: invitation, notices, a downline, applications. */
export function createCentreRepository(db: Db) {
  return {
    async affiliateCode(memberId: string) {
      const row = await db
        .selectFrom('members')
        .select('affiliateCode')
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row?.affiliateCode ?? null;
    },

    /** Published notices for agents in a language, in force now, newest first. */
    notices(merchantId: string, language: string, now: Date) {
      return db
        .selectFrom('announcements')
        .select(['id', 'title', 'content', 'startsAt', 'createdAt'])
        .where('merchantId', '=', merchantId)
        .where('language', '=', language)
        .where('type', '=', 'AG')
        .where('isPublished', '=', true)
        .where((eb) => eb.or([eb('startsAt', 'is', null), eb('startsAt', '<=', now)]))
        .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
        .orderBy('sortOrder')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },

    /**
     * A member of the agent's team now, by username, with what the detail shows: its upline,
     * team, wallet and this month's figures (from `monthStart`). Nothing for anyone else.
     */
    async downline(
      merchantId: string,
      agentId: string,
      username: string,
      monthStart: string,
      executor: Executor = db,
    ) {
      const { rows } = await sql<DownlineRow>`
        SELECT m.id::text, m.username, m.is_agent AS "isAgent", t.depth, u.username AS upline,
            m.status, s.agent_id::text AS "suspendedBy", m.created_at AS "createdAt",
            m.last_login_at AS "lastLoginAt",
            ${teamSizeOf(sql`m.id`)} AS "teamSize",
            coalesce((SELECT sum(a.balance_minor) FROM ledger_accounts a
               WHERE a.member_id = m.id AND a.kind = 'player' AND a.purpose = ''), 0)::text
              AS "balanceMinor",
            coalesce(f.deposit, 0)::text AS "depositMinor",
            coalesce(f.withdrawal, 0)::text AS "withdrawalMinor",
            coalesce(f.bet, 0)::text AS "betMinor"
          FROM members m
          JOIN agent_tree t ON t.descendant_id = m.id AND t.ancestor_id = ${agentId}
           AND t.valid_to IS NULL
          JOIN members u ON u.id = m.upline_id
          LEFT JOIN agent_suspensions s ON s.member_id = m.id
          LEFT JOIN LATERAL (
            SELECT sum(deposit_minor) AS deposit, sum(withdrawal_minor) AS withdrawal,
                sum(bet_minor) AS bet
              FROM agent_member_days
              WHERE member_id = m.id AND day >= ${monthStart}::date
          ) f ON true
          WHERE m.merchant_id = ${merchantId} AND m.username = ${username}`.execute(executor);
      return rows[0];
    },

    /** Locks a member's row until the transaction ends (a suspension starts from it). */
    async lockMember(trx: Executor, memberId: string) {
      await sql`SELECT 1 FROM members WHERE id = ${memberId} FOR UPDATE`.execute(trx);
    },

    async suspend(
      trx: Executor,
      merchantId: string,
      memberId: string,
      agentId: string,
      reason: string,
    ) {
      await trx
        .insertInto('agentSuspensions')
        .values({ memberId, merchantId, agentId, reason })
        .execute();
      await trx
        .updateTable('members')
        .set({ status: 'disabled' })
        .where('id', '=', memberId)
        .execute();
    },

    async restore(trx: Executor, memberId: string) {
      await trx.deleteFrom('agentSuspensions').where('memberId', '=', memberId).execute();
      await trx
        .updateTable('members')
        .set({ status: 'active' })
        .where('id', '=', memberId)
        .execute();
    },

    /** A new pending application; false when one is pending already. */
    async apply(merchantId: string, memberId: string, contact: string, message: string) {
      const { rows } = await sql<{ id: string }>`
        INSERT INTO agent_applications (merchant_id, member_id, contact, message)
          VALUES (${merchantId}, ${memberId}, ${contact}, ${message})
          ON CONFLICT (member_id) WHERE status = 'pending' DO NOTHING
          RETURNING id::text`.execute(db);
      return rows.length > 0;
    },
  };
}

export type CentreRepository = ReturnType<typeof createCentreRepository>;
