import type { BetFairness, BetSpin } from '@khela/contracts';

/**
 * The verifier page for an in-house round, or null while its server seed is still secret
 * (it is revealed when the player rotates the seed pair).
 */
export function fairnessLink(gameCode: string, fairness: BetFairness): string | null {
  if (fairness.serverSeed === null) return null;
  const query = new URLSearchParams({
    game: gameCode,
    scheme: String(fairness.scheme),
    serverSeed: fairness.serverSeed,
    hash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.firstNonce),
    bet: fairness.betMinor,
  });
  return `/fairness?${query.toString()}`;
}

/** A spin's window row by row, top row first (spins store it reel by reel). */
export function gridRows(grid: readonly (readonly string[])[]): string[][] {
  const rowCount = Math.max(0, ...grid.map((reel) => reel.length));
  return Array.from({ length: rowCount }, (_, row) => grid.map((reel) => reel[row] ?? ''));
}

/** The cells a spin paid for (its wins and scatters), as `reel:row` keys. */
export function paidCells(spin: BetSpin): Set<string> {
  const cells = [...spin.wins.flatMap((win) => win.positions), ...spin.scatter.positions];
  return new Set(cells.map((cell) => `${cell.reel}:${cell.row}`));
}

/** A symbol id for people: words apart, e.g. 'any-bar' → 'any bar', 'wild_7' → 'wild 7'. */
export function symbolLabel(symbol: string): string {
  return symbol.replace(/[-_]+/g, ' ').trim();
}

/** Whether a wire amount is below, at or above zero (for the win/loss colour). */
export function signOf(wire: string): -1 | 0 | 1 {
  if (wire.startsWith('-')) return -1;
  return /^[0.]*$/.test(wire) ? 0 : 1;
}

/** The class that colours a win/loss: green above zero, red below, plain at zero. */
export function netClass(wire: string): string {
  const sign = signOf(wire);
  if (sign === 0) return 'money-net';
  return sign > 0 ? 'money-net money-net--up' : 'money-net money-net--down';
}
