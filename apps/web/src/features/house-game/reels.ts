import type { ReelStrips } from '@khela/games';

/** The symbols a reel shows at a stop: strip[(stop + row) mod length], top row first. */
export function windowOf(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length] ?? '');
}

/**
 * What a reel scrolls through on a spin, top to bottom: the new window, the real strip symbols
 * that follow it on the strip, then the old window. The reel starts on the old window (the
 * bottom) and slides down until the new one (the top) shows, so every symbol passing by is one
 * the strip really holds in that order.
 */
export function spinColumn(
  strip: readonly string[],
  from: readonly string[],
  stop: number,
  rows: number,
  passing: number,
): string[] {
  const following = Array.from(
    { length: passing },
    (_, index) => strip[(stop + rows + index) % strip.length] ?? '',
  );
  return [...windowOf(strip, stop, rows), ...following, ...from];
}

/** How many symbols pass on each reel: later reels spin longer, so they stop one by one. */
export function passingPerReel(reels: number, base: number, step: number): number[] {
  return Array.from({ length: reels }, (_, reel) => base + reel * step);
}

/** The cells of a window that are part of any win ('reel:row'). */
export function winningCells(
  wins: readonly { positions: readonly { reel: number; row: number }[] }[],
  scatter: { count: number; positions: readonly { reel: number; row: number }[] },
  hasScatterWin: boolean,
): Set<string> {
  const cells = new Set<string>();
  for (const win of wins) for (const cell of win.positions) cells.add(`${cell.reel}:${cell.row}`);
  if (hasScatterWin) for (const cell of scatter.positions) cells.add(`${cell.reel}:${cell.row}`);
  return cells;
}

/** The strips a spin mode uses. */
export function stripsOf(
  game: { baseStrips: ReelStrips; freeStrips: ReelStrips },
  mode: 'base' | 'free',
): ReelStrips {
  return mode === 'base' ? game.baseStrips : game.freeStrips;
}
