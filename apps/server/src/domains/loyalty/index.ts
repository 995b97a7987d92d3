// The loyalty domain's front door: promotions and bonuses with their desk (VIP, points,
// missions, rewards, referral and rebate arrive with their issue). Other domains import only
// this.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MemberAuth } from '../../plugins/member-auth';
import type { OperatorAuth } from '../../plugins/operator-auth';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { LedgerService, TurnoverService } from '../money';
import type { OpsService } from '../platform';
import { registerPromotionDeskRoutes } from './desk/promotion-desk.routes';
import { createPromotionDeskService } from './desk/promotion-desk.service';
import { createBonusCredit } from './promotion/promotion.credit';
import { createPromotionRepository } from './promotion/promotion.repository';
import { registerPromotionRoutes } from './promotion/promotion.routes';
import { createPromotionService } from './promotion/promotion.service';

export interface LoyaltyDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  turnover: TurnoverService;
  messages: MessageService;
  ops: OpsService;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
  /**
   * The member behind a request, if any: the promotions' list and detail answer visitors and
   * members alike, which no scope of `routes` offers.
   */
  memberAuth: MemberAuth;
  /** Unused: its desk routes are declared in `routes` (kept until app.ts stops passing it). */
  operatorAuth: OperatorAuth;
}

/** Registers the promotions' routes and their desk. */
export function registerLoyalty(_app: FastifyInstance, deps: LoyaltyDeps) {
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
    deps.memberAuth,
  );
  registerPromotionDeskRoutes(
    routes,
    createPromotionDeskService({ db, repository, credit, ops: deps.ops, clock }),
  );
}
