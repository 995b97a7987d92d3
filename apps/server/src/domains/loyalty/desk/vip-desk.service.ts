import {
  roleTable,
  vipBonusKinds,
  type DeskVipMemberList,
  type SaveVipLevel,
  type SaveVipMember,
  type SaveVipSettings,
  type VipDesk,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { parseAmount, parseMinimum, wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type OpsService } from '../../platform';
import type { VipRepository } from '../vip/vip.repository';
import { createVipDeskRepository, type VipLevelValues } from './vip-desk.repository';

const defaultSettings: SaveVipSettings = {
  isEnabled: false,
  windowDays: 30,
  graceDays: 7,
  claimDays: null,
};

/** A refused field, worded in the operator's language. */
function refusedField(language: string, path: string, code: 'field_required' | 'field_invalid') {
  return new AppError('validation_failed', {
    fields: [{ path, code, message: translate(language, code) }],
  });
}

/**
 * A level's row from what the desk typed: thresholds and bonuses of 0 or more, keeping no
 * more than reaching, a daily withdrawal maximum above 0 when set. Refusals name the field.
 */
function levelValues(
  level: SaveVipLevel,
  index: number,
  view: { currency: string; language: string },
): VipLevelValues {
  const path = (field: string) => `levels.${index}.${field}`;
  const minimum = (field: keyof SaveVipLevel & string, raw: string) => {
    const value = parseMinimum(raw, view.currency);
    if (value === null) throw refusedField(view.language, path(field), 'field_invalid');
    return value;
  };
  if (Object.keys(level.names).length === 0)
    throw refusedField(view.language, path('names'), 'field_required');
  const depositMin = minimum('depositMin', level.depositMin);
  const validBetMin = minimum('validBetMin', level.validBetMin);
  const keepDepositMin = minimum('keepDepositMin', level.keepDepositMin);
  const keepValidBetMin = minimum('keepValidBetMin', level.keepValidBetMin);
  if (keepDepositMin > depositMin)
    throw refusedField(view.language, path('keepDepositMin'), 'field_invalid');
  if (keepValidBetMin > validBetMin)
    throw refusedField(view.language, path('keepValidBetMin'), 'field_invalid');
  const withdrawDailyMax =
    level.withdrawDailyMax === null
      ? null
      : parseAmount(
          { language: view.language, merchant: { currency: view.currency } },
          level.withdrawDailyMax,
          {
            path: path('withdrawDailyMax'),
          },
        );
  return {
    names: JSON.stringify(level.names),
    depositMinMinor: depositMin.toString(),
    validBetMinMinor: validBetMin.toString(),
    keepDepositMinMinor: keepDepositMin.toString(),
    keepValidBetMinMinor: keepValidBetMin.toString(),
    upgradeBonusMinor: minimum('upgradeBonus', level.upgradeBonus).toString(),
    weeklyBonusMinor: minimum('weeklyBonus', level.weeklyBonus).toString(),
    monthlyBonusMinor: minimum('monthlyBonus', level.monthlyBonus).toString(),
    turnoverMultiple: level.turnoverMultiple,
    rebateRates: JSON.stringify(level.rebateRates),
    withdrawDailyCountMax: level.withdrawDailyCountMax,
    withdrawDailyMaxMinor: withdrawDailyMax?.toString() ?? null,
  };
}

/** Each level asks at least what the one below asks, or a member could skip past it. */
function checkOrder(levels: VipLevelValues[], language: string) {
  levels.forEach((level, index) => {
    const below = levels[index - 1];
    if (!below) return;
    if (BigInt(level.depositMinMinor) < BigInt(below.depositMinMinor))
      throw refusedField(language, `levels.${index}.depositMin`, 'field_invalid');
    if (BigInt(level.validBetMinMinor) < BigInt(below.validBetMinMinor))
      throw refusedField(language, `levels.${index}.validBetMin`, 'field_invalid');
  });
}

/**
 * The operators' VIP desk: the programme's window, grace and claim days, the level table with
 * its benefits and bonuses, how many members hold each level, what the bonuses owe and have
 * cost, and members' levels and labels set by hand. Every change is logged in its transaction.
 */
export function createVipDeskService(deps: {
  db: Db;
  vip: VipRepository;
  ops: OpsService;
  clock: Clock;
}) {
  const repository = createVipDeskRepository(deps.db);
  const access = createDeskAccess(deps);
  const roles = roleTable.vipEdit;

  return {
    async desk(actor: OperatorScope, code: string | undefined, language: string): Promise<VipDesk> {
      const merchant = await access.merchantOf(actor, code, language, roles);
      const [settings, levels, counts, costs] = await Promise.all([
        deps.vip.settings(merchant.id),
        deps.vip.levels(merchant.id),
        repository.membersByRank(merchant.id),
        repository.costs(merchant.id, deps.clock.now()),
      ]);
      const money = (minor: string) => wire(minor, merchant.currency);
      return {
        settings: settings
          ? {
              isEnabled: settings.isEnabled,
              windowDays: settings.windowDays,
              graceDays: settings.graceDays,
              claimDays: settings.claimDays,
            }
          : defaultSettings,
        currency: merchant.currency,
        levels: levels.map((row) => ({
          rank: row.rank,
          names: row.names,
          depositMin: money(row.depositMinMinor),
          validBetMin: money(row.validBetMinMinor),
          keepDepositMin: money(row.keepDepositMinMinor),
          keepValidBetMin: money(row.keepValidBetMinMinor),
          upgradeBonus: money(row.upgradeBonusMinor),
          weeklyBonus: money(row.weeklyBonusMinor),
          monthlyBonus: money(row.monthlyBonusMinor),
          turnoverMultiple: row.turnoverMultiple,
          rebateRates: row.rebateRates,
          withdrawDailyCountMax: row.withdrawDailyCountMax,
          withdrawDailyMax:
            row.withdrawDailyMaxMinor === null ? null : money(row.withdrawDailyMaxMinor),
          members: counts.get(row.rank) ?? 0,
        })),
        costs: vipBonusKinds.map((kind) => {
          const row = costs.find((cost) => cost.kind === kind);
          return {
            kind,
            unclaimed: money(row?.unclaimedMinor ?? '0'),
            unclaimedCount: Number(row?.unclaimedCount ?? 0),
            paid: money(row?.paidMinor ?? '0'),
            paidCount: Number(row?.paidCount ?? 0),
          };
        }),
        canEdit: true,
      };
    },

    async saveSettings(
      actor: OperatorScope,
      code: string | undefined,
      values: SaveVipSettings,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roles);
      const row = { ...values, updatedAt: deps.clock.now() };
      const log = { action: 'vip_settings_save' as const, target: `merchant:${merchant.id}` };
      await access.change(actor, merchant.id, { ...log, detail: values }, async (trx) => {
        await trx
          .insertInto('vipSettings')
          .values({ merchantId: merchant.id, ...row })
          .onConflict((oc) => oc.column('merchantId').doUpdateSet(row))
          .execute();
      });
    },

    /** The whole level table, lowest first; members above the new top drop to it when next evaluated. */
    async saveLevels(
      actor: OperatorScope,
      code: string | undefined,
      values: { levels: SaveVipLevel[] },
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roles);
      const view = { currency: merchant.currency, language };
      const levels = values.levels.map((level, index) => levelValues(level, index, view));
      checkOrder(levels, language);
      const log = { action: 'vip_levels_save' as const, target: `merchant:${merchant.id}` };
      // Rebate rates read as "RNG 80 bp" in the log: game types are no field names.
      const detail = {
        levels: values.levels.map((level) => ({
          ...level,
          rebateRates: Object.entries(level.rebateRates).map(([type, bp]) => `${type} ${bp} bp`),
        })),
      };
      await access.change(actor, merchant.id, { ...log, detail }, (trx) =>
        repository.replaceLevels(trx, merchant.id, levels),
      );
    },

    async members(
      actor: OperatorScope,
      code: string | undefined,
      query: { rank?: number | undefined; q?: string | undefined; page: number },
      language: string,
    ): Promise<DeskVipMemberList> {
      const merchant = await access.merchantOf(actor, code, language, roles);
      const [rows, total] = await repository.members(merchant.id, query);
      const money = (minor: string) => wire(minor, merchant.currency);
      return {
        list: rows.map((row) => ({
          memberId: row.memberId,
          username: row.username,
          rank: row.rank,
          deposit: money(row.depositMinor),
          validBet: money(row.validBetMinor),
          graceUntil: row.graceUntil?.toISOString() ?? null,
          reachedAt: row.reachedAt?.toISOString() ?? null,
          labels: row.labels,
        })),
        total,
      };
    },

    async saveMember(
      actor: OperatorScope,
      code: string | undefined,
      memberId: string,
      values: SaveVipMember,
      language: string,
    ) {
      const merchant = await access.merchantOf(actor, code, language, roles);
      const [isMember, levels] = await Promise.all([
        repository.isMember(merchant.id, memberId),
        deps.vip.levels(merchant.id),
      ]);
      if (!isMember) throw new AppError('not_found');
      if (values.rank > levels.length) throw refusedField(language, 'rank', 'field_invalid');
      const log = { action: 'vip_member_save' as const, target: `member:${memberId}` };
      await access.change(actor, merchant.id, { ...log, detail: values }, (trx) =>
        repository.setMember(trx, {
          merchantId: merchant.id,
          memberId,
          rank: values.rank,
          labels: values.labels,
          now: deps.clock.now(),
        }),
      );
    },
  };
}

export type VipDeskService = ReturnType<typeof createVipDeskService>;
