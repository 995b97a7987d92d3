/**
 * The shapes shared by every slot: a game definition (pure data the UI can also read), a spin's
 * result and a free-spin session's state. Amounts are integer minor units held in `number`:
 * every value is asserted far below 2^53 (see the limits in define-game), and the server turns
 * them into `Minor` bigints at its boundary.
 */

/** A symbol's id on the reels ('tiger', 'wild'); the UI maps it to artwork. */
export type SymbolId = string;

/** The next float in [0, 1): the provably-fair stream in play, a seeded generator in simulation. */
export type FloatSource = () => number;

/** One strip per reel, read downwards and wrapping round; the window shows `rows` in a row. */
export type ReelStrips = readonly (readonly SymbolId[])[];

/** Which reel set a spin uses. */
export type SpinMode = 'base' | 'free';

/**
 * A line pay: the first `count` reels of a line show symbols from `symbols` (the wild standing
 * in for any of them). `pays` names the symbol or group ('any-bar') shown to the player.
 */
export interface LinePay {
  pays: string;
  symbols: readonly SymbolId[];
  count: number;
  coins: number;
}

/** A ways pay: `symbol` (or the wild) on each of the first `count` reels, `coins` per way. */
export interface WaysPay {
  symbol: SymbolId;
  count: number;
  coins: number;
}

/** Scatter count → pay in whole total bets. */
export interface ScatterPay {
  count: number;
  totalBets: number;
}

/** Scatter count → free spins awarded. */
export interface FreeSpinAward {
  count: number;
  spins: number;
}

/** A scatter that pays anywhere on the total bet and awards free spins. */
export interface ScatterFeature {
  symbol: SymbolId;
  pays: readonly ScatterPay[];
  freeSpins: readonly FreeSpinAward[];
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
  /** Free spins one session may award in all, retriggers included. */
  freeSpinsPerSessionMax: number;
}

/** One rule for the rules screen: an i18n key and the values it interpolates. */
export interface RuleText {
  key: string;
  values: Readonly<Record<string, string | number>>;
}

/** A row of the paytable screen: what pays, and the coins for each count. */
export interface PaytableRow {
  pays: string;
  symbols: readonly SymbolId[];
  basis: 'coins-per-line' | 'coins-per-way' | 'total-bets';
  wins: readonly { count: number; amount: number }[];
}

/** Everything the rules and paytable screens show before play. */
export interface RulesSummary {
  reels: number;
  rows: number;
  lines: number | null;
  ways: number | null;
  /** A coin is the total bet divided by this; line and ways pays are in coins. */
  coinsPerBet: number;
  paytable: readonly PaytableRow[];
  rules: readonly RuleText[];
  betLevelsMinor: readonly number[];
  maxWinTotalBets: number;
  declaredRtp: number;
}

/**
 * What every slot declares. Integer money rule: a coin is totalBet / coinsPerBet, every bet level
 * is a whole number of coins, every line or ways pay is a whole number of coins and every scatter
 * pay a whole number of total bets, so every win is a whole number of minor units.
 */
interface SlotGameCommon {
  id: string;
  nameKey: string;
  reels: number;
  rows: number;
  symbols: readonly SymbolId[];
  wild: SymbolId;
  coinsPerBet: number;
  betLevelsMinor: readonly number[];
  baseStrips: ReelStrips;
  /** The reels free spins use; the same arrays as the base when the feature changes nothing. */
  freeStrips: ReelStrips;
  scatter: ScatterFeature | null;
  /** No single spin pays more than this many total bets. */
  maxWinTotalBets: number;
  /** The exact RTP (exact-rtp.ts) rounded to four decimals. */
  declaredRtp: number;
  rules: RulesSummary;
}

/** A game paying the highest win on each fixed line, left to right. */
export interface LineGame extends SlotGameCommon {
  kind: 'lines';
  /** lines[line][reel] = the row that line crosses on that reel. */
  lines: readonly (readonly number[])[];
  linePays: readonly LinePay[];
  /** A winning line is multiplied by this once for every wild standing in on it. */
  wildMultiplier: number;
}

/** A game paying every combination of adjacent reels from the left ("243 ways"). */
export interface WaysGame extends SlotGameCommon {
  kind: 'ways';
  waysPays: readonly WaysPay[];
}

/** Any slot definition. */
export type SlotGame = LineGame | WaysGame;

/** A cell of the window. */
export interface Cell {
  reel: number;
  row: number;
}

/** A winning line. */
export interface LineWin {
  kind: 'line';
  line: number;
  /** The paying symbol or group ('any-bar'). */
  pays: string;
  count: number;
  /** The wild multiplier applied (1 when no wild stood in). */
  wildMultiplier: number;
  positions: readonly Cell[];
  amountMinor: number;
}

/** A winning symbol in a ways game: `ways` combinations of `count` adjacent reels. */
export interface WaysWin {
  kind: 'ways';
  pays: SymbolId;
  count: number;
  ways: number;
  positions: readonly Cell[];
  amountMinor: number;
}

/** A line or ways win. */
export type SlotWin = LineWin | WaysWin;

/** The scatters showing anywhere in the window and what they paid. */
export interface ScatterResult {
  count: number;
  positions: readonly Cell[];
  amountMinor: number;
}

/** One spin, fully described so it can be shown, stored and replayed. */
export interface SpinResult {
  mode: SpinMode;
  totalBetMinor: number;
  /** 1 in the base game, the free-spin multiplier during free spins (already in every amount). */
  winMultiplier: number;
  stops: readonly number[];
  /** grid[reel][row], top row first. */
  grid: readonly (readonly SymbolId[])[];
  wins: readonly SlotWin[];
  scatter: ScatterResult;
  /** Free spins the scatters award by the table (a session may add fewer at its cap). */
  freeSpinsAwarded: number;
  /** The sum of every win and the scatter pay. */
  uncappedWinMinor: number;
  isCapped: boolean;
  /** What the spin pays: the uncapped win, or the max win when that is lower. */
  totalWinMinor: number;
}

/** A free-spin session between spins; the server stores it and feeds it back. */
export interface FreeSpinSession {
  totalBetMinor: number;
  multiplier: number;
  spinsAwarded: number;
  spinsPlayed: number;
  spinsRemaining: number;
  accumulatedWinMinor: number;
}
