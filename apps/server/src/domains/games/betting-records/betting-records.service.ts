import { houseVendorCode, tablesVendorCode } from '@khela/contracts';
import { isJackpotHit } from '@khela/games';
import {
  catalogueGameTypes,
  houseSpinSchema,
  recordsRangeDaysMax,
  type BetRecord,
  type BetRecords,
  type BetRecordsQuery,
  type BetRoundDetail,
  type BetRoundQuery,
  type BetSpin,
  type CatalogueGameType,
  type Profit,
  type ProfitQuery,
  type ProfitSums,
  type TableGameName,
  type TableMyRound,
} from '@khela/contracts';
import { wire } from '../../../lib/amounts';
import type { Clock } from '../../../lib/clock';
import { dateIn, dayMs, dayOf, startOfDay } from '../../../lib/days';
import { AppError } from '../../../lib/errors';
import { translate } from '../../../lib/messages';
import type { SignedInMember } from '../../../plugins/member-auth';
import type { RequestContext } from '../../../plugins/context';
import type {
  BetFilter,
  BetRow,
  BettingRecordsRepository,
  HouseRoundRow,
  ProfitRow,
} from './betting-records.repository';

/** A round of the in-house tables, looked up by its record's round id (`<code>:<number>`). */
export type TableRoundLookup = (values: {
  merchantId: string;
  memberId: string;
  round: string;
  currency: string;
}) => Promise<(TableMyRound & { game: TableGameName; code: string }) | undefined>;

/** The in-house vendor's round ids are its spins' request ids (UUIDs). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Days each named period of the profit page spans, ending today (yesterday: ending then). */
const periodDays = { today: 1, yesterday: 1, last7Days: 7, last30Days: 30 } as const;

/** A refusal of the date range, worded like the account records' (one field error on `path`). */
function badRange(language: string, path: 'from' | 'to', code = 'validation.dateRange') {
  const messageKey = code === 'field_required' ? 'field_required' : 'field_invalid';
  return new AppError('validation_failed', {
    fields: [{ path, code, message: translate(language, messageKey) }],
  });
}

/**
 * Two calendar days of the merchant's zone as the instants they span: from the start of the
 * first to the start of the day after the last, at most recordsRangeDaysMax days.
 */
function dayRange(context: RequestContext, from: string, to: string) {
  const fromDay = dayOf(from);
  const toDay = dayOf(to);
  const days = fromDay && toDay ? (toDay.getTime() - fromDay.getTime()) / dayMs + 1 : 0;
  if (!fromDay || !toDay || days < 1 || days > recordsRangeDaysMax) {
    throw badRange(context.language, 'from');
  }
  const timeZone = context.merchant.timezone;
  return {
    from: startOfDay(fromDay, timeZone),
    to: startOfDay(new Date(toDay.getTime() + dayMs), timeZone),
  };
}

/** A game type as the contract knows it; anything else (a game removed) is null. */
function knownGameType(value: string | null): CatalogueGameType | null {
  return catalogueGameTypes.find((type) => type === value) ?? null;
}

function toRecord(row: BetRow): BetRecord {
  const stake = BigInt(row.stakeMinor);
  const payout = BigInt(row.payoutMinor);
  return {
    source: row.source,
    roundId: row.roundId,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameCode: row.gameCode,
    gameName: row.gameName,
    gameType: knownGameType(row.gameType),
    stake: wire(stake, row.currency),
    payout: wire(payout, row.currency),
    net: wire(payout - stake, row.currency),
    status: row.isClosed ? 'settled' : 'open',
    startedAt: new Date(row.startedAt).toISOString(),
    closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
  };
}

/**
 * The spins as stored by the in-house vendor, shaped for the record. A stored spin this
 * version cannot read is a broken invariant (the vendor writes them), so it fails loudly.
 */
function toSpins(stored: unknown, currency: string): BetSpin[] {
  const spins = houseSpinSchema.array().parse(stored);
  return spins.map((spin) => ({
    nonce: spin.nonce,
    mode: spin.mode,
    stops: spin.stops,
    grid: spin.grid,
    wins: spin.wins.map((win) => ({
      symbol: win.pays,
      count: win.count,
      line: win.line ?? null,
      ways: win.ways ?? null,
      positions: win.positions,
      amount: wire(BigInt(win.amountMinor), currency),
    })),
    scatter: {
      count: spin.scatter.count,
      positions: spin.scatter.positions,
      amount: wire(BigInt(spin.scatter.amountMinor), currency),
    },
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.winMultiplier,
    total: wire(BigInt(spin.totalWinMinor), currency),
  }));
}

function toHouse(row: HouseRoundRow, currency: string): NonNullable<BetRoundDetail['house']> {
  return {
    spins: toSpins(row.spins, currency),
    total: wire(row.winMinor, currency),
    fairness: {
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      firstNonce: row.firstNonce,
      nonceCount: row.nonceCount,
      serverSeed: row.serverSeed,
      scheme: row.scheme,
      jackpot:
        row.jackpotDraw !== null && row.jackpotOddsOneIn !== null
          ? {
              draw: row.jackpotDraw,
              oddsOneIn: row.jackpotOddsOneIn,
              isHit: isJackpotHit(Number(row.jackpotDraw), row.jackpotOddsOneIn),
            }
          : null,
      betMinor: row.betMinor,
    },
  };
}

/** Sums of profit rows; net is what settled bets paid beyond their stake. */
function sums(rows: ProfitRow[], currency: string): ProfitSums {
  const add = (pick: (row: ProfitRow) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n);
  const validBet = add((row) => row.validBetMinor);
  const payout = add((row) => row.payoutMinor);
  return {
    count: rows.reduce((total, row) => total + row.count, 0),
    stake: wire(
      add((row) => row.stakeMinor),
      currency,
    ),
    validBet: wire(validBet, currency),
    payout: wire(payout, currency),
    net: wire(payout - validBet, currency),
  };
}

/** The days a profit period covers in the merchant's zone, today by the injected clock. */
function periodRange(context: RequestContext, query: ProfitQuery, today: string) {
  if (query.period === 'custom') {
    if (!query.from) throw badRange(context.language, 'from', 'field_required');
    if (!query.to) throw badRange(context.language, 'to', 'field_required');
    return { from: query.from, to: query.to };
  }
  const todayDay = dayOf(today);
  if (!todayDay) throw new Error(`today is no calendar day: ${today}`);
  const last = query.period === 'yesterday' ? todayDay.getTime() - dayMs : todayDay.getTime();
  const first = last - (periodDays[query.period] - 1) * dayMs;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: day(first), to: day(last) };
}

/**
 * The member's bets across vendors (the betting record) and their sums by game type (personal
 * profit and loss). Real money only; play-money rounds of trial play never show.
 */
export function createBettingRecordsService(deps: {
  repository: BettingRecordsRepository;
  clock: Clock;
  /** A round of the in-house tables as its member played it (the tables domain answers). */
  tableRound: TableRoundLookup;
}) {
  function filterOf(
    context: RequestContext,
    member: SignedInMember,
    range: { from: Date; to: Date },
    narrow: { gameType?: string; vassalage?: string } = {},
  ): BetFilter {
    return {
      merchantId: context.merchant.id,
      memberId: member.id,
      currency: context.merchant.currency,
      language: context.language,
      from: range.from,
      to: range.to,
      gameType: narrow.gameType || null,
      vassalage: narrow.vassalage || null,
    };
  }

  return {
    /** A page of bets between two days, newest first, with the sums of all that match. */
    async records(
      context: RequestContext,
      member: SignedInMember,
      query: BetRecordsQuery,
    ): Promise<BetRecords> {
      const filter = filterOf(context, member, dayRange(context, query.from, query.to), query);
      const offset = (query.pageNo - 1) * query.pageSize;
      const [rows, totals] = await Promise.all([
        deps.repository.page(filter, query.pageSize, offset),
        deps.repository.totals(filter),
      ]);
      const currency = context.merchant.currency;
      const stake = BigInt(totals.stakeMinor);
      const payout = BigInt(totals.payoutMinor);
      return {
        list: rows.map(toRecord),
        totals: {
          count: totals.count,
          stake: wire(stake, currency),
          payout: wire(payout, currency),
          net: wire(payout - stake, currency),
        },
        totalCount: totals.count,
        totalPages: Math.ceil(totals.count / query.pageSize),
        pageNo: query.pageNo,
      };
    },

    /** One round of the member; another member's, a play-money one or none is not_found. */
    async round(
      context: RequestContext,
      member: SignedInMember,
      query: BetRoundQuery,
    ): Promise<BetRoundDetail> {
      const found = await deps.repository.round(
        { merchantId: context.merchant.id, memberId: member.id, language: context.language },
        query.vassalage,
        query.roundId,
      );
      if (!found) throw new AppError('not_found');
      const isHouse = found.vassalage === houseVendorCode && uuidPattern.test(found.roundId);
      const house = isHouse
        ? await deps.repository.houseRound(context.merchant.id, member.id, found.roundId)
        : undefined;
      const table =
        found.vassalage === tablesVendorCode
          ? await deps.tableRound({
              merchantId: context.merchant.id,
              memberId: member.id,
              round: found.roundId,
              currency: found.currency,
            })
          : undefined;
      return {
        ...toRecord(found),
        currency: found.currency,
        house: house ? toHouse(house, found.currency) : null,
        table: table ? { game: table.game, code: table.code, round: table } : null,
      };
    },

    /** Stake, valid bet, payout and net by game type over a period, with the totals. */
    async profit(
      context: RequestContext,
      member: SignedInMember,
      query: ProfitQuery,
    ): Promise<Profit> {
      const today = dateIn(deps.clock.now(), context.merchant.timezone);
      const days = periodRange(context, query, today);
      const filter = filterOf(context, member, dayRange(context, days.from, days.to));
      const rows = await deps.repository.profit(filter);
      const currency = context.merchant.currency;
      const order = (type: string | null) => {
        const index = catalogueGameTypes.findIndex((known) => known === type);
        return index === -1 ? catalogueGameTypes.length : index;
      };
      const sorted = [...rows].sort((a, b) => order(a.gameType) - order(b.gameType));
      return {
        from: days.from,
        to: days.to,
        currency,
        rows: sorted.map((row) => ({
          gameType: knownGameType(row.gameType),
          ...sums([row], currency),
        })),
        totals: sums(rows, currency),
      };
    },
  };
}

export type BettingRecordsService = ReturnType<typeof createBettingRecordsService>;
