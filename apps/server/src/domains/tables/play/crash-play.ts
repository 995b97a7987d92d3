import type {
  CrashCashoutAnswer,
  CrashCashoutRequest,
  TableBetRequest,
  TableSnapshot,
} from '@khela/contracts';
import { crashGrowthPerMs, crashMultiplierAt } from '@khela/games';
import { parseAmount, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import { maskName } from '../../games';
import { crashBustOf } from '../rounds/crash-rounds';
import type { TableSeeds } from '../rounds/table-seeds';
import { stakeLimitsOf } from '../tables.rules';
import type { PlayRepository } from './play.repository';

type PlaySession = NonNullable<Awaited<ReturnType<PlayRepository['session']>>>;
type RoundRow = NonNullable<Awaited<ReturnType<PlayRepository['round']>>>;

/** The multiplier as the error texts show it: 2.5 → "2.50". */
const times = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * A player at a crash table: a bet (one per round, with its automatic cash-out), cashing out
 * at the server's time, and what every player sees of the round's bets.
 */
export function createCrashPlay(deps: {
  repository: PlayRepository;
  seeds: TableSeeds;
  staked: (tableId: string) => void;
}) {
  const { repository, seeds } = deps;

  return {
    /**
     * A crash slip: one stake on the area `crash`, within the table's limits; its payout counted
     * at its target, or at the table's most (where every bet still in cashes out).
     */
    slipOf(context: RequestContext, session: PlaySession, request: TableBetRequest) {
      const [bet] = request.bets;
      if (!bet || request.bets.length !== 1 || bet.area !== 'crash') {
        throw new AppError('table_area_invalid', { field: 'bets.0.area' });
      }
      const target = request.autoCashout ?? null;
      if (target !== null && target > session.crashMaxMultiplier) {
        throw new AppError('crash_target_invalid', {
          field: 'autoCashout',
          params: { max: times(session.crashMaxMultiplier) },
        });
      }
      const stakeMinor = parseAmount(context, bet.stake, { path: 'bets.0.stake' });
      const limits = stakeLimitsOf(session, 'crash');
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor) {
        throw new AppError('table_stake_limit', {
          params: {
            min: wire(limits.minMinor, session.currency),
            max: wire(limits.maxMinor, session.currency),
          },
        });
      }
      const reach = BigInt(target ?? session.crashMaxMultiplier);
      return {
        bets: [{ area: 'crash', stakeMinor, maxMinor: limits.maxMinor }],
        payouts: [(stakeMinor * reach) / 100n],
        totalMinor: stakeMinor,
        target,
        odds: null,
      };
    },

    /** The round's bets and cash-outs (and the round before's), as every player sees them. */
    async view(
      session: { currency: string; crashEdgeBp: number; crashMaxMultiplier: number },
      rounds: (
        Pick<RoundRow, 'id' | 'status' | 'crashEdgeBp' | 'crashMaxMultiplier'> | undefined
      )[],
    ): Promise<NonNullable<TableSnapshot['crash']>> {
      const shown = rounds.filter((round) => round !== undefined);
      const betting = new Set(shown.filter((round) => round.status === 'open').map((r) => r.id));
      const bets = shown.length === 0 ? [] : await repository.crashBets(shown.map((r) => r.id));
      const current = shown[0];
      return {
        growthPerMs: crashGrowthPerMs,
        maxMultiplier: current?.crashMaxMultiplier ?? session.crashMaxMultiplier,
        edgePercent: (current?.crashEdgeBp ?? session.crashEdgeBp) / 100,
        bets: bets.map((bet) => ({
          roundId: bet.roundId,
          player: maskName(bet.username),
          stake: wire(bet.stakeMinor, session.currency),
          // Targets stay the players' own while bets are taken.
          target: betting.has(bet.roundId) ? null : bet.cashoutTarget,
          cashout: bet.cashout,
          win: bet.winMinor === null ? null : wire(bet.winMinor, session.currency),
        })),
      };
    },

    /**
     * Cashes the player's bet out at the curve's multiplier when the request arrived — taken
     * only when that is below the round's bust, however late it is handled.
     */
    async cashOut(
      session: PlaySession,
      request: CrashCashoutRequest,
      arrivedAt: Date,
    ): Promise<CrashCashoutAnswer> {
      const round = await repository.round(session.tableId, request.roundId);
      if (!round || round.crashEdgeBp === null) throw new AppError('crash_no_bet');
      const { bust } = crashBustOf(seeds, { id: session.tableId, code: session.code }, round);
      const multiplier = crashMultiplierAt(arrivedAt.getTime() - round.closesAt.getTime());
      // Too late is the statement's to say: a repeat of a cash-out taken answers it.
      const done = await repository.cashOut({
        roundId: round.id,
        merchantId: session.merchantId,
        memberId: session.memberId,
        multiplier: multiplier < bust ? multiplier : null,
        at: arrivedAt,
      });
      if (done.kind === 'refused') throw new AppError(done.code as 'crash_no_bet');
      if (done.kind === 'cashed') deps.staked(session.tableId);
      return {
        roundId: round.id,
        cashout: done.cashout,
        win: wire((BigInt(done.stakeMinor) * BigInt(done.cashout)) / 100n, session.currency),
      };
    },
  };
}

export type CrashPlay = ReturnType<typeof createCrashPlay>;
