import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { RedemptionStatus } from '@khela/contracts';
import { onlyRow } from '../points/points.repository';

const deskPageSize = 50;

/** What the points desk reads: rewards with what they gave, the queue, the programme's totals. */
export function createPointsDeskRepository(db: Db) {
  return {
    rewards(merchantId: string) {
      return db
        .selectFrom('pointRewards as r')
        .selectAll('r')
        .select((eb) => [
          eb
            .selectFrom('pointRedemptions as d')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('d.rewardId', '=', 'r.id')
            .where('d.status', '=', 'approved')
            .as('approved'),
          eb
            .selectFrom('pointRedemptions as d')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('d.rewardId', '=', 'r.id')
            .where('d.status', '=', 'in_process')
            .as('inProcess'),
        ])
        .where('r.merchantId', '=', merchantId)
        .orderBy('r.sortOrder')
        .orderBy('r.id')
        .execute();
    },

    async redemptions(merchantId: string, status: RedemptionStatus, page: number) {
      const query = db
        .selectFrom('pointRedemptions as d')
        .where('d.merchantId', '=', merchantId)
        .where('d.status', '=', status);
      const [rows, total] = await Promise.all([
        query
          .innerJoin('members as m', 'm.id', 'd.memberId')
          .leftJoin('operators as o', 'o.id', 'd.decidedBy')
          .selectAll('d')
          .select(['m.username', 'o.username as decidedByName'])
          .orderBy('d.id', status === 'in_process' ? 'asc' : 'desc')
          .limit(deskPageSize)
          .offset((page - 1) * deskPageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return [rows, Number(total.n)] as const;
    },

    /** The points ledger's accounts summed by kind, and what approved redemptions paid. */
    async totals(merchantId: string) {
      const { rows } = await sql<{
        issued: string;
        members: string;
        held: string;
        redeemed: string;
        converted: string;
        inProcess: string;
        cashPaidMinor: string;
        bonusPaidMinor: string;
        itemsApproved: string;
      }>`SELECT
          coalesce(-sum(balance) FILTER (WHERE kind = 'issued'), 0) AS issued,
          coalesce(sum(balance) FILTER (WHERE kind = 'member'), 0) AS members,
          coalesce(sum(balance) FILTER (WHERE kind = 'held'), 0) AS held,
          coalesce(sum(balance) FILTER (WHERE kind = 'redeemed'), 0) AS redeemed,
          coalesce(sum(balance) FILTER (WHERE kind = 'converted'), 0) AS converted,
          (SELECT count(*) FROM point_redemptions
             WHERE merchant_id = ${merchantId} AND status = 'in_process') AS "inProcess",
          (SELECT coalesce(sum(amount_minor), 0) FROM point_redemptions
             WHERE merchant_id = ${merchantId} AND status = 'approved' AND kind = 'cash')
          + (SELECT coalesce(sum(amount_minor), 0) FROM points_transfers
             WHERE merchant_id = ${merchantId} AND type = 'convert') AS "cashPaidMinor",
          (SELECT coalesce(sum(amount_minor), 0) FROM point_redemptions
             WHERE merchant_id = ${merchantId} AND status = 'approved' AND kind = 'bonus')
            AS "bonusPaidMinor",
          (SELECT count(*) FROM point_redemptions
             WHERE merchant_id = ${merchantId} AND status = 'approved' AND kind = 'item')
            AS "itemsApproved"
        FROM points_accounts WHERE merchant_id = ${merchantId}`.execute(db);
      const row = onlyRow(rows, 'points totals');
      return {
        issued: Number(row.issued),
        members: Number(row.members),
        held: Number(row.held),
        redeemed: Number(row.redeemed),
        converted: Number(row.converted),
        inProcess: Number(row.inProcess),
        cashPaidMinor: BigInt(row.cashPaidMinor),
        bonusPaidMinor: BigInt(row.bonusPaidMinor),
        itemsApproved: Number(row.itemsApproved),
      };
    },
  };
}

export type PointsDeskRepository = ReturnType<typeof createPointsDeskRepository>;
