// The sportsbook domain's front door: the in-house book of sports and esports — events,
// markets and odds (from the trading console or an odds feed), bets of one leg or many,
// settlement and resettlement, cash-out. Other domains import only this.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { createIdNotifier } from '../../db/notifier';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { VendorWalletService } from '../games';
import type { LedgerService } from '../money';
import type { OpsService } from '../platform';
import { createBettingRepository } from './betting/betting.repository';
import { createBettingService } from './betting/betting.service';
import { createBookRepository } from './book/book.repository';
import { eventChangeOf } from './book/views';
import { registerBettingRoutes } from './betting/betting.routes';
import { registerBookRoutes } from './book/book.routes';
import { createBookService } from './book/book.service';
import { createSportsStream } from './book/sports-stream';
import { createSportsbookDeskReports } from './desk/sportsbook-desk.reports';
import { createSportsbookDeskRepository } from './desk/sportsbook-desk.repository';
import { registerSportsbookDeskRoutes } from './desk/sportsbook-desk.routes';
import { createSportsbookDeskService } from './desk/sportsbook-desk.service';
import { createFeedApply } from './feed/feed-apply';
import { createFeedReader } from './feed/feed-reader';
import { createTicketSettler } from './trading/ticket-settler';
import { createTradingRepository } from './trading/trading.repository';
import { createTrading } from './trading/trading.service';

export { copySportsbookStarter, installSportsbook } from './install';
export { startFeedSimulator, type FeedSimulator } from './feed/simulator';
export { startFeedLoop } from './feed/feed-loop';
export { simulateSportsFeed } from './feed/demo-feed';
export type { SportsStream } from './book/sports-stream';
export type { FeedReader } from './feed/feed-reader';

export interface SportsbookDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  vendorWallet: VendorWalletService;
  ops: OpsService;
  routes: RouteScopes;
}

/**
 * Registers the book's player API and its trading console; answers the live stream the
 * khela_sports listener wakes (server.ts), the feed reader server.ts runs, and scheduled work.
 */
export function registerSportsbook(app: FastifyInstance, deps: SportsbookDeps) {
  const { db, clock, routes } = deps;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'sportsbook');
  const notifier = createIdNotifier(db, 'khela_sports', onError);
  app.addHook('onClose', () => notifier.close());
  const book = createBookRepository(db);
  const tradingRepository = createTradingRepository();
  const trading = createTrading({
    db,
    repository: tradingRepository,
    settler: createTicketSettler({
      moved: (merchantId, ids) => deps.ledger.noteMoved(merchantId, ids),
    }),
    clock,
    changed: notifier.changed,
  });
  const stream = createSportsStream({ changeOf: eventChangeOf(book), onError });
  registerBookRoutes(routes, { book: createBookService({ repository: book, clock }), stream });
  registerBettingRoutes(
    routes,
    createBettingService({
      repository: createBettingRepository(db),
      settings: (merchantId) => book.settings(merchantId),
      vendorWallet: deps.vendorWallet,
      clock,
    }),
  );
  const deskRepository = createSportsbookDeskRepository(db);
  registerSportsbookDeskRoutes(
    routes,
    createSportsbookDeskService({
      db,
      repository: deskRepository,
      book,
      trading,
      ops: deps.ops,
      clock,
    }),
    createSportsbookDeskReports({ db, repository: deskRepository, ops: deps.ops }),
  );
  const reader = createFeedReader({
    db,
    apply: createFeedApply({ repository: tradingRepository, trading }),
    trading,
    clock,
    onError,
  });
  const jobs: ScheduledJob[] = [
    {
      // A market settled before a crash has its tickets paid here.
      name: 'sportsbook-settlement',
      cron: '* * * * *',
      run: () => trading.payUnpaid(),
    },
  ];
  return { stream, reader, jobs };
}
