/**
 * Pure game maths: provably-fair outcomes, slot engines, the progressive jackpot's trigger,
 * lottery result sheets, play types and settlement rules. No I/O.
 */
export * from './jackpot';
export * from './lottery';
export * from './provably-fair';
export * from './slots';
