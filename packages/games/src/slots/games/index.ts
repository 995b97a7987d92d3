import type { SlotGame } from '../slot-types';
import { jadeWays } from './jade-ways';
import { sevensAndBars } from './sevens-and-bars';
import { tigerLotus } from './tiger-lotus';

/** Every slot the platform offers, by id. */
export const slotGames: Readonly<Record<string, SlotGame>> = Object.freeze({
  [tigerLotus.id]: tigerLotus,
  [sevensAndBars.id]: sevensAndBars,
  [jadeWays.id]: jadeWays,
});
