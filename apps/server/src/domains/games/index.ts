// The games domain's front door: the catalogue, lobbies and launch, the vendor wallet protocol
// (the only way a game reaches the wallet), the progressive jackpot, betting records and the
// game desk. Other domains and vendors import only this.
import { httpsOrigins } from '../../lib/origins';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { LedgerService } from '../money';
import type { OpsService } from '../platform';
import { createBettingRecordsRepository } from './betting-records/betting-records.repository';
import { registerBettingRecordsRoutes } from './betting-records/betting-records.routes';
import {
  createBettingRecordsService,
  type TableRoundLookup,
} from './betting-records/betting-records.service';
import { createGamesRepository } from './catalogue/games.repository';
import { registerGamesRoutes } from './catalogue/games.routes';
import { createGamesService } from './catalogue/games.service';
import { createGameDeskRepository } from './desk/game-desk.repository';
import { registerGameDeskRoutes } from './desk/game-desk.routes';
import { createGameDeskService } from './desk/game-desk.service';
import { createJackpotRepository, type JackpotValues } from './jackpot/jackpot.repository';
import { registerJackpotRoutes } from './jackpot/jackpot.routes';
import { registerJackpotDeskRoutes } from './desk/jackpot-desk.routes';
import { createJackpotService } from './jackpot/jackpot.service';
import { createVendorWalletRepository } from './vendor-wallet/vendor-wallet.repository';
import { registerVendorWalletRoutes } from './vendor-wallet/vendor-wallet.routes';
import { createVendorWalletService } from './vendor-wallet/vendor-wallet.service';

export type { TableRoundLookup } from './betting-records/betting-records.service';
export { maskName } from './catalogue/games.rules';
export type { VendorCallsInSql, VendorCallValues } from './vendor-wallet/vendor-wallet.calls';
export { walletRefusalError } from './vendor-wallet/wallet-refusals';
export type {
  VendorCall,
  VendorWalletRow,
  VendorWalletService,
} from './vendor-wallet/vendor-wallet.service';

/**
 * Opens a merchant's progressive jackpot in the caller's transaction (answers false when it
 * was open already): the demo seed, and a new merchant's set-up.
 */
export function openJackpot(
  executor: Executor,
  merchantId: string,
  currency: string,
  values: JackpotValues,
): Promise<boolean> {
  return createJackpotRepository(executor).open(executor, merchantId, currency, values);
}

export interface GamesDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  ops: OpsService;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
  /** A round of the in-house tables for the betting record (the tables domain answers it). */
  tableRound: TableRoundLookup;
}

/** Registers the games' routes; answers the vendor wallet and the jackpot's sweep. */
export function registerGames(app: FastifyInstance, deps: GamesDeps) {
  const { db, clock, ops, routes } = deps;
  const vendorWallet = createVendorWalletService({
    db,
    repository: createVendorWalletRepository(db),
    ledger: deps.ledger,
    clock,
  });
  registerVendorWalletRoutes(app, vendorWallet);
  registerGamesRoutes(
    routes,
    createGamesService({ repository: createGamesRepository(db), vendorWallet, clock }),
  );
  registerBettingRecordsRoutes(
    routes,
    createBettingRecordsService({
      repository: createBettingRecordsRepository(db),
      clock,
      tableRound: deps.tableRound,
    }),
  );
  registerGameDeskRoutes(
    routes,
    createGameDeskService({ db, repository: createGameDeskRepository(db), vendorWallet, ops }),
  );
  const jackpot = createJackpotService({ db, repository: createJackpotRepository(db), ops, clock });
  registerJackpotRoutes(routes, jackpot);
  registerJackpotDeskRoutes(routes, jackpot);
  const jobs: ScheduledJob[] = [
    { name: 'jackpot-sweep', cron: '* * * * *', run: async () => Number(await jackpot.sweep()) },
  ];
  const walletRepository = createVendorWalletRepository(db);
  return {
    vendorWallet,
    jobs,
    /** Where a merchant's framed vendor games are served from (the pages' frame-src). */
    frameOrigins: async (merchantId: string): Promise<string[]> =>
      httpsOrigins(await walletRepository.framedLaunches(merchantId)),
  };
}
