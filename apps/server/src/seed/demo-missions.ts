import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

const minor = (major: number) => String(major * 100);

interface DemoMission {
  names: [bn: string, en: string, th: string];
  period: 'day' | 'week';
  kind: 'deposit' | 'bet' | 'play' | 'win_streak' | 'invite';
  gameType?: string;
  game?: string;
  /** Money in major units for deposit and bet, else a count. */
  target: number;
  reward: number;
  score: number;
}

const missions: DemoMission[] = [
  {
    names: ['টাইগার লোটাস ২০ বার স্পিন', 'Spin Tiger Lotus 20 times', 'หมุน Tiger Lotus 20 ครั้ง'],
    period: 'day',
    kind: 'play',
    game: 'tiger-lotus',
    target: 20,
    reward: 5,
    score: 10,
  },
  {
    names: ['স্লটে ৫০০ বাজি', 'Bet 500 on slots', 'เดิมพันสล็อต 500'],
    period: 'day',
    kind: 'bet',
    gameType: 'RNG',
    target: 500,
    reward: 10,
    score: 20,
  },
  {
    names: ['পরপর ৩ জয়', 'Three wins in a row', 'ชนะติดกัน 3 ครั้ง'],
    period: 'day',
    kind: 'win_streak',
    target: 3,
    reward: 8,
    score: 15,
  },
  {
    names: ['সাপ্তাহিক জমা ২,০০০', 'Deposit 2,000 this week', 'ฝาก 2,000 ในสัปดาห์นี้'],
    period: 'week',
    kind: 'deposit',
    target: 2_000,
    reward: 50,
    score: 50,
  },
  {
    names: ['লাইভ টেবিলে ১,০০০ বাজি', 'Bet 1,000 at the live tables', 'เดิมพันโต๊ะสด 1,000'],
    period: 'week',
    kind: 'bet',
    gameType: 'LIVE',
    target: 1_000,
    reward: 15,
    score: 30,
  },
  {
    names: ['একজন বন্ধুকে আমন্ত্রণ', 'Invite a friend who deposits', 'ชวนเพื่อนที่ฝากเงิน'],
    period: 'week',
    kind: 'invite',
    target: 1,
    reward: 30,
    score: 40,
  },
];

/**
 * The demo merchant's missions: three daily (spins of Tiger Lotus, bets on slots, a win
 * streak) and three weekly (a deposit, bets at the live tables, a friend invited), each wagered
 * once, scored for the leaderboard.
 */
export async function seedDemoMissions(trx: Transaction<Database>, merchantId: string) {
  const now = new Date();
  await trx
    .insertInto('missions')
    .values(
      missions.map((mission, index) => ({
        merchantId,
        names: JSON.stringify({ bn: mission.names[0], en: mission.names[1], th: mission.names[2] }),
        period: mission.period,
        kind: mission.kind,
        gameType: mission.gameType ?? null,
        vassalage: mission.game ? 'KHELA' : null,
        gameCode: mission.game ?? null,
        target:
          mission.kind === 'deposit' || mission.kind === 'bet'
            ? minor(mission.target)
            : String(mission.target),
        rewardMinor: minor(mission.reward),
        turnoverMultiple: 1,
        score: mission.score,
        sortOrder: index,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}
