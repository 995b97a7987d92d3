import { dealHand, type BaccaratHand } from './baccarat';
import type { Card } from './cards';
import { dragonTigerWinner, type DragonTigerWinner } from './dragon-tiger';
import { areaReturnMilli, tablePayoutMinor, type TableGame, type TableOutcome } from './areas';
import { roulettePocket, sicBoDice } from './outcomes';
import { roulettePockets } from './roulette';

/**
 * A shared round of a table, from its seed to what it settles: the round's label (what its
 * seed is hashed with), the dealt or drawn result as the record keeps it, and the outcome
 * classes a round's payout cap is counted over.
 *
 * Seeds come from a day chain per table (lottery/commitments.ts): round n of the table's day
 * uses seed n. Roulette and sic bo draw from the round's own seed; baccarat and dragon tiger
 * deal from a shoe shuffled from the seed of the round it started at, until its cut card.
 */

/** The most rounds a table's day has: a round every 8 s (5 s of betting, 3 s of result). */
export const tableDayChainLength = 10_800;

/** Whether a game deals from a shoe (else each round draws from its own seed). */
export function usesShoe(game: TableGame): boolean {
  return game === 'baccarat' || game === 'baccaratNoCommission' || game === 'dragonTiger';
}

/** A round's public number: its UTC day and its place in the day, e.g. `20261129-0042`. */
export function roundNumber(day: string, seq: number): string {
  return `${day.replaceAll('-', '')}-${String(seq).padStart(4, '0')}`;
}

/** What a round's seed is hashed with: `<table code>:<round number>`. */
export function roundLabel(tableCode: string, number: string): string {
  return `${tableCode}:${number}`;
}

/** What a shoe's seed is hashed with: `<table code>:shoe:<number of the round it began at>`. */
export function shoeLabel(tableCode: string, number: string): string {
  return `${tableCode}:shoe:${number}`;
}

/** A round's result as the record keeps it and the screens show it. */
export type TableResult =
  | ({ game: 'baccarat' | 'baccaratNoCommission' } & BaccaratHand)
  | { game: 'dragonTiger'; dragon: Card; tiger: Card; winner: DragonTigerWinner }
  | { game: 'roulette'; pocket: number }
  | { game: 'sicBo'; dice: [number, number, number] };

/** A roulette or sic bo round's result from its seed. */
export function drawnResult(
  game: 'roulette' | 'sicBo',
  seedHex: string,
  label: string,
): TableResult {
  return game === 'roulette'
    ? { game, pocket: roulettePocket(seedHex, label) }
    : { game, dice: sicBoDice(seedHex, label) };
}

/** A baccarat or dragon tiger round dealt from a shoe at `cursor`; and the cursor after it. */
export function dealtResult(
  game: 'baccarat' | 'baccaratNoCommission' | 'dragonTiger',
  shoe: readonly Card[],
  cursor: number,
): { result: TableResult; next: number } {
  if (game !== 'dragonTiger') {
    const { hand, next } = dealHand(shoe, cursor);
    return { result: { game, ...hand }, next };
  }
  const dragon = shoe[cursor];
  const tiger = shoe[cursor + 1];
  if (!dragon || !tiger) throw new Error('the shoe ran out');
  return {
    result: { game, dragon, tiger, winner: dragonTigerWinner(dragon, tiger) },
    next: cursor + 2,
  };
}

/** What settles the areas: the part of a result the rules read. */
export function outcomeOf(result: TableResult): TableOutcome {
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission': {
      const { winner, bankerTotal, playerPair, bankerPair } = result;
      return { game: result.game, hand: { winner, bankerTotal, playerPair, bankerPair } };
    }
    case 'dragonTiger':
      return { game: result.game, winner: result.winner };
    case 'roulette':
      return { game: result.game, pocket: result.pocket };
    case 'sicBo':
      return { game: result.game, dice: result.dice };
  }
}

function baccaratClasses(game: 'baccarat' | 'baccaratNoCommission'): TableOutcome[] {
  const classes: TableOutcome[] = [];
  for (const winner of ['player', 'banker', 'tie'] as const)
    for (const playerPair of [false, true])
      for (const bankerPair of [false, true])
        // A banker six matters to the no-commission banker bet; any other total stands for the rest.
        for (const bankerTotal of [6, 7])
          classes.push({ game, hand: { winner, bankerTotal, playerPair, bankerPair } });
  return classes;
}

const classesByGame = new Map<TableGame, TableOutcome[]>();

/**
 * Every outcome a round of the game can settle differently on: 24 baccarat hands (winner,
 * pairs, a banker six), 3 dragon tiger winners, 37 pockets, 216 throws of three dice. A round's
 * payout cap holds on each of them.
 */
export function outcomeClasses(game: TableGame): TableOutcome[] {
  const known = classesByGame.get(game);
  if (known) return known;
  let classes: TableOutcome[];
  if (game === 'baccarat' || game === 'baccaratNoCommission') classes = baccaratClasses(game);
  else if (game === 'dragonTiger')
    classes = (['dragon', 'tiger', 'tie'] as const).map((winner) => ({ game, winner }));
  else if (game === 'roulette')
    classes = Array.from({ length: roulettePockets }, (_, pocket) => ({ game, pocket }));
  else {
    classes = [];
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1)
        for (let c = 1; c <= 6; c += 1) classes.push({ game, dice: [a, b, c] });
  }
  classesByGame.set(game, classes);
  return classes;
}

/** Areas' returns by class, worked out once: a game has a few hundred areas at most. */
const returnsByArea = new Map<string, number[]>();
const returnsByAreaMax = 4_096;

/** What a unit staked on the area returns on each of the game's outcome classes (thousandths). */
function returnsByClass(game: TableGame, area: string): number[] {
  const key = `${game}:${area}`;
  const known = returnsByArea.get(key);
  if (known) return known;
  const returns = outcomeClasses(game).map((outcome) => areaReturnMilli(area, outcome));
  if (returnsByArea.size >= returnsByAreaMax) returnsByArea.clear();
  returnsByArea.set(key, returns);
  return returns;
}

/** What a bet pays on each of the game's outcome classes, in minor units (stake included). */
export function payoutByClass(game: TableGame, area: string, stakeMinor: bigint): bigint[] {
  return returnsByClass(game, area).map((milli) => tablePayoutMinor(stakeMinor, milli));
}
