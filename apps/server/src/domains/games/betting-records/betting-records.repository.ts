import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';

/** Which bets of a member a query reads: one currency, real money, between two instants. */
export interface BetFilter {
  merchantId: string;
  memberId: string;
  currency: string;
  /** Names of games are read in this language, English when missing. */
  language: string;
  from: Date;
  to: Date;
  gameType: string | null;
  vassalage: string | null;
}

/** A bet of any source, with the columns every source answers. */
export interface BetRow {
  source: 'game';
  roundId: string;
  vassalage: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  gameType: string | null;
  currency: string;
  stakeMinor: string;
  payoutMinor: string;
  isClosed: boolean;
  startedAt: Date;
  closedAt: Date | null;
}

export interface BetTotalsRow {
  count: number;
  stakeMinor: string;
  payoutMinor: string;
}

export interface ProfitRow {
  gameType: string | null;
  count: number;
  stakeMinor: string;
  validBetMinor: string;
  payoutMinor: string;
}

/** An in-house round's spins and seed pair; the server seed only once the pair is rotated. */
export interface HouseRoundRow {
  gameCode: string;
  firstNonce: number;
  nonceCount: number;
  betMinor: string;
  winMinor: string;
  spins: unknown;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed: string | null;
  scheme: 1 | 2;
  jackpotDraw: string | null;
  jackpotOddsOneIn: number | null;
}

/**
 * The sources of bets. Each is one SELECT answering the columns of BetRow (without the vendor's
 * name) for a filter; the record, its totals and the profit read their UNION, so a new source
 * (the lottery's tickets) is one more entry here.
 */
const sources: ((filter: BetFilter) => RawBuilder<unknown>)[] = [
  (filter) => sql`
    SELECT 'game' AS source, r.id AS source_id, r.round AS round_id, r.vassalage, r.game_code,
      coalesce(g.names ->> ${filter.language}, g.names ->> 'en', r.game_code) AS game_name,
      g.game_type, r.currency, r.stake_minor, r.payout_minor, r.is_closed, r.started_at,
      r.closed_at
    FROM game_rounds r
    LEFT JOIN games g
      ON g.merchant_id = r.merchant_id AND g.vassalage = r.vassalage AND g.code = r.game_code
    WHERE r.merchant_id = ${filter.merchantId} AND r.member_id = ${filter.memberId}
      AND NOT r.is_play_money AND r.currency = ${filter.currency}
      AND r.started_at >= ${filter.from} AND r.started_at < ${filter.to}
      AND (${filter.vassalage}::text IS NULL OR r.vassalage = ${filter.vassalage}::text)
      AND (${filter.gameType}::text IS NULL OR g.game_type = ${filter.gameType}::text)`,
];

function bets(filter: BetFilter) {
  return sql.join(
    sources.map((source) => sql`(${source(filter)})`),
    sql` UNION ALL `,
  );
}

/**
 * The vendor's name for a bet: its row of the bet's game type, else any row of that vendor
 * (a vendor lists itself once per game type it offers).
 */
const vendorName = (merchantId: string) => sql`
  coalesce((
    SELECT v.display_name FROM vendors v
    WHERE v.merchant_id = ${merchantId} AND v.vassalage = b.vassalage
    ORDER BY (v.game_type = b.game_type) DESC NULLS LAST, v.sort_order, v.id
    LIMIT 1), b.vassalage)`;

/** SQL of the betting record: a member's bets, their sums, one round and its in-house detail. */
export function createBettingRecordsRepository(db: Db) {
  return {
    /** A page of bets, newest first. */
    async page(filter: BetFilter, limit: number, offset: number): Promise<BetRow[]> {
      const { rows } = await sql<BetRow>`
        SELECT b.source, b.round_id, b.vassalage, ${vendorName(filter.merchantId)} AS vendor_name,
          b.game_code, b.game_name, b.game_type, b.currency, b.stake_minor::text,
          b.payout_minor::text, b.is_closed, b.started_at, b.closed_at
        FROM (${bets(filter)}) b
        ORDER BY b.started_at DESC, b.source, b.source_id DESC
        LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return rows;
    },

    /** Count, stake and payout of every bet the filter matches. */
    async totals(filter: BetFilter): Promise<BetTotalsRow> {
      const { rows } = await sql<BetTotalsRow>`
        SELECT count(*)::int AS count,
          coalesce(sum(b.stake_minor), 0)::text AS stake_minor,
          coalesce(sum(b.payout_minor), 0)::text AS payout_minor
        FROM (${bets(filter)}) b`.execute(db);
      return rows[0] ?? { count: 0, stakeMinor: '0', payoutMinor: '0' };
    },

    /** Sums by game type; valid bet and payout count settled bets only. */
    async profit(filter: BetFilter): Promise<ProfitRow[]> {
      const { rows } = await sql<ProfitRow>`
        SELECT b.game_type, count(*)::int AS count,
          sum(b.stake_minor)::text AS stake_minor,
          coalesce(sum(b.stake_minor) FILTER (WHERE b.is_closed), 0)::text AS valid_bet_minor,
          coalesce(sum(b.payout_minor) FILTER (WHERE b.is_closed), 0)::text AS payout_minor
        FROM (${bets(filter)}) b
        GROUP BY b.game_type`.execute(db);
      return rows;
    },

    /** One real-money game round of the member, or undefined (another's, play money, none). */
    async round(
      filter: Pick<BetFilter, 'merchantId' | 'memberId' | 'language'>,
      vassalage: string,
      roundId: string,
    ): Promise<BetRow | undefined> {
      const { rows } = await sql<BetRow>`
        SELECT b.*, ${vendorName(filter.merchantId)} AS vendor_name
        FROM (
          SELECT 'game' AS source, r.round AS round_id, r.vassalage, r.game_code,
            coalesce(g.names ->> ${filter.language}, g.names ->> 'en', r.game_code) AS game_name,
            g.game_type, r.currency, r.stake_minor::text, r.payout_minor::text, r.is_closed,
            r.started_at, r.closed_at
          FROM game_rounds r
          LEFT JOIN games g
            ON g.merchant_id = r.merchant_id AND g.vassalage = r.vassalage AND g.code = r.game_code
          WHERE r.merchant_id = ${filter.merchantId} AND r.member_id = ${filter.memberId}
            AND r.vassalage = ${vassalage} AND r.round = ${roundId} AND NOT r.is_play_money
        ) b`.execute(db);
      return rows[0];
    },

    /** The in-house round behind a round id (the spin's request id), with its seed pair. */
    async houseRound(
      merchantId: string,
      memberId: string,
      requestId: string,
    ): Promise<HouseRoundRow | undefined> {
      const { rows } = await sql<HouseRoundRow>`
        SELECT h.game_code, h.first_nonce, h.nonce_count, h.bet_minor::text, h.win_minor::text,
          h.spins, p.server_seed_hash, p.client_seed, p.scheme, h.jackpot_draw::text,
          h.jackpot_odds_one_in,
          CASE WHEN p.rotated_at IS NOT NULL THEN p.server_seed END AS server_seed
        FROM house_rounds h
        JOIN house_seed_pairs p ON p.id = h.seed_pair_id
        WHERE h.merchant_id = ${merchantId} AND h.member_id = ${memberId}
          AND h.request_id = ${requestId}::uuid AND NOT h.is_play_money`.execute(db);
      return rows[0];
    },
  };
}

export type BettingRecordsRepository = ReturnType<typeof createBettingRecordsRepository>;
