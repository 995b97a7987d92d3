/** Business constants and limits of spec §9, shared by the site and the server. */

export const defaultLanguage = 'bn';
export const platformCode = 'web';
export const deviceCode = 'WEB';
export const clientType = 3;
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export const announcementExecution = 'B';
export const cockfightVendors = ['DS88', 'SV3'] as const;
/** The vendor code of the in-house sportsbook (its games: `sports` in SPORTS, `esports` in ESPORTS). */
export const sportsbookVendorCode = 'KSPORTS';
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export const bannerAutoplayMs = 5000;
export const jackpotTickMs = 3000;
export const jackpotStepHome = 161.11;
export const jackpotStepRng = 165.11;
export const jackpotStartHome = 52_700_000_000;
export const chunkTimeoutMs = 120_000;

export const rememberMeMs = 86_400_000;
export const smsThrottleMs = 1000;
export const captchaRefreshMs = 1000;
export const verificationCodeLengthMax = 255;
export const tooManyRequestsCooldownMs = 5 * 60_000;

export const modalWidthDefault = 600;
export const modalHeightDefault = 300;
export const dialogWidthDefault = 400;
export const vendorPopupWidth = 1300;
export const vendorPopupHeight = 900;

export const pageSize = 15;
export const winnerBoardLimit = 50;
export const recentLotteryCount = 100;
export const popularLotteryCount = 20;
export const vnNumeroCount = 100;
export const carouselArrowThreshold = 7;
export const vendorLogosPerView = 10;
export const winnersPerView = 5;
export const qrCodeSize = 132;

export const lotteryRefreshMaxMs = 30_000;
export const lotteryRefreshFallbackMs = 7000;
export const minimumBetOptions = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Weekday numbers of drawDayOfWeek: Sunday 1 … Saturday 7. */
export const weekdayNumbers = {
  sunday: 1,
  monday: 2,
  tuesday: 3,
  wednesday: 4,
  thursday: 5,
  friday: 6,
  saturday: 7,
} as const;

export const lazyImageAttempts = 3;
export const lazyImageThrottleMs = 200;
export const lazyImagePreloadViewports = 1.3;
export const activityRemarkLengthMax = 140;
export const uploadImageBytesMax = 5 * 1024 * 1024;
export const uploadImagesMax = 3;
export const minimumAge = 18;

/** isAgent values: 1, 2, 41, 42 open the agent centre; 4 is a trial account. */
export const agentTypes = [1, 2, 41, 42] as const;
/** Whether an account type (isAgent) is an agent's. */
export function isAgentType(type: number | null | undefined): boolean {
  return (agentTypes as readonly number[]).includes(type ?? -1);
}
export const trialAccountType = 4;
/** Club rank above this level gets VIP customer service. */
export const vipRankLevelMin = 5;

/** Every game type a game or vendor may have, in display order. */
export const catalogueGameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
] as const;
export type CatalogueGameType = (typeof catalogueGameTypes)[number];

/** System status: 0 normal, 1 maintenance, 2 region blocked. */
export const systemStatus = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

/** The in-house game vendor's code (vassalage) in every merchant's catalogue. */
export const houseVendorCode = 'KHELA';
