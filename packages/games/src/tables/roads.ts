/**
 * Baccarat road maps as players here read them (../shared/reference/tables.md): the bead
 * plate, the big road and its three derived roads (big eye boy, small road, cockroach pig).
 * Pure: each takes the shoe's results so far, oldest first.
 */

export type HandResult = 'banker' | 'player' | 'tie';
export type RoadColour = 'red' | 'blue';

/** Rows of every road's grid. */
export const roadRows = 6;

/** A result at its place on a grid (column and row from 0). */
export interface Bead<T> {
  column: number;
  row: number;
  value: T;
}

/** Every hand in order, six a column, top to bottom, ties as their own beads. */
export function beadPlate(results: readonly HandResult[]): Bead<HandResult>[] {
  return results.map((value, index) => ({
    column: Math.floor(index / roadRows),
    row: index % roadRows,
    value,
  }));
}

/** A big-road entry: its winner and the ties marked on it (those after it, or before the first). */
export interface BigRoadEntry {
  winner: 'banker' | 'player';
  ties: number;
}

/** The big road's runs: a column per run of one winner, ties marked on the entry before them. */
export function bigRoadColumns(results: readonly HandResult[]): BigRoadEntry[][] {
  const columns: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const result of results) {
    const column = columns.at(-1);
    const last = column?.at(-1);
    if (result === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    const entry = { winner: result, ties: 0 };
    if (columns.length === 0) {
      entry.ties = leadingTies;
      columns.push([entry]);
    } else if (last?.winner === result) column?.push(entry);
    else columns.push([entry]);
  }
  return columns;
}

/**
 * Lays runs out on a six-row grid: each run down its column, a run longer than the column
 * (or meeting a cell already taken) turning right along its last row ("dragon tail"); each
 * new run starts at the top of the column after the previous run's start.
 */
export function layRuns<T>(runs: readonly (readonly T[])[]): Bead<T>[] {
  const taken = new Set<string>();
  const beads: Bead<T>[] = [];
  let start = -1;
  for (const run of runs) {
    start += 1;
    while (taken.has(`${start}:0`)) start += 1;
    let [column, row] = [start, 0];
    run.forEach((value, index) => {
      if (index > 0) {
        const canGoDown = row + 1 < roadRows && !taken.has(`${column}:${row + 1}`);
        if (canGoDown) row += 1;
        else column += 1;
      }
      taken.add(`${column}:${row}`);
      beads.push({ column, row, value });
    });
  }
  return beads;
}

/**
 * A derived road's marks (k = 1 big eye boy, 2 small road, 3 cockroach pig), from the big
 * road's columns, ties ignored. It starts at column k + 1's second entry (or column k + 2's
 * first when column k + 1 has one). A column's first entry compares the lengths of the two
 * columns before it k apart (equal: red); any other, in row r, looks at the column k to its
 * left: an entry in row r → red; none there but one in row r − 1 → blue; neither → red.
 */
export function derivedRoad(columns: readonly (readonly unknown[])[], k: 1 | 2 | 3): RoadColour[] {
  const marks: RoadColour[] = [];
  columns.forEach((column, c) => {
    for (let r = 0; r < column.length; r += 1) {
      if (c < k || (c === k && r === 0)) continue;
      if (r === 0) {
        const [before, further] = [columns[c - 1]?.length, columns[c - 1 - k]?.length];
        marks.push(before === further ? 'red' : 'blue');
      } else {
        const length = columns[c - k]?.length ?? 0;
        marks.push(length === r ? 'blue' : 'red');
      }
    }
  });
  return marks;
}

/** Consecutive equal marks as runs, as a derived road lays them out. */
export function runsOf<T>(marks: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const mark of marks) {
    const run = runs.at(-1);
    if (run && run[0] === mark) run.push(mark);
    else runs.push([mark]);
  }
  return runs;
}
