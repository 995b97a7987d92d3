import type { TableResultWire } from '@khela/contracts';
import {
  beadPlate,
  bigRoadColumns,
  derivedRoad,
  layRuns,
  runsOf,
  type Bead,
  type HandResult,
  type RoadColour,
} from '@khela/games';

/**
 * The road maps of a shoe's results, laid out on their grids (packages/games roads). Dragon
 * tiger reads like baccarat: Dragon in the banker's red, Tiger in the player's blue.
 */

/** A bead of the bead plate: the hand's winner and its pairs. */
export interface PlateBead {
  winner: HandResult;
  playerPair: boolean;
  bankerPair: boolean;
}

/** A big-road mark: its winner and the ties after it. */
export interface BigRoadMark {
  winner: 'banker' | 'player';
  ties: number;
}

export interface RoadMaps {
  plate: Bead<PlateBead>[];
  bigRoad: Bead<BigRoadMark>[];
  bigEye: Bead<RoadColour>[];
  smallRoad: Bead<RoadColour>[];
  cockroach: Bead<RoadColour>[];
}

/** A card game's hand as a road reads it. */
export function handOf(result: TableResultWire): PlateBead | undefined {
  switch (result.game) {
    case 'baccarat':
    case 'baccaratNoCommission':
      return {
        winner: result.winner,
        playerPair: result.playerPair,
        bankerPair: result.bankerPair,
      };
    case 'dragonTiger':
      return {
        winner:
          result.winner === 'dragon' ? 'banker' : result.winner === 'tiger' ? 'player' : 'tie',
        playerPair: false,
        bankerPair: false,
      };
    default:
      return undefined;
  }
}

/** Every road of a shoe's results, oldest first. */
export function roadMaps(results: readonly TableResultWire[]): RoadMaps {
  const hands = results.flatMap((result) => {
    const hand = handOf(result);
    return hand ? [hand] : [];
  });
  const winners = hands.map((hand) => hand.winner);
  const plate = beadPlate(winners).map((bead, index) => ({
    ...bead,
    value: hands[index] ?? { winner: bead.value, playerPair: false, bankerPair: false },
  }));
  const columns = bigRoadColumns(winners);
  const derived = (k: 1 | 2 | 3) => layRuns(runsOf(derivedRoad(columns, k)));
  return {
    plate,
    bigRoad: layRuns(columns),
    bigEye: derived(1),
    smallRoad: derived(2),
    cockroach: derived(3),
  };
}

/** How many columns a road's beads take. */
export function columnsOf(beads: readonly Bead<unknown>[]): number {
  return beads.reduce((most, bead) => Math.max(most, bead.column + 1), 0);
}
