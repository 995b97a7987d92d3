import type {
  LotteryCancellations,
  LotteryChain,
  LotteryFingerprints,
  LotteryItem,
  LotteryResult,
} from '@khela/contracts';
import type { ResultSheet } from '@khela/games';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../../plugins/context';
import type { LotteryListsRepository } from './lottery-lists.repository';

type ResultRow = Awaited<ReturnType<LotteryListsRepository['results']>>[number];

/** Fingerprints of a period's tickets on one page of the public list. */
const fingerprintsPerPage = 1000;
/** Cancelled periods on one page of the public list. */
const cancellationsPerPage = 20;

/** A name in the reader's language, else English, else the first there is. */
export function nameIn(names: Record<string, string>, language: string, fallback: string): string {
  return names[language] ?? names.en ?? Object.values(names)[0] ?? fallback;
}

/** A chained period's place in its day chain, from the chain's columns; null for scheme 1. */
export function chainOf(row: {
  chainIndex: number | null;
  chainDay: string | null;
  chainLength: number | null;
  chainHead: string | null;
  chainPublishedAt: Date | null;
}): LotteryChain | null {
  const { chainIndex, chainDay, chainLength, chainHead, chainPublishedAt } = row;
  if (chainIndex === null || chainDay === null || chainLength === null) return null;
  if (chainHead === null || chainPublishedAt === null) return null;
  return {
    day: chainDay,
    index: chainIndex,
    length: chainLength,
    head: chainHead,
    publishedAt: new Date(chainPublishedAt).toISOString(),
  };
}

/**
 * A period as its result shows it. The seed only once revealed: drawn, or cancelled and past
 * its draw time (then with the sheet it would have drawn).
 */
export function resultOf(
  gameId: string,
  sheetFormat: LotteryItem['sheetFormat'],
  row: ResultRow,
): LotteryResult {
  const isDrawn = row.status === 'drawn' || row.status === 'settled';
  const isCancelled = row.status === 'cancelled';
  const sheet = row.sheet as ResultSheet | null;
  const voidSheet = row.voidSheet as ResultSheet | null;
  const isRevealed = isDrawn || (isCancelled && voidSheet !== null);
  return {
    gameId,
    numero: row.numero,
    drawsAt: new Date(row.drawsAt).toISOString(),
    status: row.status as LotteryResult['status'],
    sheetFormat,
    prizes: isDrawn && sheet ? sheet.prizes : null,
    voidPrizes: isCancelled && voidSheet ? voidSheet.prizes : null,
    seed: isRevealed ? row.seed : null,
    seedHash: row.seedHash,
    scheme: row.scheme,
    chain: chainOf(row),
    ticketsDigest: isRevealed ? row.ticketsDigest : null,
    ticketCount: isRevealed || isCancelled ? row.ticketCount : null,
    cancelReason: isCancelled ? row.cancelReason : null,
  };
}

/**
 * The lottery's public proofs: every cancelled period with its reason, who agreed to it and,
 * from its draw time, its seed and the sheet it would have drawn; and the fingerprints of the
 * tickets a revealed draw was made from, so anyone can recompute its digest.
 */
export function createLotteryProofs(deps: { repository: LotteryListsRepository }) {
  const { repository } = deps;
  return {
    /** GET /lgw/vn/numeros/cancelled: the merchant's cancelled periods, latest first. */
    async cancelled(context: RequestContext, page: number): Promise<LotteryCancellations> {
      const { rows, total } = await repository.cancelled(context.merchant.id, {
        offset: (page - 1) * cancellationsPerPage,
        limit: cancellationsPerPage,
      });
      return {
        items: rows.map((row) => {
          const cancelledAt = new Date(row.cancelledAt ?? row.drawsAt);
          const isSecond = row.decidedBy !== null && row.decidedBy !== row.requestedBy;
          return {
            ...resultOf(row.gameId, row.sheetFormat, row),
            gameName: nameIn(row.names, context.language, row.gameId),
            cancelledAt: cancelledAt.toISOString(),
            isAfterLock: row.isAfterLock ?? cancelledAt >= new Date(row.locksAt),
            operatorCount: isSecond ? 2 : 1,
          };
        }),
        page,
        totalPages: Math.max(1, Math.ceil(total / cancellationsPerPage)),
      };
    },

    /** GET /lgw/vn/numeros/fingerprints: a revealed period's ticket fingerprints, a page. */
    async fingerprints(
      context: RequestContext,
      query: { gameId: string; numero: string; page: number },
    ): Promise<LotteryFingerprints> {
      const period = await repository.period(context.merchant.id, query.gameId, query.numero);
      // Before its seed is revealed a period's tickets stay unlisted: betting may be open.
      if (!period || period.seed === null || period.ticketCount === null) {
        throw new AppError('not_found');
      }
      const fingerprints = await repository.fingerprints(period.id, {
        offset: (query.page - 1) * fingerprintsPerPage,
        limit: fingerprintsPerPage,
      });
      return {
        gameId: query.gameId,
        numero: query.numero,
        ticketsDigest: period.ticketsDigest,
        ticketCount: period.ticketCount,
        fingerprints,
        page: query.page,
        totalPages: Math.max(1, Math.ceil(period.ticketCount / fingerprintsPerPage)),
      };
    },
  };
}
