export * from './markets';
export * from './odds-text';
export * from './pricing';
export * from './returns';
export * from './settlement';
export type { StakeFactor } from './fraction';
