import {
  chainHead,
  chainSeeds,
  drawSheet,
  hashServerSeed,
  periodsBetween,
  upcomingPeriods,
  type PeriodTimes,
  type SheetFormat,
} from '@khela/games';
import type { Db, Executor } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { LotteryGameRow, LotteryRepository } from './lottery.repository';
import { chainPlaceOf, scheduleOf } from './lottery.rules';
import { chainEndSeed } from './seed-key';

/** How many periods of a game exist ahead of now: half an hour of elott, a week of daily draws. */
const periodsAhead = { interval: 30, weekly: 7 } as const;
/** After a downtime, missed periods are made this many per game and run (the next run goes on). */
const catchUpSliceMax = 500;
/** Periods drawn per transaction. */
const drawBatch = 200;

/** Day chains derived in one run, by game and day: null when the key does not give the head. */
type Chains = Map<string, string[] | null>;

/** A period to draw, or a cancelled one to reveal, as duePeriods() and dueReveals() read it. */
interface DuePeriod {
  id: string;
  numero: string;
  gameId: string;
  sheetFormat: SheetFormat;
  scheme: 1 | 2;
  seed: string | null;
  lotteryGameId: string;
  chainIndex: number | null;
  chainDay: string | null;
  chainLength: number | null;
  chainHead: string | null;
}

/**
 * Lottery periods and draws. A job makes every game's periods ahead, each in its local day's
 * seed chain, whose head is published with the day's first periods; at each draw time a worker
 * draws the due periods' sheets from their seeds and tickets — once, whichever server gets
 * there first, however late. A cancelled period reveals its seed, and what it would have
 * drawn, at its draw time.
 */
export function createLotteryDraws(deps: {
  db: Db;
  repository: Pick<
    LotteryRepository,
    | 'drawingGames'
    | 'lastDrawsAt'
    | 'chainsOf'
    | 'insertChains'
    | 'insertPeriods'
    | 'duePeriods'
    | 'dueReveals'
    | 'ticketsDigest'
    | 'markDrawn'
    | 'markRevealed'
    | 'nextDrawAt'
  >;
  seedKey: Buffer;
  clock: Clock;
  onProblem?: (message: string, detail: object) => void;
}) {
  const { repository } = deps;

  /**
   * The chains of the days these periods fall in, made (and so published) if new. Undefined
   * when a chain already published does not come from this server's key: its periods then wait
   * for a server holding the right one.
   */
  async function chainsFor(game: LotteryGameRow, days: Map<string, number>) {
    const made = [...days].map(([day, length]) => ({
      lotteryGameId: game.id,
      merchantId: game.merchantId,
      day,
      length,
      headHash: chainHead(chainEndSeed(deps.seedKey, game.id, day), length),
    }));
    await repository.insertChains(made);
    const chains = new Map(
      (await repository.chainsOf(game.id, [...days.keys()])).map((chain) => [chain.day, chain]),
    );
    const isOurs = made.every((row) => chains.get(row.day)?.headHash === row.headHash);
    if (isOurs) return chains;
    deps.onProblem?.('lottery seed chain published under another seed key', { game: game.gameId });
    return undefined;
  }

  async function insertChained(game: LotteryGameRow, periods: PeriodTimes[]): Promise<number> {
    const schedule = scheduleOf(game);
    if (!schedule) return 0;
    const places = periods.map((period) => chainPlaceOf(schedule, period.numero));
    const chains = await chainsFor(game, new Map(places.map((place) => [place.day, place.length])));
    if (!chains) return 0;
    return repository.insertPeriods(
      periods.flatMap((period, at) => {
        const place = places[at];
        const chain = place && chains.get(place.day);
        if (!place || !chain) return [];
        return [
          {
            ...period,
            lotteryGameId: game.id,
            merchantId: game.merchantId,
            scheme: 2 as const,
            chainId: chain.id,
            chainIndex: place.index,
            // The first period's commitment is the head; a later one's is the seed before it,
            // filled in when that seed is revealed.
            seedHash: place.index === 1 ? chain.headHash : null,
          },
        ];
      }),
    );
  }

  /**
   * The seed a due period reveals: its own (scheme 1), or its place in its day chain derived
   * from the key (scheme 2) — undefined, and said, when the key does not give the published head.
   */
  function seedOf(period: DuePeriod, chains: Chains): string | undefined {
    if (period.scheme === 1) return period.seed ?? undefined;
    const { chainDay, chainLength, chainIndex } = period;
    if (chainDay === null || chainLength === null || chainIndex === null) return undefined;
    const key = `${period.lotteryGameId}:${chainDay}`;
    let seeds = chains.get(key);
    if (seeds === undefined) {
      const made = chainSeeds(
        chainEndSeed(deps.seedKey, period.lotteryGameId, chainDay),
        chainLength,
      );
      // The chain is this key's only if its first seed hashes to the head published.
      seeds = hashServerSeed(made[0] ?? '', 2) === period.chainHead ? made : null;
      chains.set(key, seeds);
    }
    if (seeds === null) {
      deps.onProblem?.('lottery seed key does not give the published chain', {
        game: period.gameId,
        numero: period.numero,
      });
      return undefined;
    }
    return seeds[chainIndex - 1];
  }

  /** The sheet a period draws (or would have drawn) from its seed and, in scheme 2, its tickets. */
  async function sheetOf(trx: Executor, period: DuePeriod, seed: string, digest?: string) {
    if (period.scheme === 1) {
      return { sheet: drawSheet(period.sheetFormat, seed, period.gameId, period.numero, 1) };
    }
    const tickets =
      digest === undefined ? await repository.ticketsDigest(trx, period.id) : undefined;
    const ticketsDigest = digest ?? tickets?.digest ?? '';
    return {
      sheet: drawSheet(period.sheetFormat, seed, period.gameId, period.numero, 2, ticketsDigest),
      tickets,
    };
  }

  /** Reveals each cancelled period's seed and would-be sheet once its draw time has come. */
  async function revealCancelled(chains: Chains): Promise<number> {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      let revealed = 0;
      for (const period of await repository.dueReveals(trx, now, drawBatch)) {
        const seed = seedOf(period, chains);
        if (seed === undefined) continue;
        const { sheet } = await sheetOf(trx, period, seed, period.ticketsDigest ?? undefined);
        if (await repository.markRevealed(trx, period.id, seed, sheet)) revealed += 1;
      }
      return revealed;
    });
  }

  return {
    /**
     * Makes each drawing game's periods up to its horizon, from its latest one (so periods a
     * downtime missed are made too, in slices), each in its day's chain. Answers how many it made.
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
        made += await insertChained(game, periods);
      }
      return made;
    },

    /**
     * Draws every period whose time has come, oldest first: its sheet from its seed and
     * tickets, status drawn, the seed revealed. Two servers drawing at once take different
     * periods; none is drawn twice. Then reveals the cancelled periods whose time has come.
     * Answers how many it drew.
     */
    async drawDue(): Promise<number> {
      const chains: Chains = new Map();
      let drawn = 0;
      for (;;) {
        const now = deps.clock.now();
        const { due, done } = await deps.db.transaction().execute(async (trx) => {
          const rows = await repository.duePeriods(trx, now, drawBatch);
          let count = 0;
          for (const period of rows) {
            const seed = seedOf(period, chains);
            if (seed === undefined) continue;
            const { sheet, tickets } = await sheetOf(trx, period, seed);
            if (await repository.markDrawn(trx, period.id, { sheet, seed, tickets }, now))
              count += 1;
          }
          return { due: rows.length, done: count };
        });
        drawn += done;
        if (due < drawBatch || done === 0) break;
      }
      await revealCancelled(chains);
      return drawn;
    },

    /** When the next draw is due, if any period is open. */
    nextDrawAt: () => repository.nextDrawAt(),
  };
}
