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
import { createBookCache, type BookCache } from './book/book-cache';
import { createBookRepository } from './book/book.repository';
import { eventChangeOf } from './book/views';
import { registerBettingRoutes } from './betting/betting.routes';
import { registerBookRoutes } from './book/book.routes';
import { createBookService } from './book/book.service';
import { createSportsStream, type SportsStream } from './book/sports-stream';
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
export type SportsNotices = ReturnType<typeof registerSportsbook>['notices'];
export type { FeedReader } from './feed/feed-reader';

/** What the khela_sports listener tells: the events changed, or that a notice was lost. */
function noticesTo(cache: BookCache, stream: SportsStream) {
  return {
    publish(payload: string) {
      cache.changed(payload.split(',').filter(Boolean));
      stream.publish(payload);
    },
    publishAll() {
      cache.forget();
      stream.publishAll();
    },
  };
}

export interface SportsbookDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  vendorWallet: VendorWalletService;
  ops: OpsService;
  routes: RouteScopes;
}

/**
 * Registers the book's player API and its trading console; answers what the khela_sports
 * listener tells (server.ts), the feed reader server.ts runs, and scheduled work.
 */
export function registerSportsbook(app: FastifyInstance, deps: SportsbookDeps) {
  const { db, clock, routes } = deps;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'sportsbook');
  // Changes come batched already (a console action, a feed read's messages): 10 ms is enough
  // to join those made at once, and odds reach players that much sooner.
  const notifier = createIdNotifier(db, 'khela_sports', onError, 10);
  app.addHook('onClose', () => notifier.close());
  const book = createBookRepository(db);
  const cache = createBookCache({ repository: book, nowMs: () => clock.now().getTime() });
  const tradingRepository = createTradingRepository();
  const trading = createTrading({
    db,
    repository: tradingRepository,
    settler: createTicketSettler({
      moved: (merchantId, ids) => deps.ledger.noteMoved(merchantId, ids),
    }),
    clock,
    changed: (eventIds) => {
      // This server's lists at once; the others' (and its streams) when the notice comes.
      cache.changed(eventIds);
      notifier.changed(eventIds);
    },
  });
  const stream = createSportsStream({ changeOf: eventChangeOf(book), onError });
  registerBookRoutes(routes, {
    book: createBookService({ repository: book, cache, clock }),
    stream,
  });
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
  return { notices: noticesTo(cache, stream), reader, jobs };
}
