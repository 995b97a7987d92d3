/**
 * Sic Bo: three dice, 216 equally likely outcomes (each die floor(f × 6) + 1 of its own
 * float). Big (11–17) and Small (4–10) pay 1:1 and lose on any triple; the other bets pay what
 * the operator's paytable says, and their exact edges come from enumerating the 216 outcomes.
 */

export type SicBoBet =
  | { kind: 'big' | 'small' | 'odd' | 'even' | 'anyTriple' }
  | { kind: 'total'; total: number }
  | { kind: 'double' | 'triple' | 'single'; face: number }
  | { kind: 'combination'; faces: [number, number] };

/** A paytable: odds (x:1) per kind; totals by their value; single pays 1, 2 or 3 matches. */
export interface SicBoPaytable {
  big: number;
  small: number;
  odd: number;
  even: number;
  anyTriple: number;
  double: number;
  triple: number;
  combination: number;
  /** Odds by total, 4 … 17. */
  totals: Record<number, number>;
  /** Odds by how many dice show the face: one, two, three. */
  single: [number, number, number];
}

/** A common Macau paytable. */
export const standardSicBoPaytable: SicBoPaytable = {
  big: 1,
  small: 1,
  odd: 1,
  even: 1,
  anyTriple: 30,
  double: 10,
  triple: 180,
  combination: 5,
  totals: {
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  },
  single: [1, 2, 3],
};

const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];
const countOf = (dice: readonly number[], face: number) => dice.filter((d) => d === face).length;

/** The odds (x:1) a bet wins with these dice, or null when it loses. */
export function sicBoOdds(
  bet: SicBoBet,
  dice: readonly number[],
  table: SicBoPaytable,
): number | null {
  const total = dice.reduce((sum, die) => sum + die, 0);
  switch (bet.kind) {
    case 'big':
      return !isTriple(dice) && total >= 11 && total <= 17 ? table.big : null;
    case 'small':
      return !isTriple(dice) && total >= 4 && total <= 10 ? table.small : null;
    case 'odd':
      return !isTriple(dice) && total % 2 === 1 ? table.odd : null;
    case 'even':
      return !isTriple(dice) && total % 2 === 0 ? table.even : null;
    case 'anyTriple':
      return isTriple(dice) ? table.anyTriple : null;
    case 'total':
      return total === bet.total ? (table.totals[bet.total] ?? null) : null;
    case 'double':
      return countOf(dice, bet.face) >= 2 ? table.double : null;
    case 'triple':
      return countOf(dice, bet.face) === 3 ? table.triple : null;
    case 'single': {
      const matches = countOf(dice, bet.face);
      return matches === 0 ? null : (table.single[matches - 1] ?? null);
    }
    case 'combination':
      return bet.faces[0] !== bet.faces[1] &&
        countOf(dice, bet.faces[0]) > 0 &&
        countOf(dice, bet.faces[1]) > 0
        ? table.combination
        : null;
  }
}

/** Every outcome of three dice, each once (216). */
export function allDice(): number[][] {
  const outcomes: number[][] = [];
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) outcomes.push([a, b, c]);
  return outcomes;
}

/** A bet's exact house edge under a paytable, over the 216 outcomes (odds in whole units). */
export function sicBoEdge(bet: SicBoBet, table: SicBoPaytable = standardSicBoPaytable) {
  let expected = 0n;
  for (const dice of allDice()) {
    const odds = sicBoOdds(bet, dice, table);
    if (odds !== null) expected += BigInt(Math.round((odds + 1) * 1000));
  }
  const denominator = 216n * 1000n;
  const numerator = denominator - expected;
  return { numerator, denominator, percent: Number((numerator * 10n ** 12n) / denominator) / 1e10 };
}
