/**
 * European roulette: 37 pockets, one from one float (floor(f × 37)); every inside and outside
 * bet named by the pockets it covers, paid (36 / covered − 1):1, zero losing the outside bets
 * (or half of an even-money bet with la partage).
 */

export const roulettePockets = 37;
export const redPockets: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

export type RouletteBet =
  | { kind: 'straight'; pockets: [number] }
  | { kind: 'split' | 'street' | 'corner' | 'firstFour' | 'sixLine'; pockets: number[] }
  | { kind: 'column' | 'dozen'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

/** The pockets a bet covers. */
export function coveredPockets(bet: RouletteBet): number[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, at) => from + at);
  switch (bet.kind) {
    case 'column':
      return range(1, 36).filter((pocket) => pocket % 3 === bet.index % 3);
    case 'dozen':
      return range(12 * (bet.index - 1) + 1, 12 * bet.index);
    case 'red':
      return [...redPockets];
    case 'black':
      return range(1, 36).filter((pocket) => !redPockets.includes(pocket));
    case 'odd':
      return range(1, 36).filter((pocket) => pocket % 2 === 1);
    case 'even':
      return range(1, 36).filter((pocket) => pocket % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return [...bet.pockets];
  }
}

/** Whether the pockets named form the bet they say: a real split, street, corner or line. */
export function isRouletteBet(bet: RouletteBet): boolean {
  if (!('pockets' in bet)) return true;
  const pockets = [...bet.pockets].sort((a, b) => a - b);
  const inRange = pockets.every((p) => Number.isInteger(p) && p >= 0 && p <= 36);
  if (!inRange || new Set(pockets).size !== pockets.length) return false;
  const [first = -1] = pockets;
  const row = (pocket: number) => Math.ceil(pocket / 3);
  const same = (expected: number[]) => expected.join() === pockets.join();
  switch (bet.kind) {
    case 'straight':
      return pockets.length === 1;
    case 'split':
      if (pockets.length !== 2) return false;
      if (first === 0) return [1, 2, 3].includes(pockets[1] ?? -1);
      return (
        (pockets[1] === first + 1 && row(first) === row(first + 1)) || pockets[1] === first + 3
      );
    case 'street':
      return first % 3 === 1 && same([first, first + 1, first + 2]);
    case 'corner':
      return first % 3 !== 0 && first > 0 && same([first, first + 1, first + 3, first + 4]);
    case 'firstFour':
      return same([0, 1, 2, 3]);
    case 'sixLine':
      return first % 3 === 1 && first <= 31 && same([0, 1, 2, 3, 4, 5].map((at) => first + at));
  }
}

/** The odds a bet pays (x:1): 36 / pockets covered − 1. */
export function rouletteOdds(bet: RouletteBet): number {
  return 36 / coveredPockets(bet).length - 1;
}

/** What a bet returns per unit staked, in thousandths, when `pocket` comes up. */
export function rouletteReturnMilli(bet: RouletteBet, pocket: number, isLaPartage = false): number {
  const covered = coveredPockets(bet);
  if (covered.includes(pocket)) return (rouletteOdds(bet) + 1) * 1000;
  const isEvenMoney = covered.length === 18;
  return pocket === 0 && isEvenMoney && isLaPartage ? 500 : 0;
}

/** A bet's exact house edge over the 37 pockets. */
export function rouletteEdge(bet: RouletteBet, isLaPartage = false) {
  let expected = 0n;
  for (let pocket = 0; pocket < roulettePockets; pocket += 1) {
    expected += BigInt(rouletteReturnMilli(bet, pocket, isLaPartage));
  }
  const denominator = BigInt(roulettePockets) * 1000n;
  const numerator = denominator - expected;
  return { numerator, denominator, percent: Number((numerator * 10n ** 12n) / denominator) / 1e10 };
}
