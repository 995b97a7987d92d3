import { randomBytes } from 'node:crypto';
import {
  drawSheet,
  hashServerSeed,
  periodsBetween,
  serverSeedBytes,
  upcomingPeriods,
} from '@khela/games';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LotteryRepository } from './lottery.repository';
import { scheduleOf } from './lottery.rules';

/** How many periods of a game exist ahead of now: half an hour of elott, a week of daily draws. */
const periodsAhead = { interval: 30, weekly: 7 } as const;
/** After a downtime, missed periods are made this many per game and run (the next run goes on). */
const catchUpSliceMax = 500;
/** Periods drawn per transaction. */
const drawBatch = 200;

/**
 * Lottery periods and draws. A job makes every game's periods ahead, each with a fresh seed
 * whose hash is published while it is open; at each draw time a worker draws the due periods'
 * sheets from their seeds — once, whichever server gets there first, however late.
 */
export function createLotteryDraws(deps: {
  db: Db;
  repository: Pick<
    LotteryRepository,
    'drawingGames' | 'lastDrawsAt' | 'insertPeriods' | 'duePeriods' | 'markDrawn' | 'nextDrawAt'
  >;
  clock: Clock;
  onProblem?: (message: string, detail: object) => void;
}) {
  const { repository } = deps;

  return {
    /**
     * Makes each drawing game's periods up to its horizon, from its latest one (so periods a
     * downtime missed are made too, in slices). Answers how many it made.
     */
    async schedulePeriods(): Promise<number> {
      const now = deps.clock.now();
      let made = 0;
      for (const game of await repository.drawingGames()) {
        const schedule = scheduleOf(game);
        if (!schedule) {
          deps.onProblem?.('lottery game with a schedule it cannot keep', { game: game.gameId });
          continue;
        }
        const ahead = upcomingPeriods(schedule, now, periodsAhead[schedule.kind]);
        const horizon = ahead.at(-1)?.drawsAt;
        if (!horizon) continue;
        const last = await repository.lastDrawsAt(game.id);
        if (last && last.getTime() >= horizon.getTime()) continue;
        const periods = last ? periodsBetween(schedule, last, horizon, catchUpSliceMax) : ahead;
        made += await repository.insertPeriods(
          periods.map((period) => {
            const seed = randomBytes(serverSeedBytes).toString('hex');
            return {
              ...period,
              lotteryGameId: game.id,
              merchantId: game.merchantId,
              seed,
              seedHash: hashServerSeed(seed, 1),
            };
          }),
        );
      }
      return made;
    },

    /**
     * Draws every period whose time has come, oldest first: its sheet from its seed, status
     * drawn. Two servers drawing at once take different periods; none is drawn twice.
     * Answers how many it drew.
     */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (;;) {
        const now = deps.clock.now();
        const count = await deps.db.transaction().execute(async (trx) => {
          const due = await repository.duePeriods(trx, now, drawBatch);
          for (const period of due) {
            const sheet = drawSheet(
              period.sheetFormat,
              period.seed,
              period.gameId,
              period.numero,
              1,
            );
            if (await repository.markDrawn(trx, period.id, sheet, now)) drawn += 1;
          }
          return due.length;
        });
        if (count < drawBatch) return drawn;
      }
    },

    /** When the next draw is due, if any period is open. */
    nextDrawAt: () => repository.nextDrawAt(),
  };
}
