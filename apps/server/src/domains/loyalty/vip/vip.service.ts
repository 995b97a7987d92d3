import {
  vipRankLevelMin,
  type CatalogueGameType,
  type MemberInfo,
  type VipBonus,
  type VipClaimAnswer,
  type VipLevel,
  type VipProgramme,
  type VipStatus,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { LedgerService, TurnoverService } from '../../money';
import { promotionsPurpose } from '../promotion/promotion.credit';
import type { VipBonusRow, VipLevelRow, VipRepository, VipSettingsRow } from './vip.repository';
import { walletBalance } from '../wallet-balance';
import type { ProgrammeCache } from '../programme-cache';

/** A level's name in the language asked for, else the merchant's, else any it has. */
export function levelName(names: Record<string, string>, language: string, fallback: string) {
  return names[language] ?? names[fallback] ?? Object.values(names)[0] ?? '';
}

/** A level as the site shows it. */
export function levelView(
  row: VipLevelRow,
  view: { language: string; fallback: string; currency: string },
): VipLevel {
  const money = (minor: string) => wire(minor, view.currency);
  return {
    rank: row.rank,
    name: levelName(row.names, view.language, view.fallback),
    depositMin: money(row.depositMinMinor),
    validBetMin: money(row.validBetMinMinor),
    keepDepositMin: money(row.keepDepositMinMinor),
    keepValidBetMin: money(row.keepValidBetMinMinor),
    upgradeBonus: money(row.upgradeBonusMinor),
    weeklyBonus: money(row.weeklyBonusMinor),
    monthlyBonus: money(row.monthlyBonusMinor),
    turnoverMultiple: row.turnoverMultiple,
    rebateRates: row.rebateRates as Partial<Record<CatalogueGameType, number>>,
    withdrawDailyCountMax: row.withdrawDailyCountMax,
    withdrawDailyMax: row.withdrawDailyMaxMinor === null ? null : money(row.withdrawDailyMaxMinor),
    hasVipService: row.rank >= vipRankLevelMin,
  };
}

/** A bonus as its member sees it; a claimable one past its time is expired. */
export function bonusView(row: VipBonusRow, now: Date, currency: string): VipBonus {
  const isExpired =
    row.status === 'claimable' &&
    row.expiresAt !== null &&
    row.expiresAt.getTime() <= now.getTime();
  const amountMinor = BigInt(row.amountMinor);
  return {
    id: row.id,
    kind: row.kind,
    rank: row.rank,
    period: row.period,
    amount: wire(amountMinor, currency),
    turnover: wire(amountMinor * BigInt(row.turnoverMultiple), currency),
    status: isExpired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}

function programmeView(
  settings: VipSettingsRow | undefined,
  levels: VipLevelRow[],
  context: RequestContext,
): VipProgramme {
  const { currency, defaultLanguage } = context.merchant;
  const view = { language: context.language, fallback: defaultLanguage, currency };
  const isEnabled = settings?.isEnabled ?? false;
  return {
    isEnabled,
    currency,
    windowDays: settings?.windowDays ?? 0,
    graceDays: settings?.graceDays ?? 0,
    claimDays: settings?.claimDays ?? null,
    levels: isEnabled ? levels.map((row) => levelView(row, view)) : [],
  };
}

/**
 * A member's VIP: the programme's level table (for anyone), the member's level with the
 * window's figures, its bonuses claimed once through the ledger (kind bonus, from the house
 * promotions account, with the level's turnover), the club label of member info and the
 * level's daily withdrawal limits.
 */
export function createVipService(deps: {
  db: Db;
  programmes: ProgrammeCache;
  repository: VipRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  clock: Clock;
}) {
  const { repository } = deps;

  return {
    async programme(context: RequestContext): Promise<VipProgramme> {
      const merchantId = context.merchant.id;
      const [settings, levels] = await deps.programmes.programme(merchantId, 'vip', () =>
        Promise.all([repository.settings(merchantId), repository.levels(merchantId)]),
      );
      return programmeView(settings, levels, context);
    },

    /** The member's level, evaluated now, with the window's figures and the bonuses. */
    async status(context: RequestContext, member: SignedInMember): Promise<VipStatus> {
      const merchantId = context.merchant.id;
      const now = deps.clock.now();
      await repository.evaluate(merchantId, now, member.id);
      const [programme, state, bonuses] = await Promise.all([
        this.programme(context),
        repository.member(merchantId, member.id),
        repository.bonuses(merchantId, member.id),
      ]);
      const { currency } = context.merchant;
      return {
        programme,
        rank: programme.isEnabled ? state.rank : 0,
        deposit: wire(state.depositMinor, currency),
        validBet: wire(state.validBetMinor, currency),
        graceUntil: state.graceUntil?.toISOString() ?? null,
        reachedAt: state.reachedAt?.toISOString() ?? null,
        bonuses: bonuses.map((row) => bonusView(row, now, currency)),
      };
    },

    /**
     * The reward centre's VIP: the level table (for the bonuses' names) and the member's bonuses
     * to claim now, with `history` of the latest others, as last evaluated (by the 5-minute job,
     * /vip or a claim).
     */
    async centre(context: RequestContext, member: SignedInMember, history: number) {
      const now = deps.clock.now();
      const [programme, rows] = await Promise.all([
        this.programme(context),
        repository.centreBonuses(context.merchant.id, member.id, { now, history }),
      ]);
      const { currency } = context.merchant;
      return {
        levels: programme.levels,
        bonuses: rows.map((row) => bonusView(row, now, currency)),
      };
    },

    /**
     * Claims a bonus of the member's, once: a second claim answers as the first did. The bonus
     * row's lock orders racing claims; the ledger's key would refuse a second payment anyway.
     */
    async claim(
      context: RequestContext,
      member: SignedInMember,
      id: string,
    ): Promise<VipClaimAnswer> {
      const { id: merchantId, currency } = context.merchant;
      const [houseId, walletId] = await Promise.all([
        deps.ledger.houseAccount(merchantId, promotionsPurpose, currency, member.id),
        deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
      ]);
      const now = deps.clock.now();
      return deps.db.transaction().execute(async (trx) => {
        const row = await repository.lockBonus(trx, merchantId, member.id, id);
        if (!row) throw new AppError('not_found');
        if (row.status === 'claimed') {
          const balance = await walletBalance(trx, walletId);
          return { bonus: bonusView(row, now, currency), balance: wire(balance, currency) };
        }
        if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime())
          throw new AppError('vip_bonus_expired');
        const key = `vip:bonus:${row.id}`;
        const amountMinor = BigInt(row.amountMinor);
        const moved = await deps.ledger.transfer(
          {
            merchantId,
            debitAccountId: houseId,
            creditAccountId: walletId,
            amountMinor,
            kind: 'bonus',
            reference: key,
            idempotencyKey: key,
          },
          trx,
        );
        await deps.turnover.require(
          {
            merchantId,
            memberId: member.id,
            source: 'bonus',
            reference: key,
            requiredMinor: amountMinor * BigInt(row.turnoverMultiple),
          },
          trx,
        );
        const claimed = await repository.markClaimed(trx, row.id, moved.transferId, now);
        return {
          bonus: bonusView(claimed, now, currency),
          balance: wire(moved.creditBalanceAfter, currency),
        };
      });
    },

    /** Member info's club label (the level, in the request's language) and member labels. */
    async labels(
      context: RequestContext,
      member: SignedInMember,
    ): Promise<Pick<MemberInfo, 'clubLabel' | 'memberLabel'>> {
      const row = await repository.club(context.merchant.id, member.id);
      if (!row) return { clubLabel: null, memberLabel: [] };
      const clubLabel =
        row.rank > 0 && row.names
          ? {
              labelName: levelName(row.names, context.language, context.merchant.defaultLanguage),
              rankLevel: row.rank,
            }
          : null;
      return { clubLabel, memberLabel: row.labels };
    },

    /** The level's own daily withdrawal limits, or null where the merchant's apply. */
    async withdrawLimits(merchantId: string, memberId: string) {
      const row = await repository.withdrawLimits(merchantId, memberId);
      return {
        countMax: row?.withdrawDailyCountMax ?? null,
        amountMaxMinor:
          row?.withdrawDailyMaxMinor === null || row?.withdrawDailyMaxMinor === undefined
            ? null
            : BigInt(row.withdrawDailyMaxMinor),
      };
    },

    /** The scheduled evaluation of every merchant whose programme is on. */
    async evaluateAll(): Promise<number> {
      let changed = 0;
      for (const merchantId of await repository.enabledMerchants()) {
        changed += await repository.evaluate(merchantId, deps.clock.now(), null);
      }
      return changed;
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
