import type { PointsBetPoints } from '@khela/contracts';
import type { Executor } from '../../../db/database';

/** The settings row as the desk saves it. */
export interface PointsSettingsRow {
  isEnabled: boolean;
  earnUnitMinor: string;
  convertPoints: number;
  convertCashMinor: string;
  convertMinPoints: number;
  updatedAt: Date;
}

/** The points on bets that earn: a game type at 0 is left out, as one not given. */
export function earningBetPoints(betPoints: PointsBetPoints): PointsBetPoints {
  return Object.fromEntries(Object.entries(betPoints).filter(([, points]) => points > 0));
}

/** The points on bets as the action log keeps them: a record per game type, in words there. */
export function betLog(betPoints: PointsBetPoints) {
  return Object.entries(betPoints).map(([gameType, points]) => ({ gameType, points }));
}

/**
 * Writes a merchant's points settings: the row, the ratio table, and the points on bets when
 * given (left out: as they are). Earning on bets turned on (the programme on with a rate, where
 * it was not) starts from now, so bets from before, or from while it was off, never count.
 */
export async function writePointsSettings(
  trx: Executor,
  merchantId: string,
  values: {
    row: PointsSettingsRow;
    tiers: { merchantId: string; minDepositMinor: string; points: number }[];
    betPoints: PointsBetPoints | undefined;
  },
) {
  const { row, tiers, betPoints } = values;
  // The row locked first: two saves at once decide in turn whether earning was on.
  const before = await trx
    .selectFrom('pointsSettings')
    .select('isEnabled')
    .where('merchantId', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  const ratesBefore = await trx
    .selectFrom('pointsBetRates')
    .select('gameType')
    .where('merchantId', '=', merchantId)
    .execute();
  const wasEarning = before?.isEnabled === true && ratesBefore.length > 0;
  await trx
    .insertInto('pointsSettings')
    .values({ merchantId, ...row })
    .onConflict((oc) => oc.column('merchantId').doUpdateSet(row))
    .execute();
  await trx.deleteFrom('pointsTiers').where('merchantId', '=', merchantId).execute();
  await trx.insertInto('pointsTiers').values(tiers).execute();
  let hasRates = ratesBefore.length > 0;
  if (betPoints !== undefined) {
    const rates = Object.entries(betPoints).map(([gameType, points]) => ({
      merchantId,
      gameType,
      points,
    }));
    await trx.deleteFrom('pointsBetRates').where('merchantId', '=', merchantId).execute();
    if (rates.length > 0) await trx.insertInto('pointsBetRates').values(rates).execute();
    hasRates = rates.length > 0;
  }
  if (row.isEnabled && hasRates && !wasEarning) {
    await trx
      .updateTable('pointsSettings')
      .set({ betsFrom: row.updatedAt })
      .where('merchantId', '=', merchantId)
      .execute();
  }
}
