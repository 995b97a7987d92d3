import type { PointsBetPoints } from '@khela/contracts';
import { sql } from 'kysely';
import type { Db, Executor } from '../../../db/database';
import type { PointsAccountKind } from '../../../db/schema';

/** The one row a function call answers (a call always answers one). */
export function onlyRow<T>(rows: T[], name: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${name} answered nothing`);
  return row;
}

/** A merchant's points settings; the defaults stand until the desk saves its own. */
export interface PointsSettings {
  isEnabled: boolean;
  earnUnitMinor: bigint;
  convertPoints: number;
  convertCashMinor: bigint;
  convertMinPoints: number;
  tiers: { minDepositMinor: bigint; points: number }[];
  /** Points per earn unit of valid bets, by game type (only those that earn). */
  betPoints: PointsBetPoints;
}

export const defaultPointsSettings: Omit<PointsSettings, 'tiers' | 'betPoints'> = {
  isEnabled: false,
  earnUnitMinor: 10_000n,
  convertPoints: 100,
  convertCashMinor: 100n,
  convertMinPoints: 100,
};

/** What a points move answered (points_transfer). */
export interface PointsMove {
  outcome: 'new' | 'repeat' | 'conflict' | 'insufficient';
  transferId: string | null;
  creditBalanceAfter: string | null;
  debitBalanceAfter: string | null;
}

/** The points tables: settings and tiers, accounts and their moves, rewards, redemptions. */
export function createPointsRepository(db: Db) {
  return {
    async settings(merchantId: string, executor: Executor = db): Promise<PointsSettings> {
      const [row, tiers, rates] = await Promise.all([
        executor
          .selectFrom('pointsSettings')
          .selectAll()
          .where('merchantId', '=', merchantId)
          .executeTakeFirst(),
        executor
          .selectFrom('pointsTiers')
          .select(['minDepositMinor', 'points'])
          .where('merchantId', '=', merchantId)
          .orderBy('minDepositMinor')
          .execute(),
        executor
          .selectFrom('pointsBetRates')
          .select(['gameType', 'points'])
          .where('merchantId', '=', merchantId)
          .execute(),
      ]);
      const base = row
        ? {
            isEnabled: row.isEnabled,
            earnUnitMinor: BigInt(row.earnUnitMinor),
            convertPoints: row.convertPoints,
            convertCashMinor: BigInt(row.convertCashMinor),
            convertMinPoints: row.convertMinPoints,
          }
        : defaultPointsSettings;
      return {
        ...base,
        tiers: tiers.map((tier) => ({
          minDepositMinor: BigInt(tier.minDepositMinor),
          points: tier.points,
        })),
        betPoints: Object.fromEntries(rates.map((rate) => [rate.gameType, rate.points])),
      };
    },

    /** Merchants whose members earn points on bets: the programme on, with a rate. */
    async merchantsEarningOnBets(): Promise<string[]> {
      const rows = await db
        .selectFrom('pointsSettings as s')
        .select('s.merchantId')
        .where('s.isEnabled', '=', true)
        .where('s.betsFrom', 'is not', null)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('pointsBetRates as t')
              .select('t.merchantId')
              .whereRef('t.merchantId', '=', 's.merchantId'),
          ),
        )
        .orderBy('s.merchantId')
        .execute();
      return rows.map((row) => row.merchantId);
    },

    /**
     * One batch of a merchant's members (ids after `afterMemberId`) earning their points on
     * bets (points_earn_bets), in a transaction of its own; `lastMemberId` null when it was the
     * last batch.
     */
    async earnBets(
      merchantId: string,
      now: Date,
      afterMemberId: string,
      membersMax: number,
    ): Promise<{ lastMemberId: string | null; lines: number }> {
      const { rows } = await sql<{ lastMemberId: string | null; lines: number }>`SELECT
          last_member AS "lastMemberId", lines
        FROM points_earn_bets(${merchantId}, ${now}, ${afterMemberId}, ${membersMax})`.execute(db);
      return onlyRow(rows, 'points_earn_bets');
    },

    /** A points account's id, opened when missing. */
    async account(
      executor: Executor,
      merchantId: string,
      kind: PointsAccountKind,
      memberId: string | null,
    ): Promise<string> {
      const { rows } = await sql<{ id: string }>`SELECT points_account(${merchantId}, ${kind},
        ${memberId}::bigint) AS id`.execute(executor);
      return onlyRow(rows, 'points_account').id;
    },

    /** Moves points between two accounts once per key (points_transfer). */
    async move(
      executor: Executor,
      values: {
        merchantId: string;
        debitAccountId: string;
        creditAccountId: string;
        points: number;
        memberId: string;
        type: string;
        amountMinor: bigint | null;
        remark: string;
        reference: string;
        idempotencyKey: string;
      },
    ): Promise<PointsMove> {
      const { rows } = await sql<PointsMove>`SELECT outcome, transfer_id AS "transferId",
          debit_balance_after AS "debitBalanceAfter", credit_balance_after AS "creditBalanceAfter"
        FROM points_transfer(${values.merchantId}, ${values.debitAccountId},
          ${values.creditAccountId}, ${values.points}, ${values.memberId}, ${values.type},
          ${values.amountMinor?.toString() ?? null}::bigint, ${values.remark}, ${values.reference},
          ${values.idempotencyKey})`.execute(executor);
      return onlyRow(rows, 'points_transfer');
    },

    /** A member's points and those their redemptions in process hold. */
    async balance(merchantId: string, memberId: string) {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('pointsAccounts')
            .select('balance')
            .where('merchantId', '=', merchantId)
            .where('kind', '=', 'member')
            .where('memberId', '=', memberId)
            .as('points'),
          eb
            .selectFrom('pointRedemptions')
            .select((inner) => inner.fn.sum<string>('points').as('held'))
            .where('memberId', '=', memberId)
            .where('status', '=', 'in_process')
            .as('held'),
        ])
        .executeTakeFirstOrThrow();
      return { points: Number(row.points ?? 0), held: Number(row.held ?? 0) };
    },

    /** A member's points as their transaction sees them. */
    async balanceIn(executor: Executor, merchantId: string, memberId: string): Promise<number> {
      const row = await executor
        .selectFrom('pointsAccounts')
        .select('balance')
        .where('merchantId', '=', merchantId)
        .where('kind', '=', 'member')
        .where('memberId', '=', memberId)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },

    /**
     * The mall's active rewards, in their order, with what is taken of each one's stock (its
     * redemptions not rejected) and the member's share of it.
     */
    rewards(merchantId: string, memberId: string) {
      return db
        .selectFrom('pointRewards as r')
        .selectAll('r')
        .select((eb) => [
          eb
            .selectFrom('pointRedemptions as d')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('d.rewardId', '=', 'r.id')
            .where('d.memberId', '=', memberId)
            .where('d.status', '<>', 'rejected')
            .as('memberRedeemed'),
          eb
            .selectFrom('pointRedemptions as d')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('d.rewardId', '=', 'r.id')
            .where('d.status', '<>', 'rejected')
            .where(sql<boolean>`r.stock IS NOT NULL`)
            .as('taken'),
        ])
        .where('r.merchantId', '=', merchantId)
        .where('r.isActive', '=', true)
        .orderBy('r.sortOrder')
        .orderBy('r.id')
        .execute();
    },

    /** Redeems a reward (points_redeem): the outcome and the redemption. */
    async redeem(
      executor: Executor,
      values: {
        merchantId: string;
        memberId: string;
        rewardId: string;
        requestId: string;
        address: object | null;
        at: Date;
      },
    ) {
      const { rows } = await sql<{ outcome: string; redemptionId: string | null }>`SELECT outcome,
          redemption_id AS "redemptionId"
        FROM points_redeem(${values.merchantId}, ${values.memberId}, ${values.rewardId},
          ${values.requestId}, ${values.address ? JSON.stringify(values.address) : null}::jsonb,
          ${values.at})`.execute(executor);
      return onlyRow(rows, 'points_redeem');
    },

    redemptionsOf(memberId: string, page: { page: number; size: number; status?: string }) {
      let query = db.selectFrom('pointRedemptions').where('memberId', '=', memberId);
      if (page.status) query = query.where('status', '=', page.status as 'in_process');
      return Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.size)
          .offset((page.page - 1) * page.size)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
    },

    redemption(id: string, executor: Executor = db) {
      return executor
        .selectFrom('pointRedemptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The member's points record, newest first: the moves of their account (a redemption's
     * spending, from held to redeemed, is not one), a redemption's status on its lines.
     */
    async recordOf(
      merchantId: string,
      memberId: string,
      page: { page: number; size: number; type?: string },
    ) {
      const account = await db
        .selectFrom('pointsAccounts')
        .select('id')
        .where('merchantId', '=', merchantId)
        .where('kind', '=', 'member')
        .where('memberId', '=', memberId)
        .executeTakeFirst();
      if (!account) return [[], { n: '0' }] as const;
      let query = db
        .selectFrom('pointsTransfers as t')
        .where('t.memberId', '=', memberId)
        .where('t.type', '<>', 'spend');
      if (page.type) query = query.where('t.type', '=', page.type);
      return Promise.all([
        query
          .leftJoin('pointRedemptions as d', (join) =>
            join.on(
              'd.id',
              '=',
              sql<string>`CASE WHEN t.type = 'redeem' THEN substr(t.reference, 12)::bigint END`,
            ),
          )
          .select([
            't.id',
            't.points',
            't.type',
            't.amountMinor',
            't.remark',
            't.createdAt',
            'd.status as redemptionStatus',
            sql<boolean>`t.credit_account_id = ${account.id}`.as('isCredit'),
          ])
          .orderBy('t.id', 'desc')
          .limit(page.size)
          .offset((page.page - 1) * page.size)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
