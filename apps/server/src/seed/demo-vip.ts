import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A demo level: names, what reaching it takes (in BDT), its bonuses and benefits. */
interface DemoLevel {
  names: [bn: string, en: string, th: string];
  deposit: number;
  bet: number;
  upgrade: number;
  weekly: number;
  monthly: number;
  /** Rebate on slots, live and sports in basis points (100 = 1 %). */
  rebate: [rng: number, live: number, sports: number];
  withdraw: [countMax: number, amountMax: number] | null;
}

const levels: DemoLevel[] = [
  {
    names: ['ব্রোঞ্জ', 'Bronze', 'บรอนซ์'],
    deposit: 1_000,
    bet: 5_000,
    upgrade: 20,
    weekly: 0,
    monthly: 0,
    rebate: [30, 20, 20],
    withdraw: null,
  },
  {
    names: ['সিলভার', 'Silver', 'ซิลเวอร์'],
    deposit: 5_000,
    bet: 25_000,
    upgrade: 50,
    weekly: 10,
    monthly: 0,
    rebate: [40, 30, 30],
    withdraw: null,
  },
  {
    names: ['গোল্ড', 'Gold', 'โกลด์'],
    deposit: 20_000,
    bet: 100_000,
    upgrade: 200,
    weekly: 30,
    monthly: 0,
    rebate: [50, 40, 40],
    withdraw: [6, 150_000],
  },
  {
    names: ['প্লাটিনাম', 'Platinum', 'แพลทินัม'],
    deposit: 50_000,
    bet: 300_000,
    upgrade: 500,
    weekly: 80,
    monthly: 200,
    rebate: [60, 50, 50],
    withdraw: [8, 300_000],
  },
  {
    names: ['ডায়মন্ড', 'Diamond', 'ไดมอนด์'],
    deposit: 200_000,
    bet: 1_000_000,
    upgrade: 2_000,
    weekly: 0,
    monthly: 1_000,
    rebate: [80, 60, 60],
    withdraw: [10, 500_000],
  },
  {
    names: ['রয়্যাল', 'Royal', 'รอยัล'],
    deposit: 1_000_000,
    bet: 5_000_000,
    upgrade: 10_000,
    weekly: 0,
    monthly: 5_000,
    rebate: [100, 80, 80],
    withdraw: [15, 1_000_000],
  },
];

const minor = (major: number) => String(major * 100);

/**
 * The demo merchant's VIP programme: six levels by deposits and valid bets over 30 days, kept
 * at half of each (7 days' grace), with upgrade, weekly and monthly bonuses (claimable for 14
 * days, wagered once), rebate rates and, from Gold, higher withdrawal limits; Diamond and
 * Royal (rank 5 and up) have dedicated VIP customer service.
 */
export async function seedDemoVip(trx: Transaction<Database>, merchantId: string) {
  await trx
    .insertInto('vipSettings')
    .values({ merchantId, isEnabled: true, windowDays: 30, graceDays: 7, claimDays: 14 })
    .execute();
  await trx
    .insertInto('vipLevels')
    .values(
      levels.map((level, index) => ({
        merchantId,
        rank: index + 1,
        names: JSON.stringify({ bn: level.names[0], en: level.names[1], th: level.names[2] }),
        depositMinMinor: minor(level.deposit),
        validBetMinMinor: minor(level.bet),
        keepDepositMinMinor: minor(level.deposit / 2),
        keepValidBetMinMinor: minor(level.bet / 2),
        upgradeBonusMinor: minor(level.upgrade),
        weeklyBonusMinor: minor(level.weekly),
        monthlyBonusMinor: minor(level.monthly),
        turnoverMultiple: 1,
        rebateRates: JSON.stringify({
          RNG: level.rebate[0],
          FISH: level.rebate[0],
          LIVE: level.rebate[1],
          SPORTS: level.rebate[2],
          ESPORTS: level.rebate[2],
        }),
        withdrawDailyCountMax: level.withdraw?.[0] ?? null,
        withdrawDailyMaxMinor: level.withdraw ? minor(level.withdraw[1]) : null,
      })),
    )
    .execute();
  // Manual rebate at these rates: once a day, from 1.00, wagered once.
  const now = new Date();
  await trx
    .insertInto('rebateSettings')
    .values({
      merchantId,
      period: 'day',
      minClaimMinor: minor(1),
      turnoverMultiple: 1,
      startedAt: now,
      updatedAt: now,
    })
    .execute();
}
