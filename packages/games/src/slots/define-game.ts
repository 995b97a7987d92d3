import type {
  LineGame,
  PaytableRow,
  RuleText,
  RulesSummary,
  ScatterFeature,
  SlotGame,
  WaysGame,
} from './slot-types';

/** The largest total bet any slot accepts, in minor units. */
export const totalBetMaxMinor = 10_000_000;
/** The longest reel strip a definition may have. */
export const stripLengthMax = 256;
/** The largest max win (in total bets) a definition may declare. */
export const maxWinTotalBetsLimit = 10_000;
/** The largest free-spin cap a definition may declare. */
export const freeSpinsPerSessionLimit = 500;
const reelsMax = 6;
const rowsMax = 4;

// The largest amount a session can reach (its base spin plus every free spin at the max win)
// stays an exact integer in a double, which is what lets money here be a plain `number`.
const sessionWinMaxMinor = totalBetMaxMinor * maxWinTotalBetsLimit * (freeSpinsPerSessionLimit + 1);
assert(Number.isSafeInteger(sessionWinMaxMinor), 'slot amounts must stay below 2^53');

function assert(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`slot definition: ${message}`);
}

function isWholeNumber(value: number, minimum: number): boolean {
  return Number.isSafeInteger(value) && value >= minimum;
}

type Common = Omit<SlotGame, 'kind' | 'rules'>;

function assertCommon(game: Common): void {
  assert(isWholeNumber(game.reels, 3) && game.reels <= reelsMax, 'reels out of range');
  assert(isWholeNumber(game.rows, 1) && game.rows <= rowsMax, 'rows out of range');
  assert(isWholeNumber(game.coinsPerBet, 1), 'coinsPerBet must be a whole number ≥ 1');
  assert(new Set(game.symbols).size === game.symbols.length, 'symbols are listed once');
  assert(game.symbols.includes(game.wild), 'the wild must be a symbol');
  for (const strips of [game.baseStrips, game.freeStrips]) {
    assert(strips.length === game.reels, 'one strip per reel');
    for (const strip of strips) {
      assert(strip.length >= game.rows && strip.length <= stripLengthMax, 'strip length');
      assert(
        strip.every((symbol) => game.symbols.includes(symbol)),
        'strip has an unknown symbol',
      );
    }
  }
  assert(game.betLevelsMinor.length > 0, 'at least one bet level');
  for (const bet of game.betLevelsMinor) {
    assert(isWholeNumber(bet, 1) && bet <= totalBetMaxMinor, 'bet level out of range');
    assert(bet % game.coinsPerBet === 0, 'every bet level is a whole number of coins');
  }
  assert(isWholeNumber(game.maxWinTotalBets, 1), 'maxWinTotalBets must be a whole number');
  assert(game.maxWinTotalBets <= maxWinTotalBetsLimit, 'maxWinTotalBets too large');
  assert(game.declaredRtp > 0 && game.declaredRtp < 1, 'declaredRtp must be in (0, 1)');
  if (game.scatter !== null) assertScatter(game.scatter, game);
}

function assertScatter(scatter: ScatterFeature, game: Common): void {
  assert(game.symbols.includes(scatter.symbol), 'the scatter must be a symbol');
  assert(scatter.symbol !== game.wild, 'the scatter is not the wild');
  const visibleMax = game.reels * game.rows;
  for (const pay of scatter.pays) {
    assert(isWholeNumber(pay.count, 1) && pay.count <= visibleMax, 'scatter count');
    assert(isWholeNumber(pay.totalBets, 1), 'scatter pays whole total bets');
  }
  for (const award of scatter.freeSpins) {
    assert(isWholeNumber(award.count, 1) && award.count <= visibleMax, 'scatter count');
    assert(isWholeNumber(award.spins, 1), 'free spins are a whole number');
  }
  assert(isWholeNumber(scatter.freeSpinMultiplier, 1), 'free-spin multiplier');
  assert(
    isWholeNumber(scatter.freeSpinsPerSessionMax, 1) &&
      scatter.freeSpinsPerSessionMax <= freeSpinsPerSessionLimit,
    'free-spin cap out of range',
  );
}

function scatterRows(scatter: ScatterFeature | null): PaytableRow[] {
  if (scatter === null) return [];
  const wins = scatter.pays.map((pay) => ({ count: pay.count, amount: pay.totalBets }));
  return [{ pays: scatter.symbol, symbols: [scatter.symbol], basis: 'total-bets', wins }];
}

function scatterRules(scatter: ScatterFeature | null): RuleText[] {
  if (scatter === null) return [];
  const awards = scatter.freeSpins.map((award) => `${award.count}:${award.spins}`).join(',');
  return [
    { key: 'slots.rules.scatterPaysAnywhere', values: { symbol: scatter.symbol } },
    { key: 'slots.rules.freeSpinsAwarded', values: { symbol: scatter.symbol, awards } },
    { key: 'slots.rules.freeSpinsMultiplier', values: { multiplier: scatter.freeSpinMultiplier } },
    {
      key: 'slots.rules.freeSpinsRetrigger',
      values: { spinsMax: scatter.freeSpinsPerSessionMax },
    },
  ];
}

function summary(
  game: Common,
  layout: { lines: number | null; ways: number | null },
  paytable: PaytableRow[],
  rules: RuleText[],
): RulesSummary {
  return {
    reels: game.reels,
    rows: game.rows,
    ...layout,
    coinsPerBet: game.coinsPerBet,
    paytable: [...paytable, ...scatterRows(game.scatter)],
    rules: [
      ...rules,
      ...scatterRules(game.scatter),
      { key: 'slots.rules.maxWin', values: { totalBets: game.maxWinTotalBets } },
      { key: 'slots.rules.rtp', values: { percent: (game.declaredRtp * 100).toFixed(2) } },
      { key: 'slots.rules.malfunctionVoids', values: {} },
    ],
    betLevelsMinor: game.betLevelsMinor,
    maxWinTotalBets: game.maxWinTotalBets,
    declaredRtp: game.declaredRtp,
  };
}

/** Checks a line game's definition and attaches its rules summary. */
export function defineLineGame(game: Omit<LineGame, 'kind' | 'rules'>): LineGame {
  assertCommon(game);
  assert(game.coinsPerBet === game.lines.length, 'a coin is the line bet');
  assert(isWholeNumber(game.wildMultiplier, 1), 'wild multiplier must be a whole number');
  for (const line of game.lines) {
    assert(line.length === game.reels, 'a line crosses every reel');
    assert(
      line.every((row) => isWholeNumber(row, 0) && row < game.rows),
      'line row out of range',
    );
  }
  for (const pay of game.linePays) {
    assert(isWholeNumber(pay.count, 1) && pay.count <= game.reels, 'line pay count');
    assert(isWholeNumber(pay.coins, 1), 'line pays whole coins');
    assert(pay.symbols.length > 0, 'a line pay names its symbols');
    assert(
      pay.symbols.every((symbol) => game.symbols.includes(symbol)),
      'line pay names an unknown symbol',
    );
    assert(!pay.symbols.includes(game.scatter?.symbol ?? ''), 'the scatter pays only as scatter');
  }
  const paytable = paytableRows(game.linePays, 'coins-per-line');
  assertPaysGrowWithCount(paytable);
  const rules: RuleText[] = [
    { key: 'slots.rules.linesPayLeftToRight', values: { lines: game.lines.length } },
    { key: 'slots.rules.highestWinPerLine', values: {} },
    { key: 'slots.rules.wildSubstitutes', values: { symbol: game.wild } },
  ];
  if (game.wildMultiplier > 1)
    rules.push({ key: 'slots.rules.wildMultiplies', values: { multiplier: game.wildMultiplier } });
  const layout = { lines: game.lines.length, ways: null };
  return Object.freeze({ ...game, kind: 'lines', rules: summary(game, layout, paytable, rules) });
}

/** Checks a ways game's definition and attaches its rules summary. */
export function defineWaysGame(game: Omit<WaysGame, 'kind' | 'rules'>): WaysGame {
  assertCommon(game);
  for (const pay of game.waysPays) {
    assert(isWholeNumber(pay.count, 1) && pay.count <= game.reels, 'ways pay count');
    assert(isWholeNumber(pay.coins, 1), 'ways pay whole coins');
    assert(game.symbols.includes(pay.symbol), 'ways pay names an unknown symbol');
    assert(pay.symbol !== game.scatter?.symbol, 'the scatter pays only as scatter');
  }
  const rows = game.waysPays.map((pay) => ({
    pays: pay.symbol,
    symbols: [pay.symbol],
    count: pay.count,
    coins: pay.coins,
  }));
  const paytable = paytableRows(rows, 'coins-per-way');
  assertPaysGrowWithCount(paytable);
  const ways = game.rows ** game.reels;
  const rules: RuleText[] = [
    { key: 'slots.rules.waysPayLeftToRight', values: { ways } },
    { key: 'slots.rules.wildSubstitutes', values: { symbol: game.wild } },
  ];
  const layout = { lines: null, ways };
  return Object.freeze({ ...game, kind: 'ways', rules: summary(game, layout, paytable, rules) });
}

function paytableRows(
  pays: readonly { pays: string; symbols: readonly string[]; count: number; coins: number }[],
  basis: PaytableRow['basis'],
): PaytableRow[] {
  const rows = new Map<string, PaytableRow & { wins: { count: number; amount: number }[] }>();
  for (const pay of pays) {
    const row = rows.get(pay.pays) ?? { pays: pay.pays, symbols: pay.symbols, basis, wins: [] };
    row.wins.push({ count: pay.count, amount: pay.coins });
    rows.set(pay.pays, row);
  }
  return [...rows.values()];
}

// The highest win on a line (and the single ways pay for a run) is then always the longest
// match, as players expect.
function assertPaysGrowWithCount(paytable: readonly PaytableRow[]): void {
  for (const row of paytable) {
    const wins = [...row.wins].sort((a, b) => a.count - b.count);
    wins.forEach((win, index) => {
      const shorter = wins[index - 1];
      assert(shorter === undefined || shorter.count < win.count, 'one pay per count');
      assert(shorter === undefined || shorter.amount < win.amount, 'pays grow with count');
    });
  }
}
