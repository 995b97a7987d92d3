/**
 * Pure game maths: provably-fair outcomes, slot engines, the progressive jackpot's trigger,
 * lottery result sheets, play types and settlement rules, the shared-round tables' rules and
 * exact house edges, the sportsbook's odds, returns and settlement. No I/O.
 */
export * from './jackpot';
export * from './lottery';
export * from './provably-fair';
export * from './slots';
export * from './sports';
export * from './tables';
