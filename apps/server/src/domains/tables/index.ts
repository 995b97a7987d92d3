// The tables domain's front door: shared-round games (every player at a table bets in the same
// window and one result settles them all), the auto tables' client API and the round engine.
// Other domains import only this.
import type { FastifyInstance } from 'fastify';
import { httpsOrigins } from '../../lib/origins';
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { VendorWalletService } from '../games';
import type { LedgerService } from '../money';
import type { OpsService } from '../platform';
import { createCockfightRepository } from './cockfight/cockfight.repository';
import { registerCockfightRoutes } from './cockfight/cockfight.routes';
import { createCockfightService } from './cockfight/cockfight.service';
import { createTablesDeskRepository } from './desk/tables-desk.repository';
import { registerTablesDeskRoutes } from './desk/tables-desk.routes';
import { createTablesDeskService } from './desk/tables-desk.service';
import { createPlayRepository } from './play/play.repository';
import { registerPlayRoutes } from './play/play.routes';
import { createPlayService } from './play/play.service';
import { recordRound } from './play/record-round';
import { createTableFeed, createTablesNotifier } from './play/table-feed';
import { createRoundEngine } from './rounds/round-engine';
import { createRoundsRepository } from './rounds/rounds.repository';
import { createTableSeeds } from './rounds/table-seeds';

export { startTableClock } from './rounds/table-clock';
export { announceDemoFight, copyTablesStarter, installTables } from './install';
export type { RoundEngine } from './rounds/round-engine';
export type { TableFeed } from './play/table-feed';

export interface TablesDeps {
  db: Db;
  /** The draw key the tables' day chains derive from (the lottery's, under its own label). */
  seedKey: Buffer;
  clock: Clock;
  ledger: LedgerService;
  vendorWallet: VendorWalletService;
  ops: OpsService;
  routes: RouteScopes;
}

/**
 * Registers the tables' routes; answers the round engine (its clock runs in server.ts), the
 * feed the khela_tables listener wakes, its notifier (closed at shutdown) and scheduled work.
 */
export function registerTables(app: FastifyInstance, deps: TablesDeps) {
  const { db, clock } = deps;
  const onError = (error: unknown) => app.log.warn({ err: error }, 'tables');
  const notifier = createTablesNotifier(db, onError);
  app.addHook('onClose', () => notifier.close());
  const seeds = createTableSeeds(deps.seedKey);
  const rounds = createRoundsRepository(db);
  const engine = createRoundEngine({
    repository: rounds,
    seeds,
    ledger: deps.ledger,
    vendorWallet: deps.vendorWallet,
    clock,
    changed: notifier.changed,
  });
  const playRepository = createPlayRepository(db);
  const play = createPlayService({
    repository: playRepository,
    vendorWallet: deps.vendorWallet,
    clock,
    seeds,
    staked: (tableId) => notifier.changed([tableId]),
  });
  const feed = createTableFeed({
    stateOf: async (tableId) => {
      const table = await playRepository.tableView(tableId);
      return table ? play.snapshot(table) : null;
    },
    onError,
  });
  registerPlayRoutes(deps.routes, play, feed);
  const desk = createTablesDeskRepository(db);
  registerTablesDeskRoutes(
    deps.routes,
    createTablesDeskService({ db, repository: desk, engine, ops: deps.ops, clock }),
  );
  registerCockfightRoutes(
    deps.routes,
    createCockfightService({
      db,
      repository: createCockfightRepository(db),
      desk,
      rounds,
      engine,
      ops: deps.ops,
      clock,
      changed: notifier.changed,
    }),
  );
  const jobs: ScheduledJob[] = [
    {
      // The table clock of every server does this at each round's time; this is its backstop.
      name: 'table-rounds',
      cron: '* * * * *',
      run: async () => {
        await engine.run();
        return 0;
      },
    },
  ];
  return {
    engine,
    feed,
    jobs,
    /** A round of a member's as the betting record names it (`<table code>:<round number>`). */
    recordRound: (values: Parameters<typeof recordRound>[1]) => recordRound(playRepository, values),
    /** Where a merchant's arenas' live video comes from (the pages' media and connect sources). */
    mediaOrigins: async (merchantId: string): Promise<string[]> =>
      httpsOrigins(await desk.streamUrls(merchantId)),
  };
}
