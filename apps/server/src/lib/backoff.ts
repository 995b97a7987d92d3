/**
 * The wait before the next try after `failures` failures: none for the first `free` of them,
 * then a second, doubling with each further failure, never more than `maxMs`. Guessing a
 * password then costs exponential time while a person who mistyped waits a moment.
 */
export function doublingDelayMs(failures: number, free: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - free, 40), maxMs);
}
