import {
  areaReturnMilli,
  baccaratDecks,
  crashBustAfterMs,
  cardsPerDeck,
  dealtResult,
  drawnResult,
  outcomeClasses,
  outcomeOf,
  roundLabel,
  roundNumber,
  shoeLabel,
  tableDayChainLength,
  usesShoe,
  type CockfightSide,
  type TableGame,
  type TableResult,
} from '@khela/games';
import type { Transaction } from 'kysely';
import type { Executor } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { VendorWalletService } from '../../games';
import type { LedgerService } from '../../money';
import { tablesVassalage } from '../tables.rules';
import type {
  GameTableRow,
  RoundsRepository,
  TableRoundRow,
  TableShoeRow,
} from './rounds.repository';
import { cockfightSettlement } from './cockfight-rounds';
import { crashBustOf, crashSettleAfterMs } from './crash-rounds';
import { seedHashOf, type TableSeeds } from './table-seeds';

/** Results settled by their own rules: a crash round's bust, a fight's declared winner. */
type SettledElsewise =
  { game: 'crash'; bust: number } | { game: 'cockfight'; winner: CockfightSide };

/** A round still open this long after its window closed missed it: cancelled, never drawn late. */
export const missedAfterMs = 10_000;
/** Rounds advanced per run, and cancelled slips refunded per run. */
const dueBatch = 100;
const refundBatch = 200;

/** A UTC day as a chain names it: YYYYMMDD. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10).replaceAll('-', '');
}

export interface RoundEngineDeps {
  repository: RoundsRepository;
  seeds: TableSeeds;
  ledger: Pick<LedgerService, 'noteMoved' | 'account' | 'houseAccount'>;
  vendorWallet: Pick<VendorWalletService, 'rollbackInTransaction'>;
  clock: Clock;
  /** Tells every server's players at these tables that something changed. */
  changed: (tableIds: string[]) => void;
}

/**
 * The life of a table's rounds, safe to run on every server at once: each step is a
 * conditional update, so a round is opened, closed, drawn, settled and refunded once.
 * open → closed (its window passed; bets in flight finish first) → resolved (its result from
 * its seed or its shoe) → settled (every bet paid); or cancelled → refunded. A round that
 * missed its window (no server ran) is cancelled and refunded, never drawn late.
 */
export function createRoundEngine(deps: RoundEngineDeps) {
  const { repository, seeds, clock } = deps;

  /** The shoe the next round deals from: the one dealing, or a new one from this round's seed. */
  async function shoeFor(
    trx: Transaction<Database>,
    table: GameTableRow,
    place: { chainId: string; day: string; seedIndex: number; number: string },
  ): Promise<TableShoeRow> {
    const now = clock.now();
    const current = await repository.dealingShoe(trx, table.id);
    if (current && current.chainId === place.chainId && current.cursor < current.cutAt) {
      return current;
    }
    if (current) {
      const chain = await repository.chainById(trx, current.chainId);
      await repository.endShoe(
        trx,
        current.id,
        seeds.seed(table.id, chain.day, current.seedIndex),
        now,
      );
    }
    const seed = seeds.seed(table.id, place.day, place.seedIndex);
    const shoe = seeds.shoe(seed, shoeLabel(table.code, place.number), baccaratDecks);
    return repository.newShoe(trx, {
      tableId: table.id,
      chainId: place.chainId,
      seedIndex: place.seedIndex,
      number: place.number,
      seedHash: seedHashOf(seed),
      cutAt: shoe.cutAt,
      cardCount: baccaratDecks * cardsPerDeck,
    });
  }

  /** When a round's result has been shown long enough: its close (a crash round's bust) and after. */
  function resultEndMs(table: GameTableRow, round: TableRoundRow): number {
    const bust = (round.result as { game: string; bust?: number } | null)?.bust;
    const runMs = table.game === 'crash' && bust !== undefined ? crashBustAfterMs(bust) : 0;
    return round.closesAt.getTime() + runMs + table.resultMs;
  }

  /** The table's next round: after the last one's result, or now when that is past. */
  async function openNext(table: GameTableRow): Promise<TableRoundRow | undefined> {
    const last = await repository.lastRound(table.id);
    const nowMs = clock.now().getTime();
    const afterLastMs = last ? resultEndMs(table, last) : nowMs;
    const opensAt = new Date(Math.max(afterLastMs, nowMs));
    const closesAt = new Date(opensAt.getTime() + table.bettingMs);
    const day = dayOf(opensAt);
    const game = table.game as TableGame;
    const isCrash = table.game === 'crash';
    return repository.transaction().execute(async (trx) => {
      const chain = await repository.chain(
        trx,
        table.id,
        day,
        seeds.head(table.id, day),
        tableDayChainLength,
      );
      const previous = await repository.lastRound(table.id, trx);
      const seedIndex =
        previous?.chainId === chain.id && previous.seedIndex !== null ? previous.seedIndex + 1 : 1;
      if (seedIndex > tableDayChainLength) return undefined;
      const number = roundNumber(day, seedIndex);
      const place = { chainId: chain.id, day, seedIndex, number };
      const shoe = usesShoe(game) ? await shoeFor(trx, table, place) : undefined;
      return repository.newRound(trx, {
        merchantId: table.merchantId,
        tableId: table.id,
        chainId: chain.id,
        seedIndex,
        number,
        opensAt,
        closesAt,
        seedHash: shoe ? shoe.seedHash : seedHashOf(seeds.seed(table.id, day, seedIndex)),
        shoeId: shoe?.id ?? null,
        // A crash round's payout is counted on one result: every bet back at its target or most.
        classCount: isCrash ? 1 : outcomeClasses(game).length,
        capMinor: BigInt(table.maxRoundPayoutMinor),
        crashEdgeBp: isCrash ? table.crashEdgeBp : null,
        crashMaxMultiplier: isCrash ? table.crashMaxMultiplier : null,
      });
    });
  }

  /** A drawn round's own seed: its place in its table's day chain (its number begins with the day). */
  function seedOf(table: GameTableRow, round: TableRoundRow): string {
    if (round.seedIndex === null) throw new Error(`tables: round ${round.id} has no seed`);
    return seeds.seed(table.id, round.number.slice(0, 8), round.seedIndex);
  }

  /** A closed round's result: drawn from its seed, or dealt from its shoe (moving the shoe on). */
  async function resolve(table: GameTableRow, round: TableRoundRow): Promise<boolean> {
    const game = table.game as TableGame;
    const now = clock.now();
    if (table.game === 'crash') {
      const { bust } = crashBustOf(seeds, table, round);
      const seed = seedOf(table, round);
      const result = { game: 'crash', bust };
      return repository.resolve(repository.db, round.id, { result, seed, cardFrom: null, now });
    }
    if (game === 'roulette' || game === 'sicBo') {
      const seed = seedOf(table, round);
      const result = drawnResult(game, seed, roundLabel(table.code, round.number));
      return repository.resolve(repository.db, round.id, { result, seed, cardFrom: null, now });
    }
    if (game !== 'baccarat' && game !== 'baccaratNoCommission' && game !== 'dragonTiger')
      return false;
    return repository.transaction().execute(async (trx) => {
      const shoe = round.shoeId ? await repository.dealingShoeById(trx, round.shoeId) : undefined;
      if (!shoe) throw new Error(`tables: round ${round.id} has no shoe to deal from`);
      const chain = await repository.chainById(trx, shoe.chainId);
      const seed = seeds.seed(table.id, chain.day, shoe.seedIndex);
      const { cards } = seeds.shoe(seed, shoeLabel(table.code, shoe.number), baccaratDecks);
      const dealt = dealtResult(game, cards, shoe.cursor);
      if (!(await repository.moveShoe(trx, shoe.id, shoe.cursor, dealt.next))) return false;
      return repository.resolve(trx, round.id, {
        result: dealt.result,
        seed: null,
        cardFrom: shoe.cursor,
        now,
      });
    });
  }

  /**
   * Pays a resolved round's bets by what each area returns on its result (a crash bet by where
   * it got to before the bust; a fight's by the arena's pricing).
   */
  async function settle(table: GameTableRow, round: TableRoundRow): Promise<void> {
    const result = round.result as TableResult | SettledElsewise;
    let areas: { area: string; returnMilli: number }[];
    let crash: { bust: number; maxMultiplier: number } | null = null;
    let oddsArea: string | null = null;
    if (result.game === 'crash') {
      areas = [{ area: 'crash', returnMilli: 0 }];
      crash = { bust: result.bust, maxMultiplier: round.crashMaxMultiplier ?? result.bust };
    } else if (result.game === 'cockfight') {
      const pools = await repository.pools(round.id);
      ({ areas, oddsArea } = cockfightSettlement(round, result.winner, pools));
    } else {
      const outcome = outcomeOf(result);
      areas = (await repository.openAreas(round.id)).map((area) => ({
        area,
        returnMilli: areaReturnMilli(area, outcome),
      }));
    }
    const done = await repository.settle(round.id, areas, clock.now(), crash, oddsArea);
    deps.ledger.noteMoved(round.merchantId, [...new Set(done.movedMemberIds)]);
  }

  /**
   * A crash round past its close as far as it goes now: busted at its instant (shown), settled
   * a moment later.
   */
  async function advanceCrash(table: GameTableRow, round: TableRoundRow): Promise<void> {
    const nowMs = clock.now().getTime();
    const { bustAt } = crashBustOf(seeds, table, round);
    if (round.status === 'closed') {
      if (nowMs < bustAt.getTime()) return;
      if (await resolve(table, round)) deps.changed([table.id]);
    }
    if (nowMs < bustAt.getTime() + crashSettleAfterMs) return;
    const resolved = await repository.round(round.id);
    if (resolved?.status === 'resolved') {
      await settle(table, resolved);
      deps.changed([table.id]);
    }
  }

  /** Takes a due round as far as it goes now: closed, resolved and settled, or cancelled. */
  async function advance(round: TableRoundRow): Promise<void> {
    const table = await repository.table(round.tableId);
    if (!table) return;
    const nowMs = clock.now().getTime();
    if (table.game === 'crash' && round.status !== 'open') {
      await advanceCrash(table, round);
      return;
    }
    // A fight is the operator's to close and declare, its betting shut here only when its
    // longest window ends (the fight waits for its result); once declared, it is paid here.
    if (round.isDeclared) {
      if (round.status === 'open') await repository.close(round.id, clock.now());
      if (round.status === 'resolved') await settle(table, round);
      deps.changed([table.id]);
      return;
    }
    if (round.status === 'open') {
      if (round.closesAt.getTime() + missedAfterMs < nowMs) {
        await cancel(table, round, { reason: 'missed', operatorId: null });
        return;
      }
      await repository.close(round.id, clock.now());
      deps.changed([table.id]);
      if (table.game === 'crash') return;
    }
    if (round.status === 'open' || round.status === 'closed') {
      await resolve(table, round);
    }
    const resolved = await repository.round(round.id);
    if (resolved?.status === 'resolved') {
      await settle(table, resolved);
      deps.changed([table.id]);
    }
  }

  /**
   * Cancels a round not yet resolved: its own seed shown (a roulette or sic bo round's; a
   * shoe's stays hidden, the shoe deals on), its stakes refunded by the refund step.
   */
  async function cancel(
    table: GameTableRow,
    round: TableRoundRow,
    values: { reason: string; operatorId: string | null; merchantId?: string },
    executor?: Executor,
  ): Promise<TableRoundRow | undefined> {
    const seed =
      round.isDeclared || usesShoe(table.game as TableGame) ? null : seedOf(table, round);
    // A crash round runs once its betting closed: it busts where its seed says, never cancelled.
    const statuses = table.game === 'crash' ? ['open' as const] : undefined;
    const cancelled = await repository.cancel(
      { ...values, roundId: round.id, seed, now: clock.now(), statuses },
      executor,
    );
    if (cancelled) deps.changed([table.id]);
    return cancelled;
  }

  /** One slip of a cancelled round given back: its bet rolled back once, its bets marked. */
  async function refundSlip(
    round: { id: string; merchantId: string; number: string; code: string; currency: string },
    slip: { memberId: string; requestId: string; isPlayMoney: boolean },
  ): Promise<void> {
    const { merchantId, currency } = round;
    const [player, house] = await Promise.all([
      deps.ledger.account({
        merchantId,
        kind: slip.isPlayMoney ? 'play_money' : 'player',
        memberId: slip.memberId,
        currency,
      }),
      deps.ledger.houseAccount(
        merchantId,
        slip.isPlayMoney ? 'play_money' : 'games',
        currency,
        slip.memberId,
      ),
    ]);
    await repository.transaction().execute(async (trx) => {
      const now = clock.now();
      if (!(await repository.markRefunded(trx, { ...slip, roundId: round.id, now }))) return;
      await deps.vendorWallet.rollbackInTransaction(trx, {
        merchantId,
        vassalage: tablesVassalage,
        currency,
        memberId: slip.memberId,
        transactionUuid: `table-refund:${round.id}:${slip.requestId}`,
        referenceUuid: `${slip.requestId}:bet`,
        round: `${round.code}:${round.number}`,
        gameCode: round.code,
        supplierTransactionId: null,
        isRoundClosed: true,
        playerAccountId: player,
        houseAccountId: house,
      });
    });
    deps.ledger.noteMoved(merchantId, [slip.memberId]);
  }

  /** Gives back the stakes of cancelled rounds; a round with none left is refunded. */
  async function refundCancelled(): Promise<number> {
    let refunded = 0;
    for (const round of await repository.refundsDue(dueBatch)) {
      const slips = await repository.openSlips(round.id, refundBatch);
      for (const slip of slips) await refundSlip(round, slip);
      refunded += slips.length;
      if (slips.length < refundBatch) {
        await repository.markRoundRefunded(round.id, clock.now());
        deps.changed([round.tableId]);
      }
    }
    return refunded;
  }

  return {
    openNext,
    advance,
    cancel,
    refundCancelled,

    /** One pass: due rounds advanced, cancelled ones refunded, idle tables given a round. */
    async run(): Promise<void> {
      const failures: unknown[] = [];
      for (const round of await repository.dueRounds(clock.now(), dueBatch)) {
        await advance(round).catch((error: unknown) => failures.push(error));
      }
      await refundCancelled().catch((error: unknown) => failures.push(error));
      for (const table of await repository.tablesWithoutRound()) {
        const made = await openNext(table).catch((error: unknown) => {
          failures.push(error);
          return undefined;
        });
        if (made) deps.changed([table.id]);
      }
      if (failures.length > 0)
        throw new AggregateError(failures, 'tables: a round could not go on');
    },

    /** When the engine has work next: a round's close, or a running crash round's bust or settlement. */
    async nextCloseAt(): Promise<Date | undefined> {
      const [close, running] = await Promise.all([
        repository.nextCloseAt(),
        repository.runningCrashRounds(),
      ]);
      const times = running.map((round) => {
        const { bustAt } = crashBustOf(seeds, { id: round.tableId, code: round.code }, round);
        return round.status === 'closed' ? bustAt.getTime() : bustAt.getTime() + crashSettleAfterMs;
      });
      if (close) times.push(close.getTime());
      return times.length === 0 ? undefined : new Date(Math.min(...times));
    },
  };
}

export type RoundEngine = ReturnType<typeof createRoundEngine>;
