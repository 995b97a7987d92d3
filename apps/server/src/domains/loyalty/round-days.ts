import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';

/**
 * A member's rounds of one game in a window (round_figures: the days folded and the rounds closed
 * since, games the merchant does not list left out): how many had a stake, and their valid bets.
 */
export interface GameFigures {
  gameType: string;
  vassalage: string;
  gameCode: string;
  plays: string;
  betMinor: string;
}

/** How many seven-day folds of a merchant one run makes at most (a first fold catching up). */
const foldsPerRunMax = 60;

/** The job folding every merchant's closed rounds into members' days (round_days_fold). */
export function createRoundDays(deps: { db: Db; clock: Clock }) {
  return {
    /** Folds each merchant up to five minutes ago; answers how many folds it ran. */
    async foldAll(): Promise<number> {
      const now = deps.clock.now();
      const merchants = await deps.db.selectFrom('merchants').select('id').execute();
      let folds = 0;
      for (const { id } of merchants) {
        for (let run = 0; run < foldsPerRunMax; run += 1) {
          folds += 1;
          const { rows } = await sql<{ more: boolean }>`
            SELECT round_days_fold(${id}, ${now}) AS more`.execute(deps.db);
          if (!rows[0]?.more) break;
        }
      }
      return folds;
    },
  };
}
