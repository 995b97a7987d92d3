import type { Clock } from '../../../lib/clock';
import type { Executor } from '../../../db/database';
import type { TurnoverRepository } from './turnover.repository';

export interface TurnoverStatus {
  requiredMinor: bigint;
  wageredMinor: bigint;
  remainingMinor: bigint;
}

/**
 * Turnover requirements: a deposit (later a bonus) asks for bets of a share of its
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

    /**
     * Each named requirement with what has been wagered towards it: a met one is complete; the
     * open ones share the wagers made since the oldest open one, oldest first (the order in
     * which they are met together).
     */
    async progress(
      merchantId: string,
      memberId: string,
      references: string[],
    ): Promise<Map<string, { requiredMinor: bigint; wageredMinor: bigint; isMet: boolean }>> {
      const result = new Map<
        string,
        { requiredMinor: bigint; wageredMinor: bigint; isMet: boolean }
      >();
      if (references.length === 0) return result;
      const open = await deps.repository.open(merchantId, memberId);
      const first = open[0];
      let wagered = first
        ? await deps.repository.wageredSince(merchantId, memberId, new Date(first.createdAt))
        : 0n;
      const requiredTotal = open.reduce((total, row) => total + BigInt(row.requiredMinor), 0n);
      const isAllMet = first !== undefined && wagered >= requiredTotal;
      if (isAllMet) {
        await deps.repository.markMet(
          open.map((row) => row.id),
          deps.clock.now(),
        );
      }
      const shareOf = new Map<string, bigint>();
      for (const row of open) {
        const required = BigInt(row.requiredMinor);
        const share = wagered <= 0n ? 0n : wagered < required ? wagered : required;
        shareOf.set(row.id, share);
        wagered -= share;
      }
      const rows = await deps.repository.byReferences(merchantId, memberId, references);
      for (const row of rows) {
        const requiredMinor = BigInt(row.requiredMinor);
        const isMet = row.metAt !== null || (isAllMet && shareOf.has(row.id));
        const wageredMinor = isMet ? requiredMinor : (shareOf.get(row.id) ?? 0n);
        result.set(row.reference, { requiredMinor, wageredMinor, isMet });
      }
      return result;
    },
  };
}

export type TurnoverService = ReturnType<typeof createTurnoverService>;
