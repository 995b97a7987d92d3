import { hitsOf, playTypes, type ResultSheet } from '@khela/games';
import type { Clock } from '../../../lib/clock';
import type { LedgerService } from '../../money';
import type { LotteryRepository } from './lottery.repository';

/** Periods settled per run, and how long one period's settlement may take. */
const settleBatch = 20;
const settleTimeoutMs = 120_000;

/**
 * Settles drawn periods, oldest first: each ticket's hits by the play types' rules (one
 * evaluation per distinct selection), wins credited through the vendor wallet in
 * lottery_settle_period, all of a period or nothing. A period that fails waits for the next
 * run and holds no other back; the failures are thrown together once the rest are settled.
 * Answers how many tickets it settled.
 */
export function createSettleDrawn(deps: {
  repository: Pick<LotteryRepository, 'drawnPeriods' | 'openSelections' | 'settle'>;
  ledger: Pick<LedgerService, 'noteMoved'>;
  clock: Clock;
}) {
  const { repository } = deps;

  return async function settleDrawn(): Promise<number> {
    let settled = 0;
    const failures: { periodId: string; error: unknown }[] = [];
    for (const period of await repository.drawnPeriods(settleBatch)) {
      const sheet = period.sheet as ResultSheet;
      const evaluations = (await repository.openSelections(period.id)).map((row) => {
        const playType = playTypes.find((candidate) => candidate === row.playType);
        // A ticket of a play type no rule knows stays open and fails the settlement loudly.
        return { ...row, hits: playType ? hitsOf(playType, row.selection, sheet) : -1 };
      });
      const known = evaluations.filter((row) => row.hits >= 0);
      try {
        const done = await repository.settle(period.id, known, deps.clock.now(), settleTimeoutMs);
        settled += done.tickets;
        deps.ledger.noteMoved(period.merchantId, [...new Set(done.movedMemberIds)]);
      } catch (error) {
        failures.push({ periodId: period.id, error });
      }
    }
    if (failures.length > 0) {
      throw new AggregateError(
        failures.map((failure) => failure.error),
        `lottery: periods ${failures.map((failure) => failure.periodId).join(', ')} could not be settled (${settled} tickets of others were)`,
      );
    }
    return settled;
  };
}
