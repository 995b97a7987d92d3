import type { CockfightFight, CockfightSide, CockfightSideName } from '@khela/contracts';
import { sumAmounts } from '../tables/table-figures';

/** A fight's side by its name; undefined when the server left it out. */
export function sideOf(fight: CockfightFight, side: CockfightSideName): CockfightSide | undefined {
  return fight.sides.find((each) => each.side === side);
}

/** What the fight took on all its sides together. */
export function fightStake(fight: CockfightFight): string {
  return sumAmounts(fight.sides.map((side) => side.stake));
}

/** The steps an operator may take on a fight now, by its status and its arena's pricing. */
export interface FightStepsAllowed {
  canMoveOdds: boolean;
  canClose: boolean;
  canDeclare: boolean;
  canCancel: boolean;
}

/**
 * The steps that fit a fight's status: an open fight takes bets (its odds move on a fixed
 * arena) until betting closes; a closed one waits for its winner; both may be cancelled. A fight
 * declared or cancelled is only being paid or refunded: nothing is left to do.
 */
export function fightStepsAllowed(
  fight: Pick<CockfightFight, 'status'> | null,
  pricing: 'fixed' | 'pool',
): FightStepsAllowed {
  const isOpen = fight?.status === 'open';
  const isClosed = fight?.status === 'closed';
  return {
    canMoveOdds: isOpen && pricing === 'fixed',
    canClose: isOpen,
    canDeclare: isClosed,
    canCancel: isOpen || isClosed,
  };
}

/**
 * Whether the arena may announce its next fight: none is under way (a fight declared or
 * cancelled stays current until it is paid or refunded, which takes a moment).
 */
export function canAnnounce(arena: { status: string; current: CockfightFight | null }): boolean {
  return arena.status === 'active' && arena.current === null;
}
