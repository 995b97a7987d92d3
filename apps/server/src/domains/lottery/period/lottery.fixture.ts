// The lottery tests' world: the service wired as the app wires it, and a merchant's betting
// floor (lotteries installed, a funded bettor and a trial player signed in, periods open).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, testLotterySeedKey } from '../../../../test/app';
import { signInToken } from '../../../../test/envelope';
import { createMember, createMerchant, creditWallet } from '../../../../test/factories';
import type { Db } from '../../../db/database';
import type { ScheduledJob } from '../../../jobs/jobs';
import type { Clock } from '../../../lib/clock';
import { createMessageRepository } from '../../content/message/message.repository';
import { createMessageService } from '../../content/message/message.service';
import { createVendorWalletRepository } from '../../games/vendor-wallet/vendor-wallet.repository';
import { createVendorWalletService } from '../../games/vendor-wallet/vendor-wallet.service';
import { createLedgerRepository } from '../../money/ledger/ledger.repository';
import { createLedgerService } from '../../money/ledger/ledger.service';
import { installLotteries } from './install';
import { createLotteryRepository } from './lottery.repository';
import { createLotteryService } from './lottery.service';

/**
 * The lottery service on a test database, with the ledger, vendor wallet and messages; the
 * test apps' seed key unless told another (a server of a deployment configured wrongly).
 */
export function createTestLotteryService(
  db: Db,
  clock: Clock,
  options: { seedKey?: Buffer; onProblem?: (message: string, detail: object) => void } = {},
) {
  const ledger = createLedgerService({ repository: createLedgerRepository(db) });
  return createLotteryService({
    db,
    repository: createLotteryRepository(db),
    seedKey: options.seedKey ?? testLotterySeedKey,
    onProblem: options.onProblem,
    ledger,
    vendorWallet: createVendorWalletService({
      db,
      repository: createVendorWalletRepository(db),
      ledger,
      clock,
    }),
    messages: createMessageService({ repository: createMessageRepository(db), clock }),
    clock,
  });
}

/** A merchant's lotteries through the app, its members by username. */
export interface BettingFloor {
  app: FastifyInstance;
  jobs: ScheduledJob[];
  host: string;
  merchantId: string;
  tokens: Record<string, string>;
  ids: Record<string, string>;
  /** Places a ticket (a big/small bet on ELOTT1's period 0361 unless the body says otherwise). */
  bet(body: Record<string, unknown>, member?: string): Promise<LightMyRequestResponse>;
  /** The bettor's main balance in minor units. */
  balance(): Promise<bigint>;
}

/**
 * Opens a new merchant with its lotteries installed, a bettor holding 1,000.00 and a trial
 * player, both signed in, and the periods due at `clock` opened.
 */
export async function openBettingFloor(db: Db, clock: Clock): Promise<BettingFloor> {
  const { app, jobs } = await createTestApp(db, { clock });
  const merchant = await createMerchant(db);
  const host = merchant.domain ?? '';
  await installLotteries(db, merchant.id);
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const [name, isAgent] of [
    ['bettor', 0],
    ['trial', 4],
  ] as const) {
    const { id } = await createMember(db, merchant.id, {
      username: name,
      password: 'secret123',
      isAgent,
    });
    ids[name] = id;
    tokens[name] = await signInToken(app, host, name, 'secret123');
  }
  await creditWallet(db, merchant.id, ids.bettor!, 100_000n);
  await jobs.find((job) => job.name === 'lottery-periods')!.run();

  const bet = (body: Record<string, unknown>, member = 'bettor') =>
    app.inject({
      method: 'POST',
      url: '/lotto/lgw/tickets',
      headers: { host, language: 'en', authorization: tokens[member]! },
      payload: {
        gameId: 'ELOTT1',
        numero: '20261125-0361',
        playType: 'bigSmall',
        selection: 'big',
        stake: '10.00',
        requestId: randomUUID(),
        ...body,
      },
    });
  const balance = async () => {
    const account = await db
      .selectFrom('ledgerAccounts')
      .select('balanceMinor')
      .where('memberId', '=', ids.bettor!)
      .where('kind', '=', 'player')
      .executeTakeFirstOrThrow();
    return BigInt(account.balanceMinor);
  };
  return { app, jobs, host, merchantId: merchant.id, tokens, ids, bet, balance };
}
