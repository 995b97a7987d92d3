import { sql, type Selectable } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { VipBonusesTable, VipLevelsTable, VipSettingsTable } from '../../../db/schema';

export type VipSettingsRow = Selectable<VipSettingsTable>;
export type VipLevelRow = Selectable<VipLevelsTable>;
export type VipBonusRow = Selectable<VipBonusesTable>;

/** A member's VIP state; rank 0 (no row yet) is no level. */
export interface VipMemberState {
  rank: number;
  reachedAt: Date | null;
  graceUntil: Date | null;
  labels: string[];
  depositMinor: string;
  validBetMinor: string;
}

const noLevel: VipMemberState = {
  rank: 0,
  reachedAt: null,
  graceUntil: null,
  labels: [],
  depositMinor: '0',
  validBetMinor: '0',
};

/** How many of a member's bonuses the site lists (newest first). */
const bonusesListed = 50;

/** VIP's reads and the evaluation; the desk's writes live in the desk. */
export function createVipRepository(db: Db) {
  return {
    async settings(merchantId: string): Promise<VipSettingsRow | undefined> {
      return db
        .selectFrom('vipSettings')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    levels(merchantId: string): Promise<VipLevelRow[]> {
      return db
        .selectFrom('vipLevels')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .orderBy('rank')
        .execute();
    },

    /** Moves members between levels and gives the bonuses due (vip_evaluate). */
    async evaluate(merchantId: string, now: Date, memberId: string | null): Promise<number> {
      const { rows } = await sql<{ changed: number }>`
        SELECT vip_evaluate(${merchantId}, ${now}, ${memberId}) AS changed`.execute(db);
      return rows[0]?.changed ?? 0;
    },

    /** The merchants whose programme is on. */
    async enabledMerchants(): Promise<string[]> {
      const rows = await db
        .selectFrom('vipSettings')
        .select('merchantId')
        .where('isEnabled', '=', true)
        .execute();
      return rows.map((row) => row.merchantId);
    },

    async member(merchantId: string, memberId: string): Promise<VipMemberState> {
      const row = await db
        .selectFrom('vipMembers')
        .select(['rank', 'reachedAt', 'graceUntil', 'labels', 'depositMinor', 'validBetMinor'])
        .where('memberId', '=', memberId)
        .where('merchantId', '=', merchantId)
        .executeTakeFirst();
      return row ?? noLevel;
    },

    /** The member's level with its names, for the member info's club label. */
    async club(merchantId: string, memberId: string) {
      return db
        .selectFrom('vipMembers as v')
        .innerJoin('vipSettings as s', (join) =>
          join.onRef('s.merchantId', '=', 'v.merchantId').on('s.isEnabled', '=', true),
        )
        .leftJoin('vipLevels as l', (join) =>
          join.onRef('l.merchantId', '=', 'v.merchantId').onRef('l.rank', '=', 'v.rank'),
        )
        .select(['v.rank', 'v.labels', 'l.names'])
        .where('v.memberId', '=', memberId)
        .where('v.merchantId', '=', merchantId)
        .executeTakeFirst();
    },

    bonuses(merchantId: string, memberId: string): Promise<VipBonusRow[]> {
      return db
        .selectFrom('vipBonuses')
        .selectAll()
        .where('memberId', '=', memberId)
        .where('merchantId', '=', merchantId)
        .orderBy('id', 'desc')
        .limit(bonusesListed)
        .execute();
    },

    /**
     * For the reward centre: the member's bonuses to claim now (unexpired), and with `history`
     * the latest others, in one read (the open ones by 0096's index, however many expired).
     */
    async centreBonuses(
      merchantId: string,
      memberId: string,
      at: { now: Date; history: number },
    ): Promise<VipBonusRow[]> {
      const { rows } = await sql<VipBonusRow>`
        (SELECT * FROM vip_bonuses
          WHERE member_id = ${memberId} AND merchant_id = ${merchantId} AND status = 'claimable'
            AND (expires_at IS NULL OR expires_at > ${at.now})
          ORDER BY id DESC LIMIT ${bonusesListed})
        UNION ALL
        (SELECT * FROM vip_bonuses
          WHERE member_id = ${memberId} AND merchant_id = ${merchantId}
            AND (status <> 'claimable' OR expires_at <= ${at.now})
          ORDER BY id DESC LIMIT ${at.history})`.execute(db);
      return rows;
    },

    /** The member's bonus, locked for its claim; undefined when it is not theirs. */
    lockBonus(trx: Executor, merchantId: string, memberId: string, id: string) {
      return trx
        .selectFrom('vipBonuses')
        .selectAll()
        .where('id', '=', id)
        .where('memberId', '=', memberId)
        .where('merchantId', '=', merchantId)
        .forUpdate()
        .executeTakeFirst();
    },

    async markClaimed(trx: Executor, id: string, transferId: string, now: Date) {
      return trx
        .updateTable('vipBonuses')
        .set({ status: 'claimed', transferId, claimedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The daily withdrawal limits of the member's level, when the programme is on. */
    async withdrawLimits(merchantId: string, memberId: string) {
      return db
        .selectFrom('vipMembers as v')
        .innerJoin('vipSettings as s', (join) =>
          join.onRef('s.merchantId', '=', 'v.merchantId').on('s.isEnabled', '=', true),
        )
        .innerJoin('vipLevels as l', (join) =>
          join.onRef('l.merchantId', '=', 'v.merchantId').onRef('l.rank', '=', 'v.rank'),
        )
        .select(['l.withdrawDailyCountMax', 'l.withdrawDailyMaxMinor'])
        .where('v.memberId', '=', memberId)
        .where('v.merchantId', '=', merchantId)
        .executeTakeFirst();
    },
  };
}

export type VipRepository = ReturnType<typeof createVipRepository>;
