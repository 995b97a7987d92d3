import {
  hasCapability,
  roleTable,
  type ReferralDecisionParams,
  type ReferralReport,
  type ReferralReportQuery,
  type ReferralSettings,
  type ReferralSignal,
  type SaveReferralSettings,
} from '@khela/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { parseAmount, parseMinimum, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type OpsService } from '../../platform';
import { tierTableProblem } from '../referral/referral.rules';
import { refusedField, reportDays } from './report-days';

const dayMs = 86_400_000;
/** The most withheld friends the desk lists at once (oldest first: the queue). */
const withheldListMax = 100;

/**
 * The operators' referral desk: the programme's settings and tiers, the friends whose rewards
 * are withheld (released: the rewards become claimable; rejected: they never pay), and what
 * referral rewards paid per day and still owe. Every change is logged in its transaction.
 */
export function createReferralDeskService(deps: { db: Db; ops: OpsService; clock: Clock }) {
  const { db } = deps;
  const access = createDeskAccess(deps);

  async function settingsOf(merchantId: string, currency: string): Promise<ReferralSettings> {
    const [row, tiers] = await Promise.all([
      db
        .selectFrom('referralSettings')
        .selectAll()
        .where('merchantId', '=', merchantId)
        .executeTakeFirst(),
      db
        .selectFrom('referralTiers')
        .select(['inviteesMin', 'firstDepositMinor', 'betRate'])
        .where('merchantId', '=', merchantId)
        .orderBy('inviteesMin')
        .execute(),
    ]);
    return {
      isSaved: row !== undefined,
      isEnabled: row?.isEnabled ?? false,
      qualifyDepositMin: wire(row?.qualifyDepositMinor ?? '10000', currency),
      turnoverMultiple: row?.turnoverMultiple ?? 1,
      claimDays: row ? row.claimDays : 30,
      tiers: tiers.map((tier) => ({
        inviteesMin: tier.inviteesMin,
        firstDepositReward: wire(tier.firstDepositMinor, currency),
        betRate: tier.betRate,
      })),
      startedAt: row?.startedAt.toISOString() ?? null,
    };
  }

  async function withheldOf(merchantId: string, currency: string) {
    const { rows } = await sql<{
      inviteeId: string;
      invitee: string;
      referrerId: string;
      referrer: string;
      signals: string[];
      createdAt: Date;
      rewards: number;
      amountMinor: string;
    }>`
      SELECT l.invitee_id AS "inviteeId", i.username AS invitee, l.referrer_id AS "referrerId",
          r.username AS referrer, l.signals, l.created_at AS "createdAt",
          count(w.id)::int AS rewards, coalesce(sum(w.amount_minor), 0)::text AS "amountMinor"
        FROM referral_links l
        JOIN members i ON i.id = l.invitee_id
        JOIN members r ON r.id = l.referrer_id
        LEFT JOIN referral_rewards w ON w.invitee_id = l.invitee_id AND w.status = 'withheld'
        WHERE l.merchant_id = ${merchantId} AND l.review = 'flagged'
        GROUP BY l.invitee_id, i.username, r.username
        ORDER BY l.created_at, l.invitee_id
        LIMIT ${withheldListMax}`.execute(db);
    return rows.map((row) => ({
      inviteeId: row.inviteeId,
      invitee: row.invitee,
      referrerId: row.referrerId,
      referrer: row.referrer,
      signals: row.signals as ReferralSignal[],
      registeredAt: row.createdAt.toISOString(),
      rewards: row.rewards,
      amount: wire(row.amountMinor, currency),
    }));
  }

  async function paidOf(merchantId: string, timeZone: string, range: { from: string; to: string }) {
    const day = sql<string>`to_char(r.claimed_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
    const within = sql<boolean>`(r.claimed_at AT TIME ZONE ${timeZone})::date
      BETWEEN ${range.from}::date AND ${range.to}::date`;
    const [byDay, totals, owed] = await Promise.all([
      db
        .selectFrom('referralRewards as r')
        .select([
          day.as('day'),
          sql<string>`coalesce(sum(r.amount_minor) FILTER (WHERE r.kind = 'first_deposit'), 0)`.as(
            'firstDepositMinor',
          ),
          sql<string>`coalesce(sum(r.amount_minor) FILTER (WHERE r.kind = 'bets'), 0)`.as(
            'betsMinor',
          ),
          sql<number>`count(*)::int`.as('claims'),
        ])
        .where('r.merchantId', '=', merchantId)
        .where('r.status', '=', 'claimed')
        .where(within)
        // By position: the day's expression carries its time zone as a parameter of its own.
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute(),
      db
        .selectFrom('referralRewards as r')
        .select([
          sql<number>`count(*)::int`.as('claims'),
          sql<number>`count(DISTINCT r.referrer_id)::int`.as('referrers'),
          sql<string>`coalesce(sum(r.amount_minor), 0)`.as('amountMinor'),
        ])
        .where('r.merchantId', '=', merchantId)
        .where('r.status', '=', 'claimed')
        .where(within)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('referralRewards as r')
        .select([
          sql<string>`coalesce(sum(r.amount_minor) FILTER (WHERE r.status = 'claimable'
            AND (r.expires_at IS NULL OR r.expires_at > ${deps.clock.now()})), 0)`.as('owedMinor'),
          sql<string>`coalesce(sum(r.amount_minor) FILTER (WHERE r.status = 'withheld'), 0)`.as(
            'withheldMinor',
          ),
        ])
        .where('r.merchantId', '=', merchantId)
        .where('r.status', 'in', ['claimable', 'withheld'])
        .executeTakeFirstOrThrow(),
    ]);
    return { byDay, totals, owed };
  }

  return {
    async report(
      actor: OperatorScope,
      query: ReferralReportQuery,
      language: string,
    ): Promise<ReferralReport> {
      const merchant = await access.merchantOf(
        actor,
        query.merchant,
        language,
        roleTable.referralDesk,
      );
      const { currency, timeZone } = merchant;
      const range = reportDays(query, timeZone, deps.clock.now(), language);
      const [settings, paid, withheldInvitees] = await Promise.all([
        settingsOf(merchant.id, currency),
        paidOf(merchant.id, timeZone, range),
        withheldOf(merchant.id, currency),
      ]);
      return {
        settings,
        currency,
        ...range,
        byDay: paid.byDay.map((row) => ({
          day: row.day,
          firstDeposit: wire(row.firstDepositMinor, currency),
          bets: wire(row.betsMinor, currency),
          claims: row.claims,
        })),
        claims: paid.totals.claims,
        referrers: paid.totals.referrers,
        total: wire(paid.totals.amountMinor, currency),
        owed: wire(paid.owed.owedMinor, currency),
        withheld: wire(paid.owed.withheldMinor, currency),
        withheldInvitees,
        canEdit: hasCapability(actor.operator.role, 'referralEdit'),
        canReview: hasCapability(actor.operator.role, 'referralReview'),
      };
    },

    /** Saves the programme whole; the first save starts it (earlier bets never count). */
    async saveSettings(
      actor: OperatorScope,
      code: string | undefined,
      values: SaveReferralSettings,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.referralEdit);
      const context = { language, merchant: { currency: merchant.currency } };
      const qualifyMinor = parseAmount(context, values.qualifyDepositMin, {
        path: 'qualifyDepositMin',
      });
      const tiers = values.tiers.map((tier, index) => {
        const rewardMinor = parseMinimum(tier.firstDepositReward, merchant.currency);
        if (rewardMinor === null) throw refusedField(language, `tiers.${index}.firstDepositReward`);
        return {
          merchantId: merchant.id,
          inviteesMin: tier.inviteesMin,
          firstDepositMinor: rewardMinor.toString(),
          betRate: tier.betRate,
        };
      });
      const problem = tierTableProblem(tiers);
      if (problem) throw refusedField(language, problem.path);
      const now = deps.clock.now();
      const row = {
        isEnabled: values.isEnabled,
        qualifyDepositMinor: qualifyMinor.toString(),
        turnoverMultiple: values.turnoverMultiple,
        claimDays: values.claimDays,
        updatedAt: now,
      };
      const log = { action: 'referral_settings_save' as const, target: `merchant:${merchant.id}` };
      await access.change(actor, merchant.id, { ...log, detail: values }, async (trx) => {
        await trx
          .insertInto('referralSettings')
          .values({ merchantId: merchant.id, ...row, startedAt: now })
          .onConflict((oc) => oc.column('merchantId').doUpdateSet(row))
          .execute();
        await trx.deleteFrom('referralTiers').where('merchantId', '=', merchant.id).execute();
        await trx.insertInto('referralTiers').values(tiers).execute();
      });
    },

    /**
     * Releases a flagged friend (the withheld rewards become claimable, their time to claim
     * counted from now) or rejects them (the rewards never pay, nor will later ones).
     */
    async decide(
      actor: OperatorScope,
      code: string | undefined,
      params: ReferralDecisionParams,
      reason: string,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.referralReview);
      const now = deps.clock.now();
      const isRelease = params.decision === 'release';
      let detail: object = {};
      const log = () => ({
        action: isRelease ? ('referral_release' as const) : ('referral_reject' as const),
        target: `member:${params.inviteeId}`,
        detail,
      });
      await access.change(actor, merchant.id, log, async (trx) => {
        const link = await trx
          .selectFrom('referralLinks as l')
          .innerJoin('members as i', 'i.id', 'l.inviteeId')
          .innerJoin('members as r', 'r.id', 'l.referrerId')
          .select(['l.review', 'l.signals', 'i.username as invitee', 'r.username as referrer'])
          .where('l.inviteeId', '=', params.inviteeId)
          .where('l.merchantId', '=', merchant.id)
          .forUpdate('l')
          .executeTakeFirst();
        if (!link) throw new AppError('not_found');
        if (link.review !== 'flagged') throw new AppError('referral_invitee_decided');
        await trx
          .updateTable('referralLinks')
          .set({
            review: isRelease ? 'released' : 'rejected',
            decidedAt: now,
            decidedBy: actor.operator.id,
            decisionReason: reason,
          })
          .where('inviteeId', '=', params.inviteeId)
          .execute();
        const settings = await trx
          .selectFrom('referralSettings')
          .select('claimDays')
          .where('merchantId', '=', merchant.id)
          .executeTakeFirst();
        const claimDays = settings?.claimDays ?? null;
        const moved = await trx
          .updateTable('referralRewards')
          .set({
            status: isRelease ? 'claimable' : 'rejected',
            expiresAt:
              isRelease && claimDays !== null ? new Date(now.getTime() + claimDays * dayMs) : null,
          })
          .where('inviteeId', '=', params.inviteeId)
          .where('status', '=', 'withheld')
          .returning('amountMinor')
          .execute();
        const amountMinor = moved.reduce((sum, row) => sum + BigInt(row.amountMinor), 0n);
        const { invitee, referrer, signals } = link;
        detail = { invitee, referrer, signals, reason, amountMinor: amountMinor.toString() };
      });
    },
  };
}

export type ReferralDeskService = ReturnType<typeof createReferralDeskService>;
