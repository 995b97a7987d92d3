import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { areaReturnMilli, type TableGame, type TableOutcome } from './areas';
import { baccaratEdge, baccaratWeights, dealHand } from './baccarat';
import { dragonTigerEdge, dragonTigerWinner } from './dragon-tiger';
import { shoeOf, roulettePocket, sicBoDice } from './outcomes';
import { rouletteEdge } from './roulette';
import { sicBoEdge } from './sic-bo';

/**
 * Simulates a table game's rounds from seeds (drawn as the tables draw them: shoes shuffled to
 * their cut card, pockets and dice from HMAC floats) and measures each area's return beside
 * the exact one its rules give (`npm run rtp`).
 */

/** An area measured: its mean return per unit staked, that mean's standard error, the exact one. */
export interface AreaMeasure {
  area: string;
  rounds: number;
  meanReturn: number;
  standardError: number;
  exactReturn: number;
}

/** The areas simulated of each game, with their exact returns (1 − house edge). */
export function simulatedAreas(game: TableGame): { area: string; exactReturn: number }[] {
  const back = (edge: { numerator: bigint; denominator: bigint }) =>
    1 - Number((edge.numerator * 10n ** 15n) / edge.denominator) / 1e15;
  switch (game) {
    case 'baccarat':
    case 'baccaratNoCommission': {
      const weights = baccaratWeights();
      const variant = game === 'baccarat' ? 'commission' : 'noCommission';
      return (['banker', 'player', 'tie', 'playerPair'] as const).map((area) => ({
        area,
        exactReturn: back(baccaratEdge(area, variant, weights)),
      }));
    }
    case 'dragonTiger':
      return (['dragon', 'tie'] as const).map((area) => ({
        area,
        exactReturn: back(dragonTigerEdge(area)),
      }));
    case 'roulette':
      return [
        {
          area: 'straight:17',
          exactReturn: back(rouletteEdge({ kind: 'straight', pockets: [17] })),
        },
        { area: 'red', exactReturn: back(rouletteEdge({ kind: 'red' })) },
      ];
    case 'sicBo':
      return [
        { area: 'big', exactReturn: back(sicBoEdge({ kind: 'big' })) },
        { area: 'total:9', exactReturn: back(sicBoEdge({ kind: 'total', total: 9 })) },
        { area: 'anyTriple', exactReturn: back(sicBoEdge({ kind: 'anyTriple' })) },
      ];
  }
}

/** The seed of a simulated shoe or round: SHA-256 of its name, as hex. */
const seedOf = (name: string) => bytesToHex(sha256(utf8ToBytes(name)));

/** Every outcome of `rounds` simulated rounds, in order. */
function* outcomes(game: TableGame, rounds: number, seed: number): Generator<TableOutcome> {
  if (game === 'roulette' || game === 'sicBo') {
    // One seed per thousand rounds, each round its own label, as a table's rounds are.
    for (let round = 0; round < rounds; round += 1) {
      const key = seedOf(`rtp:${game}:${seed}:${Math.floor(round / 1000)}`);
      yield game === 'roulette'
        ? { game, pocket: roulettePocket(key, `sim:${round}`) }
        : { game, dice: sicBoDice(key, `sim:${round}`) };
    }
    return;
  }
  let dealt = 0;
  for (let shoe = 0; dealt < rounds; shoe += 1) {
    const { cards, cutAt } = shoeOf(seedOf(`rtp:${game}:${seed}:${shoe}`), `shoe:${shoe}`);
    let cursor = 0;
    while (cursor < cutAt && dealt < rounds) {
      if (game === 'dragonTiger') {
        const [dragon, tiger] = [cards[cursor], cards[cursor + 1]];
        if (!dragon || !tiger) break;
        cursor += 2;
        yield { game, winner: dragonTigerWinner(dragon, tiger) };
      } else {
        const { hand, next } = dealHand(cards, cursor);
        cursor = next;
        yield { game, hand };
      }
      dealt += 1;
    }
  }
}

/** Measures each simulated area of a game over `rounds` rounds from `seed`. */
export function simulateTable(game: TableGame, rounds: number, seed: number): AreaMeasure[] {
  const areas = simulatedAreas(game);
  const sums = areas.map(() => ({ total: 0, squares: 0 }));
  for (const outcome of outcomes(game, rounds, seed)) {
    areas.forEach(({ area }, index) => {
      const returned = areaReturnMilli(area, outcome) / 1000;
      const sum = sums[index];
      if (!sum) return;
      sum.total += returned;
      sum.squares += returned * returned;
    });
  }
  return areas.map(({ area, exactReturn }, index) => {
    const { total = 0, squares = 0 } = sums[index] ?? {};
    const mean = total / rounds;
    const variance = Math.max(0, squares / rounds - mean * mean);
    return {
      area,
      rounds,
      meanReturn: mean,
      standardError: Math.sqrt(variance / rounds),
      exactReturn,
    };
  });
}
