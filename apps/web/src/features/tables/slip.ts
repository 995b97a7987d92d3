import { toWire, minor, type CurrencyCode } from '@khela/money';

/**
 * The slip a player builds before confirming it: the chips placed, in steps (a chip, a double,
 * a repeat of the last slip), so that undo takes back the last step whole. Amounts are minor
 * units (bigint), never floats.
 */

/** Chips on one area. */
export interface AreaStake {
  area: string;
  stakeMinor: bigint;
}

/** What one tap added: a chip on an area, or a copy of the slip (double), or the last slip. */
export type SlipStep = readonly AreaStake[];

export interface Slip {
  steps: readonly SlipStep[];
}

export const emptySlip: Slip = { steps: [] };

/** How many steps a slip keeps (the server takes at most 60 areas a slip). */
export const slipStepsMax = 200;

/** The stakes of a list of chips merged by area, in the order each area was first used. */
export function mergeStakes(chips: readonly AreaStake[]): Map<string, bigint> {
  const stakes = new Map<string, bigint>();
  for (const chip of chips) stakes.set(chip.area, (stakes.get(chip.area) ?? 0n) + chip.stakeMinor);
  return stakes;
}

/** The slip's stakes by area. */
export function stakesOf(slip: Slip): Map<string, bigint> {
  return mergeStakes(slip.steps.flat());
}

/** Everything the slip stakes. */
export function slipTotal(slip: Slip): bigint {
  return slip.steps.flat().reduce((sum, chip) => sum + chip.stakeMinor, 0n);
}

/** Whether a slip has nothing on it. */
export function isEmptySlip(slip: Slip): boolean {
  return slip.steps.length === 0;
}

function withStep(slip: Slip, step: SlipStep): Slip {
  if (step.length === 0 || slip.steps.length >= slipStepsMax) return slip;
  return { steps: [...slip.steps, step] };
}

/** A chip placed on an area. */
export function placeChip(slip: Slip, area: string, stakeMinor: bigint): Slip {
  if (stakeMinor <= 0n) return slip;
  return withStep(slip, [{ area, stakeMinor }]);
}

/** The slip without its last step. */
export function undoStep(slip: Slip): Slip {
  return slip.steps.length === 0 ? slip : { steps: slip.steps.slice(0, -1) };
}

/** What doubling adds: every area's stake again (nothing when the slip is empty). */
export function doublingStep(slip: Slip): SlipStep {
  return [...stakesOf(slip)].map(([area, stakeMinor]) => ({ area, stakeMinor }));
}

/** What repeating the last confirmed slip adds: its bets again. */
export function repeatingStep(last: readonly AreaStake[]): SlipStep {
  return [...mergeStakes(last)].map(([area, stakeMinor]) => ({ area, stakeMinor }));
}

/** The slip with a step added (a double or a repeat); unchanged when the step is empty. */
export function addStep(slip: Slip, step: SlipStep): Slip {
  return withStep(slip, step);
}

/** Why a step may not be added: an area over its limit, or more than the balance. */
export type StepRefusal =
  | { kind: 'areaMax'; area: string; maxMinor: bigint }
  | { kind: 'balance' }
  | { kind: 'tooManyAreas' };

/** The most areas one slip may carry (the server's limit). */
export const slipAreasMax = 60;

/**
 * Whether a step fits: each area's stake this round (already confirmed, on the slip and the
 * step) within its maximum, and the slip's total within the balance.
 */
export function stepRefusal(values: {
  slip: Slip;
  step: SlipStep;
  confirmed: ReadonlyMap<string, bigint>;
  maxOf: (area: string) => bigint;
  balanceMinor: bigint;
}): StepRefusal | null {
  const { slip, step, confirmed } = values;
  const pending = stakesOf(slip);
  for (const [area, stakeMinor] of mergeStakes(step)) {
    const total = (confirmed.get(area) ?? 0n) + (pending.get(area) ?? 0n) + stakeMinor;
    const maxMinor = values.maxOf(area);
    if (total > maxMinor) return { kind: 'areaMax', area, maxMinor };
  }
  const areas = new Set([...pending.keys(), ...step.map((chip) => chip.area)]);
  if (areas.size > slipAreasMax) return { kind: 'tooManyAreas' };
  const stepTotal = step.reduce((sum, chip) => sum + chip.stakeMinor, 0n);
  if (slipTotal(slip) + stepTotal > values.balanceMinor) return { kind: 'balance' };
  return null;
}

/** The slip's bets as the server takes them: one per area, stakes as wire decimals. */
export function slipBets(slip: Slip, currency: string): { area: string; stake: string }[] {
  return [...stakesOf(slip)].map(([area, stakeMinor]) => ({
    area,
    stake: toWire(minor(stakeMinor), currency as CurrencyCode),
  }));
}

/** The stakes of a round's confirmed slips merged by area. */
export function confirmedStakes(slips: readonly (readonly AreaStake[])[]): Map<string, bigint> {
  return mergeStakes(slips.flat());
}
