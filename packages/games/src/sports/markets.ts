/**
 * The sportsbook's market templates and settlement results, as this package sees them. They
 * mirror the contract's `MarketKind` and `LegResult` word for word: the game maths depend on
 * no other package, so the words are repeated here rather than imported.
 */

/** How a leg settled: a half result comes of an Asian quarter line. */
export type LegResult = 'win' | 'lose' | 'void' | 'halfWin' | 'halfLose';

/** What a market asks; its selections are named by the keys of `marketSelectionKeys`. */
export type MarketKind =
  | 'matchWinner3'
  | 'matchWinner2'
  | 'doubleChance'
  | 'drawNoBet'
  | 'handicap'
  | 'total'
  | 'bothTeamsToScore'
  | 'correctScore'
  | 'inningsRuns'
  | 'totalSixes'
  | 'topBatsman'
  | 'mapWinner';

const homeAway = ['home', 'away'] as const;
const overUnder = ['over', 'under'] as const;

// A record, so a new market kind does not compile until it says what its selections are.
const selectionKeysByKind: Readonly<Record<MarketKind, readonly string[] | null>> = {
  matchWinner3: ['home', 'draw', 'away'],
  matchWinner2: homeAway,
  doubleChance: ['1X', '12', 'X2'],
  drawNoBet: homeAway,
  handicap: homeAway,
  total: overUnder,
  bothTeamsToScore: ['yes', 'no'],
  correctScore: null,
  inningsRuns: overUnder,
  totalSixes: overUnder,
  topBatsman: null,
  mapWinner: homeAway,
};

/** The fixed selection keys of a template; null when the trader names them (scores, players). */
export function marketSelectionKeys(kind: MarketKind): readonly string[] | null {
  return selectionKeysByKind[kind];
}

/** Whether a market carries a handicap or total line (and so may have quarter lines). */
export function isLineMarket(kind: MarketKind): boolean {
  return kind === 'handicap' || kind === 'total' || kind === 'inningsRuns' || kind === 'totalSixes';
}
