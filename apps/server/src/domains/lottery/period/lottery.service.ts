import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { MessageService } from '../../content';
import type { VendorWalletService } from '../../games';
import type { LedgerService } from '../../money';
import { createPlaceBet } from './lottery.bet';
import { createLotteryDraws } from './lottery.draws';
import { createLotteryRefunds } from './lottery.refunds';
import type { LotteryRepository } from './lottery.repository';
import { createSettleDrawn } from './lottery.settlement';

/**
 * The lottery: its periods and draws, the bet (its stake through the vendor wallet in one
 * statement), the settlement of drawn periods, and the refunds of cancelled tickets and
 * periods. Each operation is a file of its own; this puts them together for the domain.
 */
export function createLotteryService(deps: {
  db: Db;
  repository: LotteryRepository;
  seedKey: Buffer;
  ledger: LedgerService;
  vendorWallet: Pick<VendorWalletService, 'rollbackInTransaction' | 'runWithin'>;
  messages: Pick<MessageService, 'send'>;
  clock: Clock;
  onProblem?: (message: string, detail: object) => void;
}) {
  const { schedulePeriods, drawDue, nextDrawAt } = createLotteryDraws(deps);
  const { cancelTicket, cancelPeriod, refundCancelled } = createLotteryRefunds(deps);
  return {
    schedulePeriods,
    drawDue,
    placeBet: createPlaceBet(deps),
    cancelTicket,
    cancelPeriod,
    refundCancelled,
    settleDrawn: createSettleDrawn(deps),
    nextDrawAt,
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
