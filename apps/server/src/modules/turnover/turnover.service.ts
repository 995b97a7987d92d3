import type { Clock } from '../../lib/clock';
import type { Executor } from '../ledger/ledger.repository';
import type { TurnoverRepository } from './turnover.repository';

export interface TurnoverStatus {
  requiredMinor: bigint;
  wageredMinor: bigint;
  remainingMinor: bigint;
}

/**
 * Turnover requirements (issue 4): a deposit (later a bonus) asks for bets of a share of its
 * amount before a withdrawal. The open requirements are met together by the net wagers made
 * since the oldest of them; once the wagers cover them all they close, and the next deposit
 * starts afresh. Counting from the oldest keeps the remaining amount from ever jumping up.
 */
export function createTurnoverService(deps: { repository: TurnoverRepository; clock: Clock }) {
  return {
    /** Adds a requirement (once per reference); inside the caller's transaction when given. */
    async require(
      values: {
        merchantId: string;
        memberId: string;
        source: 'deposit' | 'bonus' | 'adjustment';
        reference: string;
        requiredMinor: bigint;
      },
      executor?: Executor,
    ) {
      if (values.requiredMinor <= 0n) return;
      await deps.repository.insert(values, executor);
    },

    /** What is required, wagered and still to wager; closes the requirements once all are met. */
    async status(merchantId: string, memberId: string): Promise<TurnoverStatus> {
      const open = await deps.repository.open(merchantId, memberId);
      const first = open[0];
      if (!first) return { requiredMinor: 0n, wageredMinor: 0n, remainingMinor: 0n };
      const requiredMinor = open.reduce((total, row) => total + BigInt(row.requiredMinor), 0n);
      const wagered = await deps.repository.wageredSince(
        merchantId,
        memberId,
        new Date(first.createdAt),
      );
      const wageredMinor = wagered > 0n ? wagered : 0n;
      if (wageredMinor >= requiredMinor) {
        await deps.repository.markMet(
          open.map((row) => row.id),
          deps.clock.now(),
        );
        return { requiredMinor: 0n, wageredMinor: 0n, remainingMinor: 0n };
      }
      return { requiredMinor, wageredMinor, remainingMinor: requiredMinor - wageredMinor };
    },
  };
}

export type TurnoverService = ReturnType<typeof createTurnoverService>;
