import type { Clock } from '../../../lib/clock';
import type { PointsRepository } from './points.repository';

/**
 * Members a batch of the bets' earning reads: each batch is one transaction, which holds the
 * merchant's issued account (deposits earning points wait on it) only that long.
 */
export const betBatchMembersMax = 1_000;
/** Batches of one merchant in a run at most: a million members. */
const betBatchesMax = 1_000;

/**
 * Points on valid bets, earned by a scheduled job from the rounds closed rather than on the
 * spin path (points_earn_bets): each merchant's members in batches, each member from their own
 * place, safe to repeat and to run on several instances at once.
 */
export function createPointsBetEarning(deps: {
  repository: PointsRepository;
  clock: Clock;
  /** Members a batch reads (tests page with small ones). */
  batchMembersMax?: number;
}) {
  const { repository } = deps;
  const membersMax = deps.batchMembersMax ?? betBatchMembersMax;

  /** One merchant's members earn on their bets up to `now`; answers the record lines made. */
  async function earnMerchant(merchantId: string, now: Date = deps.clock.now()) {
    let afterMemberId: string | null = '0';
    let lines = 0;
    for (let batch = 0; batch < betBatchesMax && afterMemberId !== null; batch += 1) {
      const done = await repository.earnBets(merchantId, now, afterMemberId, membersMax);
      lines += done.lines;
      afterMemberId = done.lastMemberId;
    }
    return lines;
  }

  return {
    earnMerchant,

    /** The scheduled run: every merchant earning on bets; answers the record lines made. */
    async earnAll(): Promise<number> {
      const now = deps.clock.now();
      let lines = 0;
      for (const merchantId of await repository.merchantsEarningOnBets()) {
        lines += await earnMerchant(merchantId, now);
      }
      return lines;
    },
  };
}

export type PointsBetEarning = ReturnType<typeof createPointsBetEarning>;
