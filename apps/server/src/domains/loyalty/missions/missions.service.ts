import {
  leaderboardSize,
  moneyMissionKinds,
  type CatalogueGameType,
  type LeaderboardSpan,
  type Mission,
  type MissionClaim,
  type MissionClaimAnswer,
  type MissionLeaderboard,
  type MissionSummary,
  type Reward,
} from '@khela/contracts';
import type { Db, Executor } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { SignedInMember } from '../../../plugins/member-auth';
import { maskName } from '../../games';
import type { LedgerService, TurnoverService } from '../../money';
import { calendarPeriods } from '../periods';
import { promotionsPurpose } from '../promotion/promotion.credit';
import { levelName } from '../vip/vip.service';
import { walletBalance } from '../wallet-balance';
import { periodOf, standingsOf, type Standing } from './missions.progress';
import {
  openMissions,
  type MissionClaimRow,
  type MissionRow,
  type MissionsRepository,
} from './missions.repository';
import type { ProgrammeCache } from '../programme-cache';
import { missionStatus, shownProgress } from './missions.rules';

/** The claims of recent periods the reward centre shows besides what is claimable. */
const recentClaimsShown = 5;

type Language = Pick<RequestContext, 'language' | 'merchant'>;

function nameOf(names: Record<string, string>, context: Language) {
  return levelName(names, context.language, context.merchant.defaultLanguage);
}

/** A target or a progress as the site shows it: money for deposits and bets, else a count. */
function figure(mission: MissionRow, value: bigint, currency: string): string {
  return moneyMissionKinds.includes(mission.kind) ? wire(value, currency) : value.toString();
}

function missionView(standing: Standing, claim: MissionClaimRow | undefined, context: Language) {
  const { mission } = standing;
  const { currency } = context.merchant;
  const target = BigInt(mission.target);
  const reward = BigInt(mission.rewardMinor);
  const view: Mission = {
    id: mission.id,
    name: nameOf(mission.names, context),
    period: mission.period,
    kind: mission.kind,
    gameType: mission.gameType as CatalogueGameType | null,
    game:
      mission.vassalage && mission.gameCode
        ? {
            vassalage: mission.vassalage,
            code: mission.gameCode,
            name: nameOf(mission.gameNames ?? {}, context) || mission.gameCode,
          }
        : null,
    target: figure(mission, target, currency),
    progress: figure(mission, shownProgress(standing.progress, target), currency),
    reward: wire(reward, currency),
    turnover: wire(reward * BigInt(mission.turnoverMultiple), currency),
    score: mission.score,
    status: missionStatus(standing.progress, target, claim !== undefined),
    periodKey: standing.periodKey,
    endsAt: standing.endsAt?.toISOString() ?? null,
  };
  return view;
}

function claimView(row: MissionClaimRow, name: string, currency: string): MissionClaim {
  const amount = BigInt(row.amountMinor);
  return {
    id: row.id,
    missionId: row.missionId,
    name,
    period: row.period,
    amount: wire(amount, currency),
    turnover: wire(amount * BigInt(row.turnoverMultiple), currency),
    score: row.score,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Missions: the member's progress on the merchant's daily, weekly and event missions (read from
 * deposits, rounds and invited friends in each mission's window), each claimed once per period
 * through the ledger (kind mission, from the house promotions account) with its turnover, and
 * the leaderboard of their scores.
 */
export function createMissionsService(deps: {
  db: Db;
  programmes: ProgrammeCache;
  repository: MissionsRepository;
  ledger: LedgerService;
  turnover: TurnoverService;
  clock: Clock;
}) {
  const { repository } = deps;

  /** The merchant's missions, open or not, as cached. */
  const allMissions = (merchantId: string) =>
    deps.programmes.programme(merchantId, 'missions', () => repository.all(merchantId));

  /**
   * The member's standing in each open mission with its claim of the period, if any; with
   * `latest`, the member's latest claims too. Missions are read as cached, and the claims
   * alongside the figures, in one read with the latest.
   */
  async function standings(context: RequestContext, memberId: string, latest = 0) {
    const { id: merchantId, timezone } = context.merchant;
    const now = deps.clock.now();
    const missions = openMissions(await allMissions(merchantId), now);
    const periods = await calendarPeriods(deps.db, timezone, now);
    const keys = [...new Set(missions.flatMap((mission) => periodOf(mission, periods)?.key ?? []))];
    const [found, claims] = await Promise.all([
      standingsOf(repository, { merchantId, timezone, memberId, now }, missions, deps.db),
      repository.claimsWithLatest(memberId, keys, latest),
    ]);
    const claimOf = (standing: Standing) =>
      claims.find(
        (claim) => claim.missionId === standing.mission.id && claim.period === standing.periodKey,
      );
    const recent = claims.sort((a, b) => Number(b.id) - Number(a.id)).slice(0, latest);
    return { found: found.map((standing) => ({ standing, claim: claimOf(standing) })), recent };
  }

  async function views(context: RequestContext, member: SignedInMember, latest = 0) {
    const { found, recent } = await standings(context, member.id, latest);
    return {
      missions: found.map(({ standing, claim }) => missionView(standing, claim, context)),
      recent,
    };
  }

  /**
   * The standing of a mission the member claims now, read in the claim's transaction: refused
   * when it is not open to the member, already claimed this period (checked first: racing
   * repeats are answered without reading progress), or short of its target.
   */
  async function standingToClaim(
    context: RequestContext,
    memberId: string,
    missionId: string,
    trx: Executor,
  ): Promise<Standing> {
    const { id: merchantId, timezone } = context.merchant;
    const now = deps.clock.now();
    const mission = (await repository.active(merchantId, now, trx)).find(
      (found) => found.id === missionId,
    );
    const period = mission && periodOf(mission, await calendarPeriods(trx, timezone, now));
    if (!mission || !period) throw new AppError('not_found');
    const claims = await repository.claimsIn(memberId, [period.key], trx);
    if (claims.some((claim) => claim.missionId === missionId)) {
      throw new AppError('mission_claimed');
    }
    const [standing] = await standingsOf(
      repository,
      { merchantId, timezone, memberId, now },
      [mission],
      trx,
    );
    if (!standing) throw new AppError('not_found');
    if (standing.progress < BigInt(mission.target)) throw new AppError('mission_incomplete');
    return standing;
  }

  async function pay(
    trx: Executor,
    context: RequestContext,
    member: SignedInMember,
    values: { standing: Standing; requestId: string; houseId: string; walletId: string },
  ): Promise<MissionClaimAnswer> {
    const { standing, requestId } = values;
    const { mission } = standing;
    const { id: merchantId, currency } = context.merchant;
    const amountMinor = BigInt(mission.rewardMinor);
    const key = `mission:${mission.id}:${member.id}:${standing.periodKey}`;
    const moved = await deps.ledger.transfer(
      {
        merchantId,
        debitAccountId: values.houseId,
        creditAccountId: values.walletId,
        amountMinor,
        kind: 'mission',
        reference: key,
        idempotencyKey: key,
      },
      trx,
    );
    const claim = await repository.insertClaim(trx, {
      merchantId,
      memberId: member.id,
      missionId: mission.id,
      period: standing.periodKey,
      requestId,
      progress: standing.progress.toString(),
      amountMinor: amountMinor.toString(),
      turnoverMultiple: mission.turnoverMultiple,
      score: mission.score,
      transferId: moved.transferId,
      createdAt: deps.clock.now(),
    });
    await deps.turnover.require(
      {
        merchantId,
        memberId: member.id,
        source: 'bonus',
        reference: key,
        requiredMinor: amountMinor * BigInt(mission.turnoverMultiple),
      },
      trx,
    );
    return {
      claim: claimView(claim, nameOf(mission.names, context), currency),
      balance: wire(moved.creditBalanceAfter, currency),
    };
  }

  return {
    /** MCSFE_getMissionSummaryDetails: every open mission with its progress this period. */
    async summary(context: RequestContext, member: SignedInMember): Promise<MissionSummary> {
      const { id: merchantId, timezone, currency } = context.merchant;
      const periods = await calendarPeriods(deps.db, timezone, deps.clock.now());
      const [{ missions }, board] = await Promise.all([
        views(context, member),
        repository.leaderboard(merchantId, member.id, periodWindow(periods.week), 0),
      ]);
      const me = board.find((row) => row.memberId === member.id);
      return {
        currency,
        missions,
        claimableCount: missions.filter((mission) => mission.status === 'claimable').length,
        weekClaims: me?.missions ?? 0,
        weekScore: me?.score ?? 0,
      };
    },

    async count(context: RequestContext, member: SignedInMember) {
      const { missions } = await views(context, member);
      return { count: missions.filter((mission) => mission.status === 'claimable').length };
    },

    /**
     * Claims a mission's reward for its current period once: a member's claims run one at a
     * time; the same request id again answers the first claim.
     */
    async claim(
      context: RequestContext,
      member: SignedInMember,
      missionId: string,
      requestId: string,
    ): Promise<MissionClaimAnswer> {
      const { id: merchantId, currency } = context.merchant;
      const [houseId, walletId] = await Promise.all([
        deps.ledger.houseAccount(merchantId, promotionsPurpose, currency, member.id),
        deps.ledger.account({ merchantId, kind: 'player', memberId: member.id, currency }),
      ]);
      return deps.db.transaction().execute(async (trx) => {
        await repository.lockMember(trx, member.id);
        const earlier = await repository.byRequest(member.id, requestId, trx);
        if (earlier) {
          const names = (await repository.one(merchantId, earlier.missionId, trx))?.names;
          return {
            claim: claimView(earlier, nameOf(names ?? {}, context), currency),
            balance: wire(await walletBalance(trx, walletId), currency),
          };
        }
        const standing = await standingToClaim(context, member.id, missionId, trx);
        return pay(trx, context, member, { standing, requestId, houseId, walletId });
      });
    },

    /** MCSFE_getMissionLeaderboard: this week's or month's best scores, and the member's place. */
    async leaderboard(
      context: RequestContext,
      member: SignedInMember,
      span: LeaderboardSpan,
    ): Promise<MissionLeaderboard> {
      const { id: merchantId, timezone } = context.merchant;
      const periods = await calendarPeriods(deps.db, timezone, deps.clock.now());
      const window = periodWindow(periods[span]);
      const rows = await repository.leaderboard(merchantId, member.id, window, leaderboardSize);
      const me = rows.find((row) => row.memberId === member.id);
      return {
        span,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        entries: rows
          .filter((row) => row.rank <= leaderboardSize)
          .map((row) => ({
            rank: row.rank,
            account: row.memberId === member.id ? row.username : maskName(row.username),
            score: row.score,
            missions: row.missions,
            isMe: row.memberId === member.id,
          })),
        me: { rank: me?.rank ?? null, score: me?.score ?? 0, missions: me?.missions ?? 0 },
      };
    },

    /** For the reward centre: missions to claim now (until their period ends), and recent claims. */
    async rewards(
      context: RequestContext,
      member: SignedInMember,
      withHistory: boolean,
    ): Promise<Reward[]> {
      const { currency } = context.merchant;
      const [{ missions, recent }, all] = await Promise.all([
        views(context, member, withHistory ? recentClaimsShown : 0),
        allMissions(context.merchant.id),
      ]);
      const open = missions
        .filter((mission) => mission.status === 'claimable')
        .map((mission) => missionReward(mission));
      const claimed = recent.map((row): Reward => {
        const view = claimView(
          row,
          nameOf(all.find((m) => m.id === row.missionId)?.names ?? {}, context),
          currency,
        );
        return {
          ...missionReward({ ...view, id: row.id, periodKey: row.period, reward: view.amount }),
          status: 'claimed',
          createdAt: view.createdAt,
          claimedAt: view.createdAt,
          expiresAt: null,
        };
      });
      return [...open, ...claimed];
    },
  };
}

function periodWindow(period: { startAt: Date; nextAt: Date }) {
  return { from: period.startAt, to: period.nextAt };
}

function missionReward(mission: {
  id: string;
  name: string;
  periodKey: string;
  reward: string;
  turnover: string;
  endsAt?: string | null;
}): Reward {
  return {
    source: 'mission',
    id: mission.id,
    kind: null,
    name: mission.name,
    period: mission.periodKey === 'event' ? null : mission.periodKey,
    amount: mission.reward,
    turnover: mission.turnover,
    status: 'claimable',
    isClaimedHere: true,
    createdAt: null,
    expiresAt: mission.endsAt ?? null,
    claimedAt: null,
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
