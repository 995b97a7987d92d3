import type { FeedMarket, FeedMessage } from '@khela/contracts';
import type { Executor } from '../../../db/database';
import type { SbEventStatus } from '../../../db/schema';
import type { TradingRepository } from '../trading/trading.repository';
import type { Trading, TradingEffects } from '../trading/trading.service';

const feedAudit = { operatorId: null, source: 'feed' as const, reason: null };

type EventRow = NonNullable<Awaited<ReturnType<TradingRepository['eventByFeed']>>>;

/**
 * Applies the feed's messages to the book, each through the same changes the console makes:
 * a fixture makes or updates its event, odds make or move its markets, a bet stop suspends
 * them, a settlement settles one (again: resettled), a cancel voids one or the whole event, a
 * rollback undoes a settlement. The caller keeps the order and the sequence.
 */
export function createFeedApply(deps: { repository: TradingRepository; trading: Trading }) {
  const { repository, trading } = deps;

  async function marketByRef(trx: Executor, event: EventRow, ref: string) {
    const markets = await repository.lockMarkets(trx, event.id);
    return markets.find((market) => market.feedRef === ref);
  }

  async function applyOdds(
    trx: Executor,
    event: EventRow,
    market: FeedMarket,
    markets: Awaited<ReturnType<TradingRepository['lockMarkets']>>,
    effects: TradingEffects,
  ) {
    const found = markets.find((candidate) => candidate.feedRef === market.ref);
    if (!found) {
      await trading.addMarket(
        trx,
        event.merchantId,
        event.id,
        {
          kind: market.kind,
          line: market.line ?? null,
          period: market.period ?? null,
          status: market.status,
          feedRef: market.ref,
          selections: market.selections.map((selection) => ({
            key: selection.key,
            name: selection.name ?? null,
            odds: selection.odds,
          })),
        },
        effects,
      );
      return;
    }
    if (found.status === 'settled' || found.status === 'void') return;
    const selections = await repository.selections(trx, found.id);
    const odds = market.selections.flatMap((selection) => {
      const own = selections.find((candidate) => candidate.key === selection.key);
      return own && own.oddsMilli !== selection.odds
        ? [{ selectionId: own.id, odds: selection.odds }]
        : [];
    });
    const line = market.line ?? null;
    // A market the message repeats as it stands is left alone (its version does not move).
    if (odds.length === 0 && line === found.line && market.status === found.status) return;
    await trading.changeMarket(
      trx,
      event.merchantId,
      found.id,
      {
        status: market.status,
        ...(line !== found.line ? { line } : {}),
        odds,
      },
      effects,
    );
  }

  /** A settlement's results by selection key; a selection it does not name loses. */
  async function applySettlement(
    trx: Executor,
    event: EventRow,
    message: Extract<FeedMessage, { type: 'settlement' }>,
    effects: TradingEffects,
  ) {
    const market = await marketByRef(trx, event, message.market);
    if (!market) return;
    const selections = await repository.selections(trx, market.id);
    const results = selections.map((selection) => {
      const given = message.results.find((result) => result.key === selection.key);
      return {
        selectionId: selection.id,
        result: given?.result ?? ('lose' as const),
        deadHeat: given?.deadHeat ?? null,
      };
    });
    await trading.settle(trx, event.merchantId, market.id, results, feedAudit, effects);
  }

  async function applyToEvent(
    trx: Executor,
    event: EventRow,
    message: Exclude<FeedMessage, { type: 'fixture' }>,
    effects: TradingEffects,
  ) {
    const { merchantId } = event;
    switch (message.type) {
      case 'odds': {
        const markets = await repository.lockMarkets(trx, event.id);
        for (const market of message.markets) {
          await applyOdds(trx, event, market, markets, effects);
        }
        return;
      }
      case 'score':
        await trading.changeEvent(
          trx,
          merchantId,
          event.id,
          { status: message.status, score: message.score },
          feedAudit,
          effects,
        );
        return;
      case 'betStop':
        for (const market of await repository.lockMarkets(trx, event.id)) {
          const isNamed = !message.markets || message.markets.includes(market.feedRef ?? '');
          if (isNamed && market.status === 'open') {
            await trading.changeMarket(
              trx,
              merchantId,
              market.id,
              { status: 'suspended' },
              effects,
            );
          }
        }
        return;
      case 'settlement':
        await applySettlement(trx, event, message, effects);
        return;
      case 'cancel': {
        if (message.market === undefined) {
          await trading.changeEvent(
            trx,
            merchantId,
            event.id,
            { status: 'cancelled', reason: 'feed' },
            feedAudit,
            effects,
          );
          return;
        }
        const market = await marketByRef(trx, event, message.market);
        if (market) await trading.voidMarket(trx, merchantId, market.id, feedAudit, effects);
        return;
      }
      case 'rollback': {
        const market = await marketByRef(trx, event, message.market);
        if (market?.status === 'settled') {
          await trading.rollback(trx, merchantId, market.id, effects);
        }
        return;
      }
    }
  }

  return {
    /**
     * One message in the caller's transaction: a fixture makes its event when new; any other
     * message of an unknown event is ignored (the caller recovers it from a snapshot).
     * Answers the event, or undefined.
     */
    async apply(
      trx: Executor,
      merchantId: string,
      message: FeedMessage,
      effects: TradingEffects,
    ): Promise<string | undefined> {
      const event = await repository.eventByFeed(trx, merchantId, message.event);
      if (message.type === 'fixture') {
        const values = {
          sport: message.sport,
          competition: message.competition,
          home: message.home,
          away: message.away,
          startsAt: new Date(message.startsAt),
          status: message.status as SbEventStatus,
          feedRef: message.event,
          score: message.score ?? null,
        };
        if (!event) return trading.createEvent(trx, merchantId, values, effects);
        if (event.status !== message.status) {
          await trading.changeEvent(
            trx,
            merchantId,
            event.id,
            { status: message.status, score: message.score ?? undefined },
            feedAudit,
            effects,
          );
        }
        return event.id;
      }
      if (!event) return undefined;
      await applyToEvent(trx, event, message, effects);
      return event.id;
    },
  };
}

export type FeedApply = ReturnType<typeof createFeedApply>;
