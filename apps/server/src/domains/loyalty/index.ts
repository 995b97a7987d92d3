// The loyalty domain's front door: promotions and bonuses, points and the point mall, VIP,
// manual rebate, missions and referral, with their desks, and the reward centre over them.
// Other domains import only this.
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import { createRoundDays } from './round-days';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { LedgerService, TurnoverService } from '../money';
import type { OpsService } from '../platform';
import type { ProgrammeCache } from './programme-cache';
import { registerPointsDeskRoutes } from './desk/points-desk.routes';
import { createPointsDeskService } from './desk/points-desk.service';
import { createPointsRepository } from './points/points.repository';
import { registerPointsRoutes } from './points/points.routes';
import { createPointsService, type PaymentPasswordCheck } from './points/points.service';
import { createPointsBetEarning } from './points/points.bets';
import { registerPromotionDeskRoutes } from './desk/promotion-desk.routes';
import { createPromotionDeskService } from './desk/promotion-desk.service';
import { createBonusCredit } from './promotion/promotion.credit';
import { createPromotionRepository } from './promotion/promotion.repository';
import { registerPromotionRoutes } from './promotion/promotion.routes';
import { createPromotionService } from './promotion/promotion.service';
import { registerRebateDeskRoutes } from './desk/rebate-desk.routes';
import { createRebateDeskService } from './desk/rebate-desk.service';
import { createRebateRepository } from './rebate/rebate.repository';
import { registerRebateRoutes } from './rebate/rebate.routes';
import { createRebateService } from './rebate/rebate.service';
import { registerVipDeskRoutes } from './desk/vip-desk.routes';
import { createVipDeskService } from './desk/vip-desk.service';
import { createVipRepository, type VipRepository } from './vip/vip.repository';
import { registerVipRoutes } from './vip/vip.routes';
import { createVipService } from './vip/vip.service';
import { registerReferralDeskRoutes } from './desk/referral-desk.routes';
import { createReferralDeskService } from './desk/referral-desk.service';
import { createReferralRepository } from './referral/referral.repository';
import { registerReferralRoutes } from './referral/referral.routes';
import { createReferralService } from './referral/referral.service';
import { createMissionsRepository } from './missions/missions.repository';
import { registerMissionsRoutes } from './missions/missions.routes';
import { createMissionsService } from './missions/missions.service';
import { registerMissionDeskRoutes } from './desk/mission-desk.routes';
import { createMissionDeskService } from './desk/mission-desk.service';
import { registerRewardsRoutes } from './rewards/rewards.routes';
import { createRewardsService } from './rewards/rewards.service';

export interface LoyaltyDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover: TurnoverService;
  messages: MessageService;
  ops: OpsService;
  /** The payment password a member types to spend points. */
  security: PaymentPasswordCheck;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
  /** Programmes' configuration cached with the merchant's, dropped when any of it changes. */
  merchants: ProgrammeCache;
}

/** Promotions on the site and their desk; answers the site's promotion service. */
function registerPromotions(deps: LoyaltyDeps) {
  const { db, clock, turnover, routes } = deps;
  const repository = createPromotionRepository(db);
  const credit = createBonusCredit({
    ledger: deps.ledger,
    turnover,
    messages: deps.messages,
    clock,
  });
  const promotions = createPromotionService({
    db,
    repository,
    credit,
    turnover,
    clock,
    programmes: deps.merchants,
  });
  registerPromotionRoutes(routes, promotions);
  registerPromotionDeskRoutes(
    routes,
    createPromotionDeskService({ db, repository, credit, ops: deps.ops, clock }),
  );
  return promotions;
}

/** Points and the point mall, and their desk; answers the earning of points on bets. */
function registerPoints(deps: LoyaltyDeps) {
  const { db, clock, turnover, routes } = deps;
  const points = createPointsRepository(db);
  registerPointsRoutes(
    routes,
    createPointsService({
      db,
      repository: points,
      ledger: deps.ledger,
      security: deps.security,
      clock,
    }),
  );
  registerPointsDeskRoutes(
    routes,
    createPointsDeskService({ db, points, ledger: deps.ledger, turnover, ops: deps.ops, clock }),
  );
  return createPointsBetEarning({ repository: points, clock });
}

/** VIP levels and bonuses, and their desk; answers the VIP service. */
function registerVip(deps: LoyaltyDeps, vipRepository: VipRepository) {
  const { db, clock, turnover, routes } = deps;
  const vip = createVipService({
    db,
    programmes: deps.merchants,
    repository: vipRepository,
    ledger: deps.ledger,
    turnover,
    clock,
  });
  registerVipRoutes(routes, vip);
  registerVipDeskRoutes(
    routes,
    createVipDeskService({ db, vip: vipRepository, ops: deps.ops, clock }),
  );
  return vip;
}

/** Manual rebate: the member's preview and claim, and its desk; answers the rebate service. */
function registerRebate(deps: LoyaltyDeps, vip: VipRepository) {
  const { db, clock, routes } = deps;
  const repository = createRebateRepository(db);
  const rebate = createRebateService({
    db,
    programmes: deps.merchants,
    repository,
    vip,
    ledger: deps.ledger,
    turnover: deps.turnover,
    clock,
  });
  registerRebateRoutes(routes, rebate);
  registerRebateDeskRoutes(routes, createRebateDeskService({ db, ops: deps.ops, clock }));
  return rebate;
}

/** Referral: the member's code, friends and rewards, and its desk; answers the referral service. */
function registerReferral(deps: LoyaltyDeps) {
  const { db, clock, routes } = deps;
  const referral = createReferralService({
    db,
    repository: createReferralRepository(db),
    ledger: deps.ledger,
    turnover: deps.turnover,
    clock,
  });
  registerReferralRoutes(routes, referral);
  registerReferralDeskRoutes(routes, createReferralDeskService({ db, ops: deps.ops, clock }));
  return referral;
}

/** Missions: the member's progress, claims and leaderboard, and their desk. */
function registerMissions(deps: LoyaltyDeps) {
  const { db, clock, routes } = deps;
  const repository = createMissionsRepository(db);
  const missions = createMissionsService({
    db,
    programmes: deps.merchants,
    repository,
    ledger: deps.ledger,
    turnover: deps.turnover,
    clock,
  });
  registerMissionsRoutes(routes, missions);
  registerMissionDeskRoutes(routes, createMissionDeskService({ db, ops: deps.ops, clock }));
  return missions;
}

/**
 * Registers every programme's routes and desks (promotions, points, VIP, manual rebate,
 * missions, referral) and the reward centre over them; answers VIP (member info's labels, a
 * level's withdrawal limits), referral, and the programmes' scheduled jobs.
 */
export function registerLoyalty(deps: LoyaltyDeps) {
  const promotions = registerPromotions(deps);
  const pointsOnBets = registerPoints(deps);
  const vipRepository = createVipRepository(deps.db);
  const vip = registerVip(deps, vipRepository);
  const rebate = registerRebate(deps, vipRepository);
  const missions = registerMissions(deps);
  const referral = registerReferral(deps);
  registerRewardsRoutes(
    deps.routes,
    createRewardsService({ vip, rebate, promotions, missions, referral }),
  );
  const roundDays = createRoundDays(deps);
  const jobs: ScheduledJob[] = [
    // Members' rounds by day, which VIP, the rebate and missions read (with the rounds since).
    { name: 'round-days-fold', cron: '* * * * *', run: () => roundDays.foldAll() },
    // After the minute's fold of members' days (agents' agent-team-fold), which it reads.
    { name: 'vip-evaluate', cron: '*/5 * * * *', run: () => vip.evaluateAll() },
    // Friends' bets of the day ended (five minutes' margin): rewarded once a day settles.
    { name: 'referral-accrue', cron: '*/15 * * * *', run: () => referral.accrueAll() },
    // Points on the valid bets of rounds closed up to five minutes ago.
    { name: 'points-earn-bets', cron: '*/5 * * * *', run: () => pointsOnBets.earnAll() },
  ];
  return { vip, referral, jobs };
}
