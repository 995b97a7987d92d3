import type {
  DeskEvent,
  DeskEventDetail,
  DeskMarket,
  MarketKind,
  OperatorRole,
  SportCode,
  SportEventStatus,
  SportsbookBook,
} from '@khela/contracts';
import { marginBp, spreadOdds } from '@khela/games';
import type { z } from 'zod';
import type {
  deskEventCreateSchema,
  deskEventUpdateSchema,
  deskMarketCreateSchema,
  deskMarketUpdateSchema,
  deskSettleSchema,
} from '@khela/contracts';
import type { Db } from '../../../db/database';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { OperatorScope } from '../../../plugins/operator-auth';
import { createDeskAccess, type DeskMerchantRow, type OpsService } from '../../platform';
import type { BookRepository } from '../book/book.repository';
import { scoreOf } from '../book/views';
import { sportsOfBook } from '../sportsbook.rules';
import { noEffects, type Trading, type TradingEffects } from '../trading/trading.service';
import type { SportsbookDeskRepository } from './sportsbook-desk.repository';

/** Traders: who run the book. Finance may look. */
const traders: readonly OperatorRole[] = ['owner', 'admin'];
const lookers: readonly OperatorRole[] = ['owner', 'admin', 'finance'];

type MarketCreate = z.infer<typeof deskMarketCreateSchema>;

/** A market's odds from the console: given, or spread from fair chances with a margin. */
export function oddsOfNewMarket(input: MarketCreate): number[] {
  const given = input.selections.map((selection) => selection.odds);
  if (given.every((odds) => odds !== undefined)) return given as number[];
  const chances = input.selections.map((selection) => selection.probabilityBp);
  if (input.marginBp === undefined || chances.some((chance) => chance === undefined)) {
    throw new AppError('sportsbook_market_invalid', { params: { reason: 'odds or chances' } });
  }
  return spreadOdds(chances as number[], input.marginBp).map((odds) => Math.min(odds, 1_000_000));
}

/** Decimal odds as the log shows them ("1.95"). */
function oddsText(odds: number): string {
  return (odds / 1000).toFixed(2);
}

/** A market's line, period and prices in one line of the action log. */
function marketSummary(line: number | null, period: number | null, prices: string[]): string {
  return [
    ...(line === null ? [] : [`line ${line / 1000}`]),
    ...(period === null ? [] : [`period ${period}`]),
    ...prices,
  ].join(' · ');
}

/** The trading console's service: each change audited, then its effects run. */
export function createSportsbookDeskService(deps: {
  db: Db;
  repository: SportsbookDeskRepository;
  book: BookRepository;
  trading: Trading;
  ops: OpsService;
  clock: Clock;
}) {
  const { repository, trading } = deps;
  const access = createDeskAccess(deps);

  async function eventsOf(merchant: DeskMerchantRow, ids: string[]): Promise<DeskEvent[]> {
    const [events, takings] = await Promise.all([
      deps.book.eventsById(ids),
      repository.eventTakings(ids),
    ]);
    return ids.flatMap((id) => {
      const event = events.find((candidate) => candidate.id === id);
      if (!event || event.merchantId !== merchant.id) return [];
      const taking = takings.find((candidate) => candidate.eventId === id);
      return [
        {
          id: event.id,
          sport: event.sport as SportCode,
          competition: { id: event.competitionId, name: event.competition },
          home: event.home,
          away: event.away,
          startsAt: event.startsAt.toISOString(),
          status: event.status,
          score: scoreOf(event),
          feedRef: event.feedRef,
          bets: Number(taking?.bets ?? 0),
          stake: wire(taking?.stake ?? '0', merchant.currency),
          marketCount: Number(event.marketCount ?? 0),
        },
      ];
    });
  }

  async function detailOf(merchant: DeskMerchantRow, eventId: string): Promise<DeskEventDetail> {
    const [event] = await eventsOf(merchant, [eventId]);
    if (!event) throw new AppError('sportsbook_event_not_found');
    const markets = await deps.book.marketsOf([eventId]);
    const books = await repository.selectionBooks(markets.map((market) => market.id));
    const money = (minor: bigint) => wire(minor, merchant.currency);
    return {
      ...event,
      markets: markets.map((market): DeskMarket => {
        const ofMarket = market.selections.map((selection) => ({
          selection,
          held: books.find((entry) => entry.selectionId === selection.id),
        }));
        const stake = ofMarket.reduce((sum, entry) => sum + (entry.held?.stakeMinor ?? 0n), 0n);
        const worst = ofMarket.reduce(
          (low, entry) => {
            const result = stake - (entry.held?.payoutMinor ?? 0n);
            return low === null || result < low ? result : low;
          },
          null as bigint | null,
        );
        return {
          id: market.id,
          kind: market.kind as MarketKind,
          line: market.line,
          period: market.period,
          status: market.status,
          version: market.version,
          marginBp: marginBp(market.selections.map((selection) => selection.oddsMilli)),
          feedRef: market.feedRef,
          settlements: market.settlements,
          selections: ofMarket.map(({ selection, held }) => ({
            id: selection.id,
            key: selection.key,
            name: selection.name,
            odds: selection.oddsMilli,
            result: selection.result,
            deadHeat: selection.deadHeat,
            bets: held?.bets ?? 0,
            stake: money(held?.stakeMinor ?? 0n),
            payoutIfWins: money(held?.payoutMinor ?? 0n),
          })),
          worstCase: money(worst ?? 0n),
        };
      }),
    };
  }

  /** Runs a console change (audited) and then its effects; answers what they paid. */
  async function change(
    actor: OperatorScope,
    merchant: DeskMerchantRow,
    log: { action: Parameters<OpsService['audit']>[1]['action']; target: string; detail: object },
    work: (
      trx: Parameters<Parameters<typeof access.change>[3]>[0],
      effects: TradingEffects,
    ) => Promise<void>,
  ) {
    const effects = noEffects();
    await access.change(actor, merchant.id, { ...log, detail: { ...log.detail } }, (trx) =>
      work(trx, effects),
    );
    return trading.finish(merchant.id, effects);
  }

  const audit = (actor: OperatorScope, reason?: string) => ({
    operatorId: actor.operator.id,
    source: 'console' as const,
    reason: reason ?? null,
  });

  return {
    traders,
    lookers,
    merchantOf: (
      actor: OperatorScope,
      code: string | undefined,
      language: string,
      roles: readonly OperatorRole[],
    ) => access.merchantOf(actor, code, language, roles),
    detailOf,

    async events(
      merchant: DeskMerchantRow,
      query: { book?: SportsbookBook; status?: SportEventStatus; search?: string; page: number },
    ) {
      const { ids, total } = await repository.events(merchant.id, {
        sports: query.book ? sportsOfBook(query.book) : undefined,
        status: query.status,
        search: query.search,
        page: query.page,
      });
      return { list: await eventsOf(merchant, ids), total, pageSize: repository.pageSize };
    },

    async createEvent(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      input: z.infer<typeof deskEventCreateSchema>,
    ) {
      let id = '';
      await change(
        actor,
        merchant,
        {
          action: 'sportsbook_event_create',
          target: 'sportsbook',
          detail: {
            name: `${input.home} v ${input.away}`,
            kind: input.sport,
            title: input.competition,
            startsAt: input.startsAt,
          },
        },
        async (trx, effects) => {
          id = await trading.createEvent(
            trx,
            merchant.id,
            { ...input, startsAt: new Date(input.startsAt) },
            effects,
          );
        },
      );
      return detailOf(merchant, id);
    },

    async updateEvent(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      eventId: string,
      input: z.infer<typeof deskEventUpdateSchema>,
    ) {
      const paid = await change(
        actor,
        merchant,
        {
          action: 'sportsbook_event_update',
          target: `sb-event:${eventId}`,
          detail: {
            ...(input.status ? { status: input.status } : {}),
            ...(input.score ? { summary: `${input.score.home}-${input.score.away}` } : {}),
            ...(input.reason ? { reason: input.reason } : {}),
          },
        },
        (trx, effects) =>
          trading.changeEvent(
            trx,
            merchant.id,
            eventId,
            { status: input.status, score: input.score, reason: input.reason },
            audit(actor, input.reason),
            effects,
          ),
      );
      return { paid, event: await detailOf(merchant, eventId) };
    },

    async addMarket(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      eventId: string,
      input: MarketCreate,
    ) {
      const odds = oddsOfNewMarket(input);
      await change(
        actor,
        merchant,
        {
          action: 'sportsbook_market_create',
          target: `sb-event:${eventId}`,
          detail: {
            kind: input.kind,
            summary: marketSummary(
              input.line,
              input.period,
              input.selections.map(
                (selection, index) => `${selection.key} ${oddsText(odds[index] ?? 0)}`,
              ),
            ),
          },
        },
        async (trx, effects) => {
          await trading.addMarket(
            trx,
            merchant.id,
            eventId,
            {
              kind: input.kind,
              line: input.line,
              period: input.period,
              selections: input.selections.map((selection, index) => ({
                key: selection.key,
                name: selection.name,
                odds: odds[index] ?? 1001,
              })),
            },
            effects,
          );
        },
      );
      return detailOf(merchant, eventId);
    },

    async updateMarket(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      marketId: string,
      input: z.infer<typeof deskMarketUpdateSchema>,
    ) {
      const eventId = await this.eventOfMarket(merchant, marketId);
      await change(
        actor,
        merchant,
        {
          action: 'sportsbook_market_update',
          target: `sb-market:${marketId}`,
          detail: {
            ...(input.status ? { status: input.status } : {}),
            summary: marketSummary(
              input.line ?? null,
              null,
              (input.odds ?? []).map((odds) => `#${odds.selectionId} ${oddsText(odds.odds)}`),
            ),
          },
        },
        (trx, effects) => trading.changeMarket(trx, merchant.id, marketId, input, effects),
      );
      return detailOf(merchant, eventId);
    },

    async settle(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      marketId: string,
      input: z.infer<typeof deskSettleSchema>,
    ) {
      await this.eventOfMarket(merchant, marketId);
      return change(
        actor,
        merchant,
        {
          action: 'sportsbook_settle',
          target: `sb-market:${marketId}`,
          detail: {
            summary: input.results
              .map(
                (result) =>
                  `#${result.selectionId} ${result.result}${result.deadHeat ? `/${result.deadHeat}` : ''}`,
              )
              .join(' · '),
            ...(input.reason ? { reason: input.reason } : {}),
          },
        },
        (trx, effects) =>
          trading.settle(
            trx,
            merchant.id,
            marketId,
            input.results,
            audit(actor, input.reason),
            effects,
          ),
      );
    },

    async voidMarket(
      actor: OperatorScope,
      merchant: DeskMerchantRow,
      marketId: string,
      reason: string,
    ) {
      await this.eventOfMarket(merchant, marketId);
      return change(
        actor,
        merchant,
        { action: 'sportsbook_void', target: `sb-market:${marketId}`, detail: { reason } },
        (trx, effects) =>
          trading.voidMarket(trx, merchant.id, marketId, audit(actor, reason), effects),
      );
    },

    async eventOfMarket(merchant: DeskMerchantRow, marketId: string): Promise<string> {
      const market = await deps.db
        .selectFrom('sbMarkets')
        .select('eventId')
        .where('merchantId', '=', merchant.id)
        .where('id', '=', marketId)
        .executeTakeFirst();
      if (!market) throw new AppError('sportsbook_market_not_found');
      return market.eventId;
    },
  };
}

export type SportsbookDeskService = ReturnType<typeof createSportsbookDeskService>;
