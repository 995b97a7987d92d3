import {
  catalogueGameTypes,
  type CatalogueGameType,
  type RebateBlock,
  type RebateClaim,
  type RebateClaimAnswer,
  type RebateClaimsPage,
  type RebateLine,
  type RebatePreview,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { LedgerService, TurnoverService } from '../../money';
import { promotionsPurpose } from '../promotion/promotion.credit';
import type { VipRepository } from '../vip/vip.repository';
import { levelName } from '../vip/vip.service';
import type {
  RebateClaimRow,
  RebateLevelRow,
  RebateLineRow,
  RebateRepository,
  RebateSettingsRow,
} from './rebate.repository';
import { hasRebateRate, rebateLines, rebateTotal, type RebateLineValues } from './rebate.rules';
import { walletBalance } from '../wallet-balance';
import type { ProgrammeCache } from '../programme-cache';

/**
 * A claim counts rounds closed up to this long before it: a round closing in a transaction that
 * commits after the claim read the rounds is then still in the next claim's window.
 */
export const rebateSettleMarginMs = 60_000;

function lineView(line: RebateLineValues | RebateLineRow, currency: string): RebateLine {
  return {
    gameType: line.gameType as CatalogueGameType,
    validBet: wire(line.betMinor, currency),
    rate: line.rate,
    amount: wire(line.amountMinor, currency),
  };
}

/** Lines in the catalogue's order of game types, as a preview shows them. */
const typeOrder = (gameType: string) => (catalogueGameTypes as readonly string[]).indexOf(gameType);

function claimView(row: RebateClaimRow, lines: RebateLineRow[], currency: string): RebateClaim {
  const amountMinor = BigInt(row.amountMinor);
  return {
    id: row.id,
    period: row.period,
    rank: row.rank,
    from: row.fromAt?.toISOString() ?? null,
    through: row.throughAt.toISOString(),
    lines: lines
      .filter((line) => line.claimId === row.id)
      .sort((a, b) => typeOrder(a.gameType) - typeOrder(b.gameType))
      .map((line) => lineView(line, currency)),
    amount: wire(amountMinor, currency),
    turnover: wire(amountMinor * BigInt(row.turnoverMultiple), currency),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a claim made now would cover and pay, and what (if anything) stops it. */
interface Reckoning {
  settings: RebateSettingsRow | undefined;
  level: RebateLevelRow | undefined;
  period: string;
  nextAt: Date;
  from: Date | null;
  through: Date;
  lines: RebateLineValues[];
  totalMinor: bigint;
  block: RebateBlock | null;
  /** The member's latest claims, as many as were asked for. */
  recent: RebateClaimRow[];
}

/**
 * Manual rebate: a member claims, once per period (a day or an ISO week of the merchant's time
 * zone), the rate of the member's VIP level of the valid bets settled since the last claim, per
 * game type; paid through the ledger (kind rebate, from the house promotions account) with the
 * merchant's turnover multiple. The REBATE toggle and saved settings switch it on.
 */
export function createRebateService(deps: {
  db: Db;
  programmes: ProgrammeCache;
  repository: RebateRepository;
  /** The member's VIP level evaluated now (its rate is the rebate's). */
  vip: Pick<VipRepository, 'evaluate'>;
  ledger: LedgerService;
  turnover: TurnoverService;
  clock: Clock;
}) {
  const { repository } = deps;

  async function reckon(
    context: RequestContext,
    memberId: string,
    executor: Executor = deps.db,
    recentCount = 0,
  ): Promise<Reckoning> {
    const merchantId = context.merchant.id;
    const now = deps.clock.now();
    const through = new Date(now.getTime() - rebateSettleMarginMs);
    // A claim reads the settings in its transaction; a preview, as cached.
    const settingsNow =
      executor === deps.db
        ? deps.programmes.programme(merchantId, 'rebate', () => repository.settings(merchantId))
        : repository.settings(merchantId, executor);
    const [settings, level, claims, periods] = await Promise.all([
      settingsNow,
      repository.level(merchantId, memberId, executor),
      repository.latest(memberId, Math.max(1, recentCount), executor),
      repository.periodsOf(context.merchant.timezone, now, executor),
    ]);
    const [latest] = claims;
    const recent = claims.slice(0, recentCount);
    const { period, nextAt } = periods[settings?.period ?? 'day'];
    const base = { settings, level, period, nextAt, through, lines: [], totalMinor: 0n, recent };
    if (!settings || context.merchant.flags.REBATE !== true)
      return { ...base, from: null, block: 'off' };
    const starts = [settings.startedAt, latest?.throughAt].filter((at) => at !== undefined);
    const from = new Date(Math.max(...starts.map((at) => at.getTime())));
    if (!level || !hasRebateRate(level.rebateRates)) return { ...base, from, block: 'no_level' };
    const bets =
      through > from
        ? await repository.validBets(merchantId, memberId, { from, through }, executor)
        : [];
    const lines = rebateLines(bets, level.rebateRates);
    const totalMinor = rebateTotal(lines);
    const block: RebateBlock | null =
      latest?.period === period
        ? 'claimed'
        : totalMinor < BigInt(settings.minClaimMinor) || totalMinor === 0n
          ? 'below_minimum'
          : null;
    return { ...base, from, lines, totalMinor, block };
  }

  function previewOf(context: RequestContext, reckoning: Reckoning): RebatePreview {
    const { currency, defaultLanguage } = context.merchant;
    const { settings, level } = reckoning;
    return {
      isOffered: reckoning.block !== 'off',
      currency,
      period: settings?.period ?? 'day',
      minClaim: wire(settings?.minClaimMinor ?? '0', currency),
      turnoverMultiple: settings?.turnoverMultiple ?? 0,
      rank: level?.rank ?? 0,
      levelName: level ? levelName(level.names, context.language, defaultLanguage) : null,
      from: reckoning.from?.toISOString() ?? null,
      through: reckoning.through.toISOString(),
      lines: reckoning.lines.map((line) => lineView(line, currency)),
      total: wire(reckoning.totalMinor, currency),
      block: reckoning.block,
      nextClaimAt: reckoning.block === 'claimed' ? reckoning.nextAt.toISOString() : null,
    };
  }

  async function answerOf(
    executor: Executor,
    row: RebateClaimRow,
    walletId: string,
    currency: string,
  ): Promise<RebateClaimAnswer> {
    const [lines, balance] = await Promise.all([
      repository.lines([row.id], executor),
      walletBalance(executor, walletId),
    ]);
    return { claim: claimView(row, lines, currency), balance: wire(balance, currency) };
  }

  /** Pays a reckoning that nothing blocks, in the caller's transaction. */
  async function pay(
    trx: Executor,
    context: RequestContext,
    member: SignedInMember,
    values: { reckoning: Reckoning; requestId: string; houseId: string; walletId: string },
  ): Promise<RebateClaimAnswer> {
    const { reckoning, requestId } = values;
    const { id: merchantId, currency } = context.merchant;
    const { settings, level, totalMinor } = reckoning;
    if (reckoning.block === 'off' || reckoning.block === 'no_level' || !settings || !level)
      throw new AppError('rebate_unavailable');
    if (reckoning.block === 'claimed') throw new AppError('rebate_claimed');
    if (reckoning.block === 'below_minimum') {
      throw new AppError('rebate_below_minimum', {
        params: { min: wire(settings.minClaimMinor, currency) },
      });
    }
    const key = `rebate:${member.id}:${reckoning.period}`;
    const moved = await deps.ledger.transfer(
      {
        merchantId,
        debitAccountId: values.houseId,
        creditAccountId: values.walletId,
        amountMinor: totalMinor,
        kind: 'rebate',
        reference: key,
        idempotencyKey: key,
      },
      trx,
    );
    const claim = await repository.insertClaim(
      trx,
      {
        merchantId,
        memberId: member.id,
        period: reckoning.period,
        requestId,
        rank: level.rank,
        fromAt: reckoning.from,
        throughAt: reckoning.through,
        betMinor: rebateTotal(
          reckoning.lines.map((line) => ({ amountMinor: line.betMinor })),
        ).toString(),
        amountMinor: totalMinor.toString(),
        turnoverMultiple: settings.turnoverMultiple,
        transferId: moved.transferId,
        createdAt: deps.clock.now(),
      },
      reckoning.lines.map((line) => ({
        gameType: line.gameType,
        betMinor: line.betMinor.toString(),
        rate: line.rate,
        amountMinor: line.amountMinor.toString(),
      })),
    );
    await deps.turnover.require(
      {
        merchantId,
        memberId: member.id,
        source: 'bonus',
        reference: key,
        requiredMinor: totalMinor * BigInt(settings.turnoverMultiple),
      },
      trx,
    );
    return answerOf(trx, claim, values.walletId, currency);
  }

  return {
    /**
     * What a claim now would pay (the manualRebate page's preview), at the member's level as
     * last evaluated (by the job, /vip or the reward centre); a claim evaluates it first.
     */
    async preview(context: RequestContext, member: SignedInMember): Promise<RebatePreview> {
      return previewOf(context, await reckon(context, member.id));
    },

    /**
     * The reward centre's share: the preview, and the member's latest `count` claims as it lists
     * them (without their lines), from the same read of the claims.
     */
    async centre(context: RequestContext, member: SignedInMember, count: number) {
      const { currency } = context.merchant;
      const reckoning = await reckon(context, member.id, deps.db, count);
      const recent = reckoning.recent.map((row) => {
        const { id, period, amount, turnover, createdAt } = claimView(row, [], currency);
        return { id, period, amount, turnover, createdAt };
      });
      return { preview: previewOf(context, reckoning), recent };
    },

    /**
     * Claims the rebate once: the member's claims run one at a time (the next window starts
     * where the last ended), one per period; the same request id again answers the first.
     */
    async claim(
      context: RequestContext,
      member: SignedInMember,
      requestId: string,
    ): Promise<RebateClaimAnswer> {
      const { id: merchantId, currency } = context.merchant;
      await deps.vip.evaluate(merchantId, deps.clock.now(), member.id);
      const [houseId, walletId] = await Promise.all([
        deps.ledger.houseAccount(merchantId, promotionsPurpose, currency, member.id),
        deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
      ]);
      return deps.db.transaction().execute(async (trx) => {
        await repository.lockMember(trx, member.id);
        const earlier = await repository.byRequest(merchantId, member.id, requestId, trx);
        if (earlier) return answerOf(trx, earlier, walletId, currency);
        const reckoning = await reckon(context, member.id, trx);
        return pay(trx, context, member, { reckoning, requestId, houseId, walletId });
      });
    },

    async claims(
      context: RequestContext,
      member: SignedInMember,
      page: { pageNo: number; pageSize: number },
    ): Promise<RebateClaimsPage> {
      const { currency } = context.merchant;
      const { rows, count } = await repository.claims(member.id, page);
      const lines = await repository.lines(rows.map((row) => row.id));
      return {
        list: rows.map((row) => claimView(row, lines, currency)),
        totalPages: Math.ceil(count / page.pageSize),
      };
    },
  };
}

export type RebateService = ReturnType<typeof createRebateService>;
