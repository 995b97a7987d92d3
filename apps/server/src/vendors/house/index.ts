// The in-house game vendor: it reaches the wallet only through the vendor wallet protocol, in
// this process or over HTTP to a remote wallet, as an outside vendor would.
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { VendorWalletService } from '../../domains/games';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { RouteScopes } from '../../plugins/route-scopes';
import { createHouseRepository } from './house.repository';
import { registerHouseRoutes } from './house.routes';
import { createHouseService } from './house.service';
import { createRemoteWallet } from './remote-wallet';

export { copyHouseStarter, installHouseVendor, useHouseVendorKey } from './install';

/** Registers the house games' client API; answers the resending of pending wins. */
export function registerHouseVendor(deps: {
  /** Its client's routes are public: the launch token is their only credential. */
  routes: RouteScopes;
  db: Db;
  clock: Clock;
  vendorWallet: VendorWalletService;
  /** The remote wallet to call over HTTP, when set; in process otherwise. */
  houseWallet: Config['houseWallet'];
}) {
  const { houseWallet } = deps;
  const house = createHouseService({
    db: deps.db,
    repository: createHouseRepository(deps.db),
    vendorWallet: deps.vendorWallet,
    clock: deps.clock,
    remote:
      houseWallet &&
      createRemoteWallet({ baseUrl: houseWallet.url, privateKeyPem: houseWallet.privateKeyPem }),
  });
  registerHouseRoutes(deps.routes, house);
  const jobs: ScheduledJob[] = [
    { name: 'house-pending-wins', cron: '* * * * *', run: () => house.resendWins() },
  ];
  return { jobs };
}
