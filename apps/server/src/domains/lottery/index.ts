// The lottery domain's front door: periods and draws, betting, settlement and refunds, the
// lists and results the site shows, and the lottery desk. Other domains import only this.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { VendorWalletService } from '../games';
import type { LedgerService } from '../money';
import type { OpsService } from '../platform';
import { createLotteryCancels } from './desk/lottery-cancels';
import { createLotteryCancelsRepository } from './desk/lottery-cancels.repository';
import { createLotteryDeskRepository } from './desk/lottery-desk.repository';
import { registerLotteryDeskRoutes } from './desk/lottery-desk.routes';
import { createLotteryDeskService } from './desk/lottery-desk.service';
import { createLotteryListsRepository } from './lists/lottery-lists.repository';
import { registerLotteryListsRoutes } from './lists/lottery-lists.routes';
import { createLotteryListsService } from './lists/lottery-lists.service';
import { createLotteryProofs } from './lists/lottery-proofs';
import { createLotteryRepository } from './period/lottery.repository';
import { registerLotteryRoutes } from './period/lottery.routes';
import { createLotteryService } from './period/lottery.service';

export { startDrawClock } from './period/draw-clock';
export { copyLotteryStarter, installLotteries } from './period/install';
export { loadLotterySeedKey } from './period/seed-key';
export { lotteryVassalage } from './period/lottery.rules';
export type { LotteryService } from './period/lottery.service';

export interface LotteryDeps {
  db: Db;
  /** The key chained seeds derive from (seed-key.ts). */
  seedKey: Buffer;
  clock: Clock;
  ledger: LedgerService;
  vendorWallet: VendorWalletService;
  messages: MessageService;
  ops: OpsService;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
}

/** Registers the lottery's routes; answers the lottery (its draw clock) and scheduled work. */
export function registerLottery(app: FastifyInstance, deps: LotteryDeps) {
  const { db, clock, ops, routes } = deps;
  const lottery = createLotteryService({
    db,
    repository: createLotteryRepository(db),
    seedKey: deps.seedKey,
    ledger: deps.ledger,
    vendorWallet: deps.vendorWallet,
    messages: deps.messages,
    clock,
    onProblem: (message, detail) => app.log.error(detail, message),
  });
  registerLotteryDeskRoutes(
    routes,
    createLotteryDeskService({ db, repository: createLotteryDeskRepository(db), ops, clock }),
    createLotteryCancels({
      db,
      repository: createLotteryCancelsRepository(db),
      lottery,
      ops,
      clock,
    }),
  );
  registerLotteryRoutes(routes, lottery);
  const listsRepository = createLotteryListsRepository(db);
  registerLotteryListsRoutes(
    routes,
    createLotteryListsService({ repository: listsRepository, clock }),
    createLotteryProofs({ repository: listsRepository }),
  );
  const jobs: ScheduledJob[] = [
    {
      name: 'lottery-periods',
      cron: '* * * * *',
      run: async () => {
        const made = (await lottery.schedulePeriods()) + (await lottery.drawDue());
        // Refunds of cancelled periods do not wait on a period that fails to settle.
        const settling = await lottery.settleDrawn().then(
          (count) => ({ count, failure: undefined }),
          (failure: unknown) => ({ count: 0, failure }),
        );
        const refunded = await lottery.refundCancelled();
        if (settling.failure !== undefined) throw settling.failure;
        return made + settling.count + refunded;
      },
    },
  ];
  return { lottery, jobs };
}
