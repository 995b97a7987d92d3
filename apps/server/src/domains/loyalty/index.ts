// The loyalty domain's front door: promotions and bonuses, points and the point mall, VIP, with
// their desks (missions, rewards, referral and rebate arrive with their issue). Other domains
// import only this.
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { LedgerService, TurnoverService } from '../money';
import type { OpsService } from '../platform';
import { registerPointsDeskRoutes } from './desk/points-desk.routes';
import { createPointsDeskService } from './desk/points-desk.service';
import { createPointsRepository } from './points/points.repository';
import { registerPointsRoutes } from './points/points.routes';
import { createPointsService, type PaymentPasswordCheck } from './points/points.service';
import { registerPromotionDeskRoutes } from './desk/promotion-desk.routes';
import { createPromotionDeskService } from './desk/promotion-desk.service';
import { createBonusCredit } from './promotion/promotion.credit';
import { createPromotionRepository } from './promotion/promotion.repository';
import { registerPromotionRoutes } from './promotion/promotion.routes';
import { createPromotionService } from './promotion/promotion.service';
import { registerVipDeskRoutes } from './desk/vip-desk.routes';
import { createVipDeskService } from './desk/vip-desk.service';
import { createVipRepository } from './vip/vip.repository';
import { registerVipRoutes } from './vip/vip.routes';
import { createVipService } from './vip/vip.service';

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
}

/**
 * Registers the promotions', the points' and VIP's routes and their desks; answers VIP (member
 * info's labels, a level's withdrawal limits) and the scheduled evaluation of levels.
 */
export function registerLoyalty(deps: LoyaltyDeps) {
  const { db, clock, turnover, routes } = deps;
  const repository = createPromotionRepository(db);
  const credit = createBonusCredit({
    ledger: deps.ledger,
    turnover,
    messages: deps.messages,
    clock,
  });
  registerPromotionRoutes(
    routes,
    createPromotionService({ db, repository, credit, turnover, clock }),
  );
  registerPromotionDeskRoutes(
    routes,
    createPromotionDeskService({ db, repository, credit, ops: deps.ops, clock }),
  );
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
  const vipRepository = createVipRepository(db);
  const vip = createVipService({
    db,
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
  const jobs: ScheduledJob[] = [
    // After the minute's fold of members' days (agents' agent-team-fold), which it reads.
    { name: 'vip-evaluate', cron: '*/5 * * * *', run: () => vip.evaluateAll() },
  ];
  return { vip, jobs };
}
