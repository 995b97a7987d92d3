import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';

const deskPageSize = 50;

/** A level's row as the desk writes it (the merchant and rank added by the caller). */
export interface VipLevelValues {
  names: string;
  depositMinMinor: string;
  validBetMinMinor: string;
  keepDepositMinMinor: string;
  keepValidBetMinMinor: string;
  upgradeBonusMinor: string;
  weeklyBonusMinor: string;
  monthlyBonusMinor: string;
  turnoverMultiple: number;
  rebateRates: string;
  withdrawDailyCountMax: number | null;
  withdrawDailyMaxMinor: string | null;
}

/** What the VIP desk reads and writes beyond the site's reads. */
export function createVipDeskRepository(db: Db) {
  return {
    /** Members per rank. */
    async membersByRank(merchantId: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('vipMembers')
        .select(['rank', (eb) => eb.fn.countAll<string>().as('n')])
        .where('merchantId', '=', merchantId)
        .where('rank', '>', 0)
        .groupBy('rank')
        .execute();
      return new Map(rows.map((row) => [row.rank, Number(row.n)]));
    },

    /** Per bonus kind: unclaimed (claimable, not expired) and paid, summed and counted. */
    async costs(merchantId: string, now: Date) {
      const { rows } = await sql<{
        kind: 'upgrade' | 'weekly' | 'monthly';
        unclaimedMinor: string;
        unclaimedCount: string;
        paidMinor: string;
        paidCount: string;
      }>`SELECT kind,
          coalesce(sum(amount_minor) FILTER (WHERE status = 'claimable'
            AND (expires_at IS NULL OR expires_at > ${now})), 0) AS "unclaimedMinor",
          count(*) FILTER (WHERE status = 'claimable'
            AND (expires_at IS NULL OR expires_at > ${now})) AS "unclaimedCount",
          coalesce(sum(amount_minor) FILTER (WHERE status = 'claimed'), 0) AS "paidMinor",
          count(*) FILTER (WHERE status = 'claimed') AS "paidCount"
        FROM vip_bonuses WHERE merchant_id = ${merchantId} GROUP BY kind`.execute(db);
      return rows;
    },

    async replaceLevels(trx: Executor, merchantId: string, levels: VipLevelValues[]) {
      await trx.deleteFrom('vipLevels').where('merchantId', '=', merchantId).execute();
      if (levels.length === 0) return;
      await trx
        .insertInto('vipLevels')
        .values(levels.map((level, index) => ({ merchantId, rank: index + 1, ...level })))
        .execute();
    },

    /**
     * Members by level (0: none), or by the start of a username — any member of the merchant,
     * evaluated yet or not, so an operator can set a new member's level.
     */
    async members(
      merchantId: string,
      query: { rank?: number | undefined; q?: string | undefined; page: number },
    ) {
      let filtered = db
        .selectFrom('members as m')
        .leftJoin('vipMembers as v', 'v.memberId', 'm.id')
        .where('m.merchantId', '=', merchantId);
      if (query.rank !== undefined) {
        filtered = filtered.where(sql<number>`coalesce(v.rank, 0)`, '=', query.rank);
      }
      if (query.q) {
        const pattern = `${query.q.replace(/[\\%_]/g, '\\$&')}%`;
        filtered = filtered.where('m.username', 'ilike', pattern);
      } else {
        filtered = filtered.where('v.memberId', 'is not', null);
      }
      const [rows, total] = await Promise.all([
        filtered
          .select([
            'm.id as memberId',
            'm.username',
            sql<number>`coalesce(v.rank, 0)`.as('rank'),
            sql<string>`coalesce(v.deposit_minor, 0)`.as('depositMinor'),
            sql<string>`coalesce(v.valid_bet_minor, 0)`.as('validBetMinor'),
            'v.graceUntil',
            'v.reachedAt',
            sql<string[]>`coalesce(v.labels, '{}')`.as('labels'),
          ])
          .orderBy(sql`coalesce(v.rank, 0)`, 'desc')
          .orderBy('m.id')
          .limit(deskPageSize)
          .offset((query.page - 1) * deskPageSize)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return [rows, Number(total.n)] as const;
    },

    async isMember(merchantId: string, memberId: string): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('id')
        .where('id', '=', memberId)
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * An operator sets a member's level (pinned: evaluations never go below it) and labels;
     * reaching a higher level gives the upgrade bonus of every level passed, once per level.
     */
    async setMember(
      trx: Executor,
      values: { merchantId: string; memberId: string; rank: number; labels: string[]; now: Date },
    ) {
      const { merchantId, memberId, rank, labels, now } = values;
      await sql`WITH before AS (
          SELECT coalesce((SELECT best_rank FROM vip_members WHERE member_id = ${memberId}), 0)
            AS best_rank),
        settings AS (SELECT claim_days FROM vip_settings WHERE merchant_id = ${merchantId})
        INSERT INTO vip_bonuses (merchant_id, member_id, kind, rank, period, amount_minor,
            turnover_multiple, created_at, expires_at)
          SELECT ${merchantId}, ${memberId}, 'upgrade', l.rank, 'rank-' || l.rank,
              l.upgrade_bonus_minor, l.turnover_multiple, ${now},
              ${now}::timestamptz + make_interval(days => (SELECT claim_days FROM settings))
            FROM vip_levels l, before b
            WHERE l.merchant_id = ${merchantId} AND l.rank > b.best_rank AND l.rank <= ${rank}
              AND l.upgrade_bonus_minor > 0
          ON CONFLICT (member_id, kind, period) DO NOTHING`.execute(trx);
      const row = {
        rank,
        pinnedRank: rank > 0 ? rank : null,
        graceUntil: null,
        labels,
      };
      await trx
        .insertInto('vipMembers')
        .values({ memberId, merchantId, ...row, bestRank: rank, reachedAt: now })
        .onConflict((oc) =>
          oc.column('memberId').doUpdateSet((eb) => ({
            ...row,
            bestRank: sql<number>`greatest(${eb.ref('vipMembers.bestRank')}, ${rank})`,
            reachedAt: sql<Date>`CASE WHEN ${eb.ref('vipMembers.rank')} = ${rank}
              THEN ${eb.ref('vipMembers.reachedAt')} ELSE ${now} END`,
          })),
        )
        .execute();
    },
  };
}

export type VipDeskRepository = ReturnType<typeof createVipDeskRepository>;
