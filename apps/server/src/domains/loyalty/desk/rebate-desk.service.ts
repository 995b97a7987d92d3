import {
  hasCapability,
  roleTable,
  type CatalogueGameType,
  type RebateReport,
  type RebateReportQuery,
  type SaveRebateSettings,
} from '@khela/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type OpsService } from '../../platform';
import { reportDays } from './report-days';

/**
 * The operators' rebate desk: the period, minimum claim and turnover of manual rebates (the
 * rates are the VIP levels'), and what rebates paid per game type over days, with the claims and
 * members behind them. Saving is logged in its transaction.
 */
export function createRebateDeskService(deps: { db: Db; ops: OpsService; clock: Clock }) {
  const { db } = deps;
  const access = createDeskAccess(deps);

  async function settingsOf(merchantId: string, currency: string) {
    const [row, flag] = await Promise.all([
      db
        .selectFrom('rebateSettings')
        .select(['period', 'minClaimMinor', 'turnoverMultiple', 'startedAt'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst(),
      db
        .selectFrom('whitelabelFlags')
        .select('isEnabled')
        .where('merchantId', '=', merchantId)
        .where('code', '=', 'REBATE')
        .executeTakeFirst(),
    ]);
    return {
      isSaved: row !== undefined,
      isToggledOn: flag?.isEnabled ?? false,
      period: row?.period ?? 'day',
      minClaim: wire(row?.minClaimMinor ?? '100', currency),
      turnoverMultiple: row?.turnoverMultiple ?? 1,
      startedAt: row?.startedAt.toISOString() ?? null,
    } as const;
  }

  return {
    async report(
      actor: OperatorScope,
      query: RebateReportQuery,
      language: string,
    ): Promise<RebateReport> {
      const merchant = await access.merchantOf(
        actor,
        query.merchant,
        language,
        roleTable.rebateDesk,
      );
      const { from, to } = reportDays(query, merchant.timeZone, deps.clock.now(), language);
      const within = sql<boolean>`(c.created_at AT TIME ZONE ${merchant.timeZone})::date
        BETWEEN ${from}::date AND ${to}::date`;
      const [settings, lines, totals] = await Promise.all([
        settingsOf(merchant.id, merchant.currency),
        db
          .selectFrom('rebateClaimLines as l')
          .innerJoin('rebateClaims as c', 'c.id', 'l.claimId')
          .select([
            'l.gameType',
            sql<string>`sum(l.bet_minor)`.as('betMinor'),
            sql<string>`sum(l.amount_minor)`.as('amountMinor'),
          ])
          .where('c.merchantId', '=', merchant.id)
          .where(within)
          .groupBy('l.gameType')
          .orderBy('l.gameType')
          .execute(),
        db
          .selectFrom('rebateClaims as c')
          .select([
            sql<string>`count(*)`.as('claims'),
            sql<string>`count(DISTINCT c.member_id)`.as('members'),
            sql<string>`coalesce(sum(c.amount_minor), 0)`.as('amountMinor'),
          ])
          .where('c.merchantId', '=', merchant.id)
          .where(within)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        settings,
        currency: merchant.currency,
        from,
        to,
        byGameType: lines.map((line) => ({
          gameType: line.gameType as CatalogueGameType,
          validBet: wire(line.betMinor, merchant.currency),
          amount: wire(line.amountMinor, merchant.currency),
        })),
        claims: Number(totals.claims),
        members: Number(totals.members),
        total: wire(totals.amountMinor, merchant.currency),
        canEdit: hasCapability(actor.operator.role, 'rebateEdit'),
      };
    },

    /** Saves the settings; the first save starts the programme (earlier bets never count). */
    async saveSettings(
      actor: OperatorScope,
      code: string | undefined,
      values: SaveRebateSettings,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.rebateEdit);
      const minClaimMinor = parseAmount(
        { language, merchant: { currency: merchant.currency } },
        values.minClaim,
        { path: 'minClaim' },
      );
      const now = deps.clock.now();
      const row = {
        period: values.period,
        minClaimMinor: minClaimMinor.toString(),
        turnoverMultiple: values.turnoverMultiple,
        updatedAt: now,
      };
      const log = { action: 'rebate_settings_save' as const, target: `merchant:${merchant.id}` };
      await access.change(actor, merchant.id, { ...log, detail: values }, async (trx) => {
        await trx
          .insertInto('rebateSettings')
          .values({ merchantId: merchant.id, ...row, startedAt: now })
          .onConflict((oc) => oc.column('merchantId').doUpdateSet(row))
          .execute();
      });
    },
  };
}

export type RebateDeskService = ReturnType<typeof createRebateDeskService>;
