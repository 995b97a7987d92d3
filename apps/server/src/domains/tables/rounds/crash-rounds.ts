import { crashBust, crashBustAfterMs, roundLabel } from '@khela/games';
import type { TableSeeds } from './table-seeds';

/**
 * Crash rounds on the engine: betting closes at `closesAt`, the curve runs from it and busts at
 * the point drawn from the round's seed (bustabit's scheme over the table's day chain, the
 * round's label as the public salt, the edge and most the round was made with). The bust is
 * computed here, from the key outside the database, and written only once it has happened.
 */

/** A crash round settles this long after its bust: cash-outs in flight at the bust finish first. */
export const crashSettleAfterMs = 1_500;

export interface CrashRoundPlace {
  number: string;
  seedIndex: number | null;
  closesAt: Date;
  crashEdgeBp: number | null;
  crashMaxMultiplier: number | null;
}

/** A crash round's bust (hundredths) and its instant. */
export function crashBustOf(
  seeds: TableSeeds,
  table: { id: string; code: string },
  round: CrashRoundPlace,
): { bust: number; bustAt: Date; maxMultiplier: number } {
  if (round.crashEdgeBp === null || round.crashMaxMultiplier === null || round.seedIndex === null) {
    throw new Error(`tables: crash round ${round.number} has no edge`);
  }
  const seed = seeds.seed(table.id, round.number.slice(0, 8), round.seedIndex);
  const bust = crashBust(
    seed,
    roundLabel(table.code, round.number),
    round.crashEdgeBp / 100,
    round.crashMaxMultiplier,
  );
  return {
    bust,
    bustAt: new Date(round.closesAt.getTime() + crashBustAfterMs(bust)),
    maxMultiplier: round.crashMaxMultiplier,
  };
}
