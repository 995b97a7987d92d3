import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';

/** A member's rounds of one game in a window: how many had a stake, and their valid bets. */
export interface GameFigures {
  gameType: string;
  vassalage: string;
  gameCode: string;
  plays: string;
  betMinor: string;
}

/** How many seven-day folds of a merchant one run makes at most (a first fold catching up). */
const foldsPerRunMax = 60;

/**
 * The member's closed real-money rounds closed in [from, to), per game with its type (rounds
 * of games the merchant does not list are left out): round_figures, the days folded and the
 * rounds closed since, whatever the number of rounds.
 */
export async function memberRoundFigures(
  executor: Executor,
  merchantId: string,
  memberId: string,
  window: { from: Date; to: Date },
): Promise<GameFigures[]> {
  const { rows } = await sql<GameFigures>`
    SELECT g.game_type AS "gameType", f.vassalage, f.game_code AS "gameCode",
        f.plays::text AS plays, f.bet_minor::text AS "betMinor"
      FROM round_figures(${merchantId}, ${memberId}, ${window.from}, ${window.to}) f
      JOIN games g ON g.merchant_id = ${merchantId} AND g.vassalage = f.vassalage
        AND g.code = f.game_code`.execute(executor);
  return rows;
}

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
