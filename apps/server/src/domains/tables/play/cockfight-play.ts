import type { TableBetRequest, TableSnapshot } from '@khela/contracts';
import {
  cockfightSides,
  isCockfightSide,
  isFixedSideBet,
  poolOddsMilli,
  type CockfightSide,
  type Pools,
} from '@khela/games';
import { parseAmount, wire } from '../../../lib/amounts';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import { closedSidesOf, cockfightPayoutByClass } from '../rounds/cockfight-rounds';
import { stakeLimitsOf } from '../tables.rules';
import type { PlayRepository } from './play.repository';

type PlaySession = NonNullable<Awaited<ReturnType<PlayRepository['session']>>>;
type RoundRow = NonNullable<Awaited<ReturnType<PlayRepository['currentRounds']>>['current']>;
type Arena = Pick<
  PlaySession,
  | 'currency'
  | 'pricing'
  | 'commissionBp'
  | 'drawOddsMilli'
  | 'bddOddsMilli'
  | 'streamUrl'
  | 'minStakeMinor'
  | 'maxRoundPayoutMinor'
>;

/**
 * The odds a side takes bets at now: what the fight was announced with (fixed: its odds; the
 * draw's and BDD's), a pool side's what a unit would get back with the pools as they stand.
 */
function oddsOf(arena: Arena, fight: RoundRow | undefined, side: CockfightSide, pools: Pools) {
  if (!fight) {
    if (side === 'draw') return arena.drawOddsMilli;
    return side === 'bdd' ? arena.bddOddsMilli : null;
  }
  if (side === 'draw') return fight.drawOddsMilli;
  if (side === 'bdd') return fight.bddOddsMilli;
  if (fight.meronOddsMilli === null) {
    return poolOddsMilli(pools, side, fight.commissionBp ?? arena.commissionBp);
  }
  return side === 'meron' ? fight.meronOddsMilli : fight.walaOddsMilli;
}

/**
 * A player at a cockfight arena: a bet on Meron, Wala or Draw at the odds the player accepted
 * (fixed fights, and the draw), and what every player sees of the fight: its odds, the pools,
 * the sides closed by the fight's payout cap.
 */
export function createCockfightPlay(deps: { repository: PlayRepository }) {
  const { repository } = deps;

  return {
    /** A fight's slip: one side, within its limits, at the odds accepted where they are fixed. */
    slipOf(context: RequestContext, session: PlaySession, request: TableBetRequest) {
      const [bet] = request.bets;
      if (!bet || request.bets.length !== 1 || !isCockfightSide(bet.area)) {
        throw new AppError('table_area_invalid', { field: 'bets.0.area' });
      }
      const side = bet.area;
      const isFixed = isFixedSideBet(side) || session.pricing === 'fixed';
      const odds = isFixed ? (request.odds ?? null) : null;
      if (isFixed && odds === null) throw new AppError('validation_failed', { field: 'odds' });
      const stakeMinor = parseAmount(context, bet.stake, { path: 'bets.0.stake' });
      const limits = stakeLimitsOf(session, side);
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor) {
        throw new AppError('table_stake_limit', {
          params: {
            min: wire(limits.minMinor, session.currency),
            max: wire(limits.maxMinor, session.currency),
          },
        });
      }
      return {
        bets: [{ area: side, stakeMinor, maxMinor: limits.maxMinor }],
        payouts: cockfightPayoutByClass(side, stakeMinor, odds),
        totalMinor: stakeMinor,
        target: null,
        odds,
      };
    },

    /** The fight under way as every player sees it (the last one's, between fights). */
    async view(
      arena: Arena,
      round: RoundRow | undefined,
    ): Promise<NonNullable<TableSnapshot['cockfight']>> {
      const pools: Pools = { meron: 0n, wala: 0n, draw: 0n, bdd: 0n };
      let exposure: bigint[] = [];
      if (round) {
        const [totals, exposed] = await Promise.all([
          repository.totals(round.id),
          round.status === 'open' ? repository.exposure(round.id) : [],
        ]);
        for (const row of totals.areas)
          if (isCockfightSide(row.area)) pools[row.area] = BigInt(row.stakeMinor);
        exposure = exposed;
      }
      const odds = Object.fromEntries(
        cockfightSides.map((side) => [side, oddsOf(arena, round, side, pools)]),
      ) as Record<CockfightSide, number | null>;
      const pricing = round ? (round.meronOddsMilli === null ? 'pool' : 'fixed') : arena.pricing;
      const closedSides =
        round?.status === 'open'
          ? closedSidesOf(exposure, {
              minStakeMinor: BigInt(arena.minStakeMinor),
              capMinor: BigInt(arena.maxRoundPayoutMinor),
              odds,
              isFixed: pricing === 'fixed',
            })
          : [];
      return {
        pricing,
        commissionPercent: (round?.commissionBp ?? arena.commissionBp) / 100,
        streamUrl: arena.streamUrl,
        label: round?.label ?? null,
        odds,
        pools: {
          meron: wire(pools.meron, arena.currency),
          wala: wire(pools.wala, arena.currency),
          draw: wire(pools.draw, arena.currency),
          bdd: wire(pools.bdd, arena.currency),
        },
        closedSides,
      };
    },
  };
}
