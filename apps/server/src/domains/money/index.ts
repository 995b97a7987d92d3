// The money domain's front door: the double-entry ledger, wallets and statements, deposits,
// withdrawals, member transfers, turnover, payment methods and the finance desks. Every other
// domain moves money only through what this file exports.
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { BalanceEvents } from '../../plugins/balance-events';
import type { MemberAuth } from '../../plugins/member-auth';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { SecurityService } from '../identity';
import type { OpsService } from '../platform';
import { createDepositCredit } from './deposit/deposit.credit';
import { createDepositRepository } from './deposit/deposit.repository';
import { registerDepositRoutes } from './deposit/deposit.routes';
import { createDepositService } from './deposit/deposit.service';
import { registerDepositDeskRoutes } from './desk/deposit-desk.routes';
import { createDepositDeskService } from './desk/deposit-desk.service';
import { createMemberDeskRepository } from './desk/member-desk.repository';
import { registerMemberDeskRoutes } from './desk/member-desk.routes';
import { createMemberDeskService } from './desk/member-desk.service';
import { createPaymentDeskRepository } from './desk/payment-desk.repository';
import { registerPaymentDeskRoutes } from './desk/payment-desk.routes';
import { createPaymentDeskService } from './desk/payment-desk.service';
import { registerWithdrawalDeskRoutes } from './desk/withdrawal-desk.routes';
import { createWithdrawalDeskService } from './desk/withdrawal-desk.service';
import { createLedgerRepository } from './ledger/ledger.repository';
import { createLedgerService } from './ledger/ledger.service';
import { createTransferRepository } from './transfer/transfer.repository';
import { registerTransferRoutes } from './transfer/transfer.routes';
import { createTransferService } from './transfer/transfer.service';
import { createTurnoverRepository } from './turnover/turnover.repository';
import { createTurnoverService } from './turnover/turnover.service';
import { createWalletRepository } from './wallet/wallet.repository';
import { registerWalletRoutes } from './wallet/wallet.routes';
import { createWalletService, type ContractRequests } from './wallet/wallet.service';
import { createWithdrawalRepository } from './withdrawal/withdrawal.repository';
import { registerWithdrawalRoutes } from './withdrawal/withdrawal.routes';
import { createWithdrawalService, type LevelWithdrawLimits } from './withdrawal/withdrawal.service';

export { createPlayMoneyGrant } from './ledger/play-money';
export { verifyLedger } from './ledger/ledger.verify';
export { copyPaymentStarter } from './desk/payment-starter';
export { LedgerKeyRaced } from './ledger/ledger.repository';
export type { LedgerService } from './ledger/ledger.service';
export type { ContractRequests } from './wallet/wallet.service';
export type { TurnoverService } from './turnover/turnover.service';
export type { LevelWithdrawLimits } from './withdrawal/withdrawal.service';

/**
 * The ledger every domain that moves money shares (made before the domains, since identity
 * grants trial accounts their play money). `onMoved` hears of members whose balances moved.
 */
export function createLedger(
  db: Db,
  onMoved: (merchantId: string, memberIds: string[], isInTransaction: boolean) => void,
) {
  return createLedgerService({ repository: createLedgerRepository(db), onMoved });
}

export interface MoneyDeps {
  db: Db;
  clock: Clock;
  ledger: ReturnType<typeof createLedger>;
  ops: OpsService;
  security: SecurityService;
  messages: MessageService;
  /** The audiences its routes are declared in (public, member, real member, operator). */
  routes: RouteScopes;
  /**
   * The member behind a request: the balance stream's heartbeat asks it again, so a stream
   * whose session ended (signed out, expired) closes.
   */
  memberAuth: MemberAuth;
  /** The balance and unread streams' fan-out (fed by the khela_balance listener). */
  balanceEvents: BalanceEvents;
  /** The agent programme's requests waiting for a member (the consolidated funds show them). */
  contractRequests: ContractRequests;
  /** A member's own daily withdrawal limits (loyalty's VIP level). */
  levelWithdrawLimits: LevelWithdrawLimits;
}

/** The wallet and turnover every area of money reads. */
interface Shared {
  wallet: ReturnType<typeof createWalletService>;
  turnover: ReturnType<typeof createTurnoverService>;
}

/**
 * Registers money's routes (into `deps.routes`: the server itself is not needed); answers what
 * other domains use and money's scheduled work.
 */
export function registerMoney(deps: MoneyDeps) {
  const { db, clock, ledger, ops, routes } = deps;
  const wallet = createWalletService({
    ledger,
    repository: createWalletRepository(db),
    contractRequests: deps.contractRequests,
  });
  const turnover = createTurnoverService({ repository: createTurnoverRepository(db), clock });
  registerWalletRoutes(routes, wallet, {
    events: deps.balanceEvents,
    unreadCount: deps.messages.unreadCount,
    recheckSession: deps.memberAuth,
  });
  const shared = { wallet, turnover };
  const deposits = registerDeposits(deps, shared);
  const withdrawals = registerWithdrawals(deps, shared);
  registerTransferRoutes(
    routes,
    createTransferService({
      repository: createTransferRepository(db),
      ledger,
      security: deps.security,
      wallet,
      turnover,
    }),
  );
  registerPaymentDeskRoutes(
    routes,
    createPaymentDeskService({
      db,
      repository: createPaymentDeskRepository(db),
      wallet,
      ops,
      clock,
    }),
  );
  registerMemberDeskRoutes(
    routes,
    createMemberDeskService({
      db,
      repository: createMemberDeskRepository(db),
      ledger,
      wallet,
      messages: deps.messages,
      ops,
      clock,
    }),
  );
  const jobs: ScheduledJob[] = [
    { name: 'withdrawal-auto-receipt', cron: '* * * * *', run: () => withdrawals.autoReceipt() },
    { name: 'deposit-expiry', cron: '* * * * *', run: () => deposits.expire() },
  ];
  return { turnover, jobs };
}

/** Deposits: the players' orders, the gateways' callbacks and finance's deposit desk. */
function registerDeposits(deps: MoneyDeps, { wallet, turnover }: Shared) {
  const { db, clock, ledger, messages, routes } = deps;
  const repository = createDepositRepository(db);
  const credit = createDepositCredit({ repository, ledger, wallet, turnover, messages, clock });
  const deposits = createDepositService({ db, repository, credit, clock });
  registerDepositRoutes(routes, deposits);
  registerDepositDeskRoutes(
    routes,
    createDepositDeskService({ db, repository, credit, messages, ops: deps.ops, clock }),
  );
  return deposits;
}

/** Withdrawals: the players' requests and receipts, and finance's withdrawal desk. */
function registerWithdrawals(deps: MoneyDeps, { wallet, turnover }: Shared) {
  const { db, clock, ledger, messages, routes } = deps;
  const repository = createWithdrawalRepository(db);
  const withdrawals = createWithdrawalService({
    db,
    repository,
    ledger,
    wallet,
    turnover,
    security: deps.security,
    levelLimits: deps.levelWithdrawLimits,
    clock,
  });
  registerWithdrawalRoutes(routes, withdrawals);
  registerWithdrawalDeskRoutes(
    routes,
    createWithdrawalDeskService({ db, repository, ledger, wallet, messages, ops: deps.ops, clock }),
  );
  return withdrawals;
}
