import {
  hasCapability,
  moneyMissionKinds,
  roleTable,
  type CatalogueGameType,
  type DeskMission,
  type MissionDesk,
  type MissionReport,
  type MissionReportQuery,
  type SaveMission,
} from '@khela/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { parseAmount, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type OpsService } from '../../platform';
import { levelName } from '../vip/vip.service';
import { refusedField, reportDays } from './report-days';

/** The largest count a counting mission may ask (rounds, wins in a row, friends). */
const countTargetMax = 100_000n;
/** A mission's row values from what the desk sent, or a refusal naming the fields at fault. */
function rowOf(values: SaveMission, currency: string, language: string) {
  const context = { language, merchant: { currency } };
  const isMoney = moneyMissionKinds.includes(values.kind);
  const wrong: string[] = [];
  const names = Object.fromEntries(
    Object.entries(values.names).filter(([, name]) => name.trim() !== ''),
  );
  if (Object.keys(names).length === 0) wrong.push('names');
  if (values.gameType !== null && values.kind !== 'bet') wrong.push('gameType');
  if (values.game !== null && values.kind !== 'play') wrong.push('game');
  const startsAt = values.startsAt === null ? null : new Date(values.startsAt);
  const endsAt = values.endsAt === null ? null : new Date(values.endsAt);
  if (values.period === 'event' && !startsAt) wrong.push('startsAt');
  if (values.period === 'event' && !endsAt) wrong.push('endsAt');
  if (startsAt && endsAt && endsAt <= startsAt) wrong.push('endsAt');
  let target = 0n;
  if (!isMoney) {
    target = /^\d{1,6}$/.test(values.target.trim()) ? BigInt(values.target.trim()) : 0n;
    if (target < 1n || target > countTargetMax) wrong.push('target');
  }
  if (wrong.length > 0) throw refusedField(language, ...wrong);
  if (isMoney) target = parseAmount(context, values.target, { path: 'target' });
  const rewardMinor = parseAmount(context, values.reward, { path: 'reward' });
  return {
    names: JSON.stringify(names),
    period: values.period,
    kind: values.kind,
    gameType: values.gameType,
    vassalage: values.game?.vassalage ?? null,
    gameCode: values.game?.code ?? null,
    target: target.toString(),
    rewardMinor: rewardMinor.toString(),
    turnoverMultiple: values.turnoverMultiple,
    score: values.score,
    startsAt,
    endsAt,
    sortOrder: values.sortOrder,
    isActive: values.isActive,
  };
}

/**
 * The operators' missions desk: missions written with their goal, reward, turnover, score and
 * schedule, switched on and off (never deleted: their claims keep them), and what they paid over
 * days. Every change is logged in its transaction.
 */
export function createMissionDeskService(deps: { db: Db; ops: OpsService; clock: Clock }) {
  const { db } = deps;
  const access = createDeskAccess(deps);

  async function gameExists(merchantId: string, game: SaveMission['game']) {
    if (!game) return true;
    const found = await db
      .selectFrom('games')
      .select('id')
      .where('merchantId', '=', merchantId)
      .where('vassalage', '=', game.vassalage)
      .where('code', '=', game.code)
      .executeTakeFirst();
    return found !== undefined;
  }

  async function checked(
    merchant: { id: string; currency: string },
    values: SaveMission,
    language: string,
  ) {
    const row = rowOf(values, merchant.currency, language);
    if (!(await gameExists(merchant.id, values.game))) throw refusedField(language, 'game');
    return row;
  }

  return {
    async list(
      actor: OperatorScope,
      code: string | undefined,
      language: string,
    ): Promise<MissionDesk> {
      const merchant = await access.merchantOf(actor, code, language, roleTable.missionDesk);
      const rows = await db
        .selectFrom('missions as m')
        .leftJoin('missionClaims as c', 'c.missionId', 'm.id')
        .select([
          'm.id',
          'm.names',
          'm.period',
          'm.kind',
          'm.gameType',
          'm.vassalage',
          'm.gameCode',
          'm.target',
          'm.rewardMinor',
          'm.turnoverMultiple',
          'm.score',
          'm.startsAt',
          'm.endsAt',
          'm.sortOrder',
          'm.isActive',
          sql<string>`count(c.id)`.as('claims'),
          sql<string>`coalesce(sum(c.amount_minor), 0)`.as('paidMinor'),
        ])
        .where('m.merchantId', '=', merchant.id)
        .groupBy('m.id')
        .orderBy('m.sortOrder')
        .orderBy('m.id')
        .execute();
      const money = (minor: string) => wire(minor, merchant.currency);
      const missions = rows.map((row): DeskMission => ({
        id: row.id,
        names: row.names,
        period: row.period,
        kind: row.kind,
        gameType: row.gameType as CatalogueGameType | null,
        game:
          row.vassalage && row.gameCode ? { vassalage: row.vassalage, code: row.gameCode } : null,
        target: moneyMissionKinds.includes(row.kind) ? money(row.target) : row.target,
        reward: money(row.rewardMinor),
        turnoverMultiple: row.turnoverMultiple,
        score: row.score,
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
        sortOrder: row.sortOrder,
        isActive: row.isActive,
        claims: Number(row.claims),
        paid: money(row.paidMinor),
      }));
      return {
        currency: merchant.currency,
        timeZone: merchant.timeZone,
        missions,
        canEdit: hasCapability(actor.operator.role, 'missionEdit'),
      };
    },

    async create(
      actor: OperatorScope,
      code: string | undefined,
      values: SaveMission,
      language: string,
    ): Promise<{ id: string }> {
      const merchant = await access.merchantOf(actor, code, language, roleTable.missionEdit);
      const row = await checked(merchant, values, language);
      const now = deps.clock.now();
      let id = '';
      const log = () => ({
        action: 'mission_create' as const,
        target: `mission:${id}`,
        detail: values,
      });
      await access.change(actor, merchant.id, log, async (trx) => {
        const inserted = await trx
          .insertInto('missions')
          .values({ merchantId: merchant.id, ...row, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = inserted.id;
      });
      return { id };
    },

    /** Rewrites a mission; claims already made keep what they paid. */
    async update(
      actor: OperatorScope,
      code: string | undefined,
      id: string,
      values: SaveMission,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roleTable.missionEdit);
      const row = await checked(merchant, values, language);
      const log = { action: 'mission_update' as const, target: `mission:${id}`, detail: values };
      await access.change(actor, merchant.id, log, async (trx) => {
        const updated = await trx
          .updateTable('missions')
          .set({ ...row, updatedAt: deps.clock.now() })
          .where('id', '=', id)
          .where('merchantId', '=', merchant.id)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) throw new AppError('not_found');
      });
    },

    /** What missions paid over days (the merchant's time zone): per mission, claims and members. */
    async report(
      actor: OperatorScope,
      query: MissionReportQuery,
      language: string,
    ): Promise<MissionReport> {
      const merchant = await access.merchantOf(
        actor,
        query.merchant,
        language,
        roleTable.missionDesk,
      );
      const { from, to } = reportDays(query, merchant.timeZone, deps.clock.now(), language);
      const within = sql<boolean>`(c.created_at AT TIME ZONE ${merchant.timeZone})::date
        BETWEEN ${from}::date AND ${to}::date`;
      const [byMission, totals] = await Promise.all([
        db
          .selectFrom('missionClaims as c')
          .innerJoin('missions as m', 'm.id', 'c.missionId')
          .select([
            'm.id',
            'm.names',
            sql<string>`count(*)`.as('claims'),
            sql<string>`count(DISTINCT c.member_id)`.as('members'),
            sql<string>`sum(c.amount_minor)`.as('amountMinor'),
          ])
          .where('c.merchantId', '=', merchant.id)
          .where(within)
          .groupBy('m.id')
          .orderBy('m.id')
          .execute(),
        db
          .selectFrom('missionClaims as c')
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
        currency: merchant.currency,
        from,
        to,
        byMission: byMission.map((row) => ({
          id: row.id,
          name: levelName(row.names, language, 'en'),
          claims: Number(row.claims),
          members: Number(row.members),
          amount: wire(row.amountMinor, merchant.currency),
        })),
        claims: Number(totals.claims),
        members: Number(totals.members),
        total: wire(totals.amountMinor, merchant.currency),
      };
    },
  };
}

export type MissionDeskService = ReturnType<typeof createMissionDeskService>;
