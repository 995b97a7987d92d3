import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Whole taka in minor units, as the tables keep them. */
const minor = (taka: number) => String(taka * 100);

/**
 * The demo merchant's referral programme: a friend counts with a first deposit of 500, and the
 * member earns by tier — from the first friend 100 per first deposit and 0.2 % of friends'
 * valid bets, from 5 friends 150 and 0.3 %, from 20 friends 200 and 0.5 % — wagered three
 * times, claimed within 30 days.
 */
export async function seedDemoReferral(trx: Transaction<Database>, merchantId: string) {
  const now = new Date();
  await trx
    .insertInto('referralSettings')
    .values({
      merchantId,
      isEnabled: true,
      qualifyDepositMinor: minor(500),
      turnoverMultiple: 3,
      claimDays: 30,
      startedAt: now,
      updatedAt: now,
    })
    .execute();
  await trx
    .insertInto('referralTiers')
    .values(
      (
        [
          [0, 100, 20],
          [5, 150, 30],
          [20, 200, 50],
        ] as const
      ).map(([inviteesMin, reward, betRate]) => ({
        merchantId,
        inviteesMin,
        firstDepositMinor: minor(reward),
        betRate,
      })),
    )
    .execute();
}
