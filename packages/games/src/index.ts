/**
 * Pure game maths: provably-fair outcomes, slot engines, lottery result sheets, play types and
 * settlement rules. No I/O.
 */
export * from './lottery';
export * from './provably-fair';
export * from './slots';
