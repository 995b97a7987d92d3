import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { ReferralReviewColumn, ReferralRewardStatusColumn } from '../../../db/schema/loyalty';

export interface ReferralSettingsRow {
  isEnabled: boolean;
  qualifyDepositMinor: string;
  turnoverMultiple: number;
  claimDays: number | null;
  startedAt: Date;
}

export interface ReferralTierRow {
  inviteesMin: number;
  firstDepositMinor: string;
  betRate: number;
}

/** A reward with its friend's username, as the member's lists and claims read it. */
export interface ReferralRewardRow {
  id: string;
  kind: 'first_deposit' | 'bets';
  invitee: string;
  period: string;
  baseMinor: string;
  rate: number;
  amountMinor: string;
  turnoverMultiple: number;
  status: ReferralRewardStatusColumn;
  requestId: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  claimedAt: Date | null;
}

export interface ReferralInviteeRow {
  username: string;
  createdAt: Date;
  review: ReferralReviewColumn;
  qualifiedAt: Date | null;
  earnedMinor: string;
}

/** What a referrer's friends and rewards add up to. */
export interface ReferralTotalsRow {
  invited: number;
  qualified: number;
  claimableMinor: string;
  claimableCount: number;
  withheldMinor: string;
  claimedMinor: string;
}

const rewardColumns = [
  'r.id',
  'r.kind',
  'm.username as invitee',
  'r.period',
  'r.baseMinor',
  'r.rate',
  'r.amountMinor',
  'r.turnoverMultiple',
  'r.status',
  'r.requestId',
  'r.createdAt',
  'r.expiresAt',
  'r.claimedAt',
] as const;

/** How many recently claimed or expired rewards the reward centre shows besides the claimable. */
const recentRewardsMax = 20;
/** The most claimable rewards the reward centre lists (the page shows them all, paged). */
const centreClaimableMax = 100;

export function createReferralRepository(db: Db) {
  const rewardsOf = (executor: Executor) =>
    executor
      .selectFrom('referralRewards as r')
      .innerJoin('members as m', 'm.id', 'r.inviteeId')
      .select(rewardColumns);

  return {
    settings(merchantId: string, executor: Executor = db) {
      return executor
        .selectFrom('referralSettings')
        .select(['isEnabled', 'qualifyDepositMinor', 'turnoverMultiple', 'claimDays', 'startedAt'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst() as Promise<ReferralSettingsRow | undefined>;
    },

    tiers(merchantId: string, executor: Executor = db): Promise<ReferralTierRow[]> {
      return executor
        .selectFrom('referralTiers')
        .select(['inviteesMin', 'firstDepositMinor', 'betRate'])
        .where('merchantId', '=', merchantId)
        .orderBy('inviteesMin')
        .execute();
    },

    async codeOf(memberId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('referralCodes')
        .select('code')
        .where('memberId', '=', memberId)
        .executeTakeFirst();
      return row?.code;
    },

    /** Stores a member's code; false when another member of the merchant holds it already. */
    async insertCode(values: { memberId: string; merchantId: string; code: string; at: Date }) {
      const inserted = await db
        .insertInto('referralCodes')
        .values({
          memberId: values.memberId,
          merchantId: values.merchantId,
          code: values.code,
          createdAt: values.at,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('code')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Rewards the friends' whole days of bets not rewarded yet (one referrer, or all). */
    async accrueBets(merchantId: string, referrerId: string | null, now: Date): Promise<number> {
      const { rows } = await sql<{ made: number }>`
        SELECT referral_accrue_bets(${merchantId}, ${referrerId}, ${now}) AS made`.execute(db);
      return rows[0]?.made ?? 0;
    },

    /** Merchants with settings saved (the scheduled accrual runs over them). */
    async merchantsWithSettings(): Promise<string[]> {
      const rows = await db.selectFrom('referralSettings').select('merchantId').execute();
      return rows.map((row) => row.merchantId);
    },

    async totals(merchantId: string, referrerId: string, now: Date): Promise<ReferralTotalsRow> {
      const { rows } = await sql<ReferralTotalsRow>`
        SELECT
          (SELECT count(*)::int FROM referral_links l
            WHERE l.referrer_id = ${referrerId} AND l.merchant_id = ${merchantId}) AS invited,
          (SELECT count(*)::int FROM referral_links l
            WHERE l.referrer_id = ${referrerId} AND l.merchant_id = ${merchantId}
              AND l.qualified_at IS NOT NULL AND l.review IN ('clear', 'released'))
            AS qualified,
          coalesce(sum(r.amount_minor) FILTER (WHERE r.status = 'claimable'
            AND (r.expires_at IS NULL OR r.expires_at > ${now})), 0)::text AS "claimableMinor",
          (count(*) FILTER (WHERE r.status = 'claimable'
            AND (r.expires_at IS NULL OR r.expires_at > ${now})))::int AS "claimableCount",
          coalesce(sum(r.amount_minor) FILTER (WHERE r.status = 'withheld'), 0)::text
            AS "withheldMinor",
          coalesce(sum(r.amount_minor) FILTER (WHERE r.status = 'claimed'), 0)::text
            AS "claimedMinor"
        FROM referral_rewards r
        WHERE r.referrer_id = ${referrerId} AND r.merchant_id = ${merchantId}`.execute(db);
      const [found] = rows;
      if (!found) throw new Error('referral: no totals');
      return found;
    },

    async invitees(
      merchantId: string,
      referrerId: string,
      page: { pageNo: number; pageSize: number },
    ): Promise<ReferralInviteeRow[]> {
      const { rows } = await sql<ReferralInviteeRow>`
        SELECT m.username, l.created_at AS "createdAt", l.review, l.qualified_at AS "qualifiedAt",
            coalesce((SELECT sum(r.amount_minor) FROM referral_rewards r
              WHERE r.invitee_id = l.invitee_id AND r.status <> 'rejected'), 0)::text
              AS "earnedMinor"
          FROM referral_links l
          JOIN members m ON m.id = l.invitee_id
          WHERE l.referrer_id = ${referrerId} AND l.merchant_id = ${merchantId}
          ORDER BY l.created_at DESC, l.invitee_id DESC
          LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`.execute(db);
      return rows;
    },

    /** The member's rewards: those claimable now first (soonest to expire), then newest first. */
    async rewards(
      merchantId: string,
      referrerId: string,
      page: { pageNo: number; pageSize: number },
      now: Date,
    ) {
      const claimableNow = sql<number>`CASE WHEN r.status = 'claimable'
        AND (r.expires_at IS NULL OR r.expires_at > ${now}) THEN 0 ELSE 1 END`;
      const [rows, count] = await Promise.all([
        rewardsOf(db)
          .where('r.referrerId', '=', referrerId)
          .where('r.merchantId', '=', merchantId)
          .orderBy(claimableNow)
          .orderBy(sql`r.expires_at`, sql`ASC NULLS LAST`)
          .orderBy('r.id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute() as Promise<ReferralRewardRow[]>,
        db
          .selectFrom('referralRewards')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('referrerId', '=', referrerId)
          .where('merchantId', '=', merchantId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.count) };
    },

    /** The reward centre's share: every claimable reward and the latest claimed or expired. */
    async centreRewards(merchantId: string, referrerId: string, now: Date, withHistory: boolean) {
      const base = () =>
        rewardsOf(db).where('r.referrerId', '=', referrerId).where('r.merchantId', '=', merchantId);
      const claimable = base()
        .where('r.status', '=', 'claimable')
        .where((eb) => eb.or([eb('r.expiresAt', 'is', null), eb('r.expiresAt', '>', now)]))
        .orderBy('r.id')
        .limit(centreClaimableMax);
      if (!withHistory) return claimable.execute() as Promise<ReferralRewardRow[]>;
      const recent = base()
        .where((eb) =>
          eb.or([
            eb('r.status', '=', 'claimed'),
            eb.and([eb('r.status', '=', 'claimable'), eb('r.expiresAt', '<=', now)]),
          ]),
        )
        .orderBy('r.id', 'desc')
        .limit(recentRewardsMax);
      // One read: each part keeps its own order and limit.
      const { rows } = await sql<ReferralRewardRow>`(${claimable}) UNION ALL (${recent})`.execute(
        db,
      );
      return rows;
    },

    /** A reward of the member's under its row lock (another member's: none). */
    lockReward(trx: Executor, merchantId: string, referrerId: string, id: string) {
      return rewardsOf(trx)
        .where('r.id', '=', id)
        .where('r.referrerId', '=', referrerId)
        .where('r.merchantId', '=', merchantId)
        .forUpdate('r')
        .executeTakeFirst() as Promise<ReferralRewardRow | undefined>;
    },

    async markClaimed(
      trx: Executor,
      values: { id: string; requestId: string; transferId: string; at: Date },
    ): Promise<void> {
      await trx
        .updateTable('referralRewards')
        .set({
          status: 'claimed',
          requestId: values.requestId,
          transferId: values.transferId,
          claimedAt: values.at,
        })
        .where('id', '=', values.id)
        .where('status', '=', 'claimable')
        .executeTakeFirstOrThrow();
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
