// The money domain's front door: the double-entry ledger, wallets and statements, deposits,
// withdrawals, member transfers, turnover, payment methods and the finance desks. Every other
// domain moves money only through what this file exports.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ScheduledJob } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import type { BalanceEvents } from '../../plugins/balance-events';
import type { MemberAuth } from '../../plugins/member-auth';
import type { OperatorAuth } from '../../plugins/operator-auth';
import type { RouteScopes } from '../../plugins/route-scopes';
import type { MessageService } from '../content';
import type { SecurityService } from '../identity';
import type { OpsService } from '../platform';
import { createDepositRepository } from './deposit/deposit.repository';
import { registerDepositRoutes } from './deposit/deposit.routes';
import { createDepositService } from './deposit/deposit.service';
import { createMemberDeskRepository } from './desk/member-desk.repository';
import { registerMemberDeskRoutes } from './desk/member-desk.routes';
import { createMemberDeskService } from './desk/member-desk.service';
import { createPaymentDeskRepository } from './desk/payment-desk.repository';
import { registerPaymentDeskRoutes } from './desk/payment-desk.routes';
import { createPaymentDeskService } from './desk/payment-desk.service';
import { createLedgerRepository } from './ledger/ledger.repository';
import { createLedgerService } from './ledger/ledger.service';
import { createTransferRepository } from './transfer/transfer.repository';
import { registerTransferRoutes } from './transfer/transfer.routes';
import { createTransferService } from './transfer/transfer.service';
import { createTurnoverRepository } from './turnover/turnover.repository';
import { createTurnoverService } from './turnover/turnover.service';
import { createWalletRepository } from './wallet/wallet.repository';
import { registerWalletRoutes } from './wallet/wallet.routes';
import { createWalletService } from './wallet/wallet.service';
import { createWithdrawalRepository } from './withdrawal/withdrawal.repository';
import { registerWithdrawalRoutes } from './withdrawal/withdrawal.routes';
import { createWithdrawalService } from './withdrawal/withdrawal.service';

export { createPlayMoneyGrant } from './ledger/play-money';
export { verifyLedger } from './ledger/ledger.verify';
export type { LedgerService } from './ledger/ledger.service';
export type { TurnoverService } from './turnover/turnover.service';

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
  /** Until its routes are declared in `routes`: the member behind a request. */
  memberAuth: MemberAuth;
  /** Until its routes are declared in `routes`: the operator behind a request. */
  operatorAuth: OperatorAuth;
  /** The balance and unread streams' fan-out (fed by the khela_balance listener). */
  balanceEvents: BalanceEvents;
}

/** Registers money's routes; answers what other domains use and money's scheduled work. */
export function registerMoney(app: FastifyInstance, deps: MoneyDeps) {
  const { db, clock, ledger, ops, messages, memberAuth, operatorAuth } = deps;
  const wallet = createWalletService({ ledger, repository: createWalletRepository(db) });
  const turnover = createTurnoverService({ repository: createTurnoverRepository(db), clock });
  registerWalletRoutes(app, wallet, memberAuth, deps.balanceEvents, messages.unreadCount);
  const deposits = createDepositService({
    db,
    repository: createDepositRepository(db),
    ledger,
    wallet,
    turnover,
    messages,
    ops,
    clock,
  });
  registerDepositRoutes(app, deposits, memberAuth, operatorAuth);
  const withdrawals = createWithdrawalService({
    db,
    repository: createWithdrawalRepository(db),
    ledger,
    wallet,
    turnover,
    security: deps.security,
    messages,
    ops,
    clock,
  });
  registerWithdrawalRoutes(app, withdrawals, memberAuth, operatorAuth);
  registerTransferRoutes(
    app,
    createTransferService({
      repository: createTransferRepository(db),
      ledger,
      security: deps.security,
      wallet,
      turnover,
    }),
    memberAuth,
  );
  registerPaymentDeskRoutes(
    app,
    createPaymentDeskService({
      db,
      repository: createPaymentDeskRepository(db),
      wallet,
      ops,
      clock,
    }),
    operatorAuth,
  );
  registerMemberDeskRoutes(
    app,
    createMemberDeskService({
      db,
      repository: createMemberDeskRepository(db),
      ledger,
      wallet,
      messages,
      ops,
      clock,
    }),
    operatorAuth,
  );
  const jobs: ScheduledJob[] = [
    { name: 'withdrawal-auto-receipt', cron: '* * * * *', run: () => withdrawals.autoReceipt() },
    { name: 'deposit-expiry', cron: '* * * * *', run: () => deposits.expire() },
  ];
  return { turnover, jobs };
}
