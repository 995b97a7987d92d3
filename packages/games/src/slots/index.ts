/**
 * Slot games as pure maths: definitions, the spin and free-spin functions the server calls,
 * exact RTP and a fast simulation. See the README beside this file.
 */
export * from './slot-types';
export {
  defineLineGame,
  defineWaysGame,
  freeSpinsPerSessionLimit,
  maxWinTotalBetsLimit,
  stripLengthMax,
  totalBetMaxMinor,
} from './define-game';
export { evaluateLine, evaluateWays, type Grid, type LineMatch, type WaysMatch } from './evaluate';
export { floatSourceFromArray, floatSourceFromSeedPair, floatsNeededPerSpin } from './float-source';
export { evaluateSpin, maxWinMinor, pickStops, spin, windowAt } from './spin';
export {
  isFreeSpinSessionOver,
  playFreeSpin,
  startFreeSpins,
  type FreeSpinStep,
} from './free-spins';
export { exactRtp, expectedFreeSpinsPlayed, rtpBreakdown, type RtpBreakdown } from './exact-rtp';
export { seededFloatSource } from './prng';
export { playProvablyFairRound, playRound, type PlayedRound, type PlayedSpin } from './round';
export { simulate, simulationSpinsMax, type SimulationResult } from './simulate';
export { jadeWays, jadeWaysFreeSpinsPerSessionMax } from './games/jade-ways';
export { sevensAndBars } from './games/sevens-and-bars';
export { tigerLotus, tigerLotusFreeSpinsPerSessionMax } from './games/tiger-lotus';
export { slotGames } from './games';
