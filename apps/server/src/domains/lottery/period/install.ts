import {
  sumOddsMilli,
  type LotterySchedule,
  type PlayType,
  type PlayTypeOffers,
} from '@khela/games';
import type { Executor } from '../../../db/database';
import type { StarterCopy } from '../../platform';
import { lotteryVassalage } from './lottery.rules';

/** Stakes of every demo play type: 1.00 to 10 000.00, 50 000.00 a member per period. */
const stakes = { minStakeMinor: 100, maxStakeMinor: 1_000_000, maxPeriodStakeMinor: 5_000_000 };

/** Odds (thousandths) returning about 90–95 % of stakes on each sheet. */
function offers(odds: Partial<Record<PlayType, number>>): PlayTypeOffers {
  return Object.fromEntries(
    Object.entries(odds).map(([playType, oddsMilli]) => [playType, { oddsMilli, ...stakes }]),
  );
}

const elottOffers: PlayTypeOffers = {
  ...offers({ position: 9_500, bigSmall: 1_950, oddEven: 1_950 }),
  sum: { oddsMilliByValue: sumOddsMilli(950), ...stakes },
};
const northOffers = offers({
  lo2: 3_500,
  lo3: 41_000,
  de: 95_000,
  de3: 950_000,
  xien2: 17_000,
  xien3: 78_000,
  xien4: 650_000,
  dau: 9_500,
  duoi: 9_500,
});
const southOffers = offers({
  lo2: 5_200,
  lo3: 55_000,
  de: 95_000,
  de3: 950_000,
  xien2: 36_000,
  xien3: 240_000,
  xien4: 4_500_000,
  dau: 9_500,
  duoi: 9_500,
});

const interval = (periodSeconds: 60 | 180 | 300, lockSeconds: number): LotterySchedule => ({
  kind: 'interval',
  periodSeconds,
  lockSeconds,
  timeZone: 'Asia/Dhaka',
});
const weekly = (drawDays: number[], drawTime: string): LotterySchedule => ({
  kind: 'weekly',
  drawDays,
  drawTime,
  lockSeconds: 900,
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** The demo's lotteries: fast elott draws and three Vietnamese regional ones. */
const demoLotteries = [
  {
    gameId: 'ELOTT1',
    names: { en: 'Khela 1-minute', bn: 'খেলা ১ মিনিট', th: 'เคล่า 1 นาที' },
    sheetFormat: 'elott-5',
    menuTag: 'elott',
    tag: 'hot',
    schedule: interval(60, 5),
    playTypes: elottOffers,
  },
  {
    gameId: 'ELOTT3',
    names: { en: 'Khela 3-minute', bn: 'খেলা ৩ মিনিট', th: 'เคล่า 3 นาที' },
    sheetFormat: 'elott-5',
    menuTag: 'elott',
    tag: null,
    schedule: interval(180, 15),
    playTypes: elottOffers,
  },
  {
    gameId: 'ELOTT5',
    names: { en: 'Khela 5-minute', bn: 'খেলা ৫ মিনিট', th: 'เคล่า 5 นาที' },
    sheetFormat: 'elott-5',
    menuTag: 'elott',
    tag: null,
    schedule: interval(300, 30),
    playTypes: elottOffers,
  },
  {
    gameId: 'VN_MB',
    names: { en: 'Northern (Hà Nội)', bn: 'উত্তর (হা নোই)', th: 'ภาคเหนือ (ฮานอย)' },
    sheetFormat: 'vn-north',
    menuTag: 'north',
    tag: 'hot',
    schedule: weekly([1, 2, 3, 4, 5, 6, 7], '18:15'),
    playTypes: northOffers,
  },
  {
    gameId: 'VN_HCM',
    names: { en: 'Hồ Chí Minh City', bn: 'হো চি মিন সিটি', th: 'นครโฮจิมินห์' },
    sheetFormat: 'vn-south',
    menuTag: 'south',
    tag: null,
    schedule: weekly([2, 7], '16:15'),
    playTypes: southOffers,
  },
  {
    gameId: 'VN_DN',
    names: { en: 'Đà Nẵng', bn: 'দা নাং', th: 'ดานัง' },
    sheetFormat: 'vn-south',
    menuTag: 'central',
    tag: 'new',
    schedule: weekly([4, 7], '17:15'),
    playTypes: southOffers,
  },
] as const;

/** The demo's menus of the lottery list, in carousel order. */
const demoMenus = [
  { tag: 'elott', names: { en: 'Fast draws', bn: 'দ্রুত ড্র', th: 'ออกผลด่วน' } },
  { tag: 'north', names: { en: 'Northern', bn: 'উত্তরাঞ্চল', th: 'ภาคเหนือ' } },
  { tag: 'south', names: { en: 'Southern', bn: 'দক্ষিণাঞ্চল', th: 'ภาคใต้' } },
  { tag: 'central', names: { en: 'Central', bn: 'মধ্যাঞ্চল', th: 'ภาคกลาง' } },
] as const;

/**
 * Puts the demo lotteries into a merchant's catalogue (their periods come from the job), and
 * the in-house lottery vendor with a game per lottery, through which bets reach the wallet.
 */
export async function installLotteries(executor: Executor, merchantId: string): Promise<void> {
  await executor
    .insertInto('vendors')
    .values(
      (['ELOTT', 'LOTT'] as const).map((gameType, index) => ({
        merchantId,
        vassalage: lotteryVassalage,
        gameType,
        displayName: 'Khela Lottery',
        logoUrl: '/art/vendors/khela-lottery.svg',
        isHot: true,
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'gameType']).doNothing())
    .execute();
  await executor
    .insertInto('games')
    .values(
      demoLotteries.map((game, index) => ({
        merchantId,
        vassalage: lotteryVassalage,
        code: game.gameId,
        gameType: game.sheetFormat === 'elott-5' ? 'ELOTT' : 'LOTT',
        gameClassify: 'OTHER',
        names: JSON.stringify(game.names),
        minBetMinor: String(stakes.minStakeMinor),
        isHot: game.tag === 'hot',
        imagePath:
          game.sheetFormat === 'elott-5'
            ? '/art/games/fast-draw.svg'
            : '/art/games/vietnam-draw.svg',
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'vassalage', 'code']).doNothing())
    .execute();
  await executor
    .insertInto('lotteryMenus')
    .values(
      demoMenus.map((menu, index) => ({
        merchantId,
        tag: menu.tag,
        names: JSON.stringify(menu.names),
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'tag']).doNothing())
    .execute();
  await executor
    .insertInto('lotteryGames')
    .values(
      demoLotteries.map((game, index) => ({
        merchantId,
        gameId: game.gameId,
        names: JSON.stringify(game.names),
        prizeMode: game.sheetFormat === 'elott-5' ? ('Elott' as const) : ('SEA' as const),
        sheetFormat: game.sheetFormat,
        menuTag: game.menuTag,
        tag: game.tag,
        isHot: game.tag === 'hot',
        schedule: JSON.stringify(game.schedule),
        playTypes: JSON.stringify(game.playTypes),
        // 1 000 000.00 paid out at most per period.
        maxPayoutPerPeriodMinor: '100000000',
        sortOrder: index,
      })),
    )
    .onConflict((conflict) => conflict.columns(['merchantId', 'gameId']).doNothing())
    .execute();
}

/** A new merchant's lotteries, when its template has them (periods follow from the job). */
export const copyLotteryStarter: StarterCopy = async (trx, { fromId, toId }) => {
  const lottery = await trx
    .selectFrom('vendors')
    .select('id')
    .where('merchantId', '=', fromId)
    .where('vassalage', '=', lotteryVassalage)
    .executeTakeFirst();
  if (lottery) await installLotteries(trx, toId);
};
