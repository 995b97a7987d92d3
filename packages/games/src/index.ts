/**
 * Pure game maths: provably-fair outcomes and slot engines now; lottery play types and
 * settlement rules join as the lottery work lands. No I/O.
 */
export * from './provably-fair';
export * from './slots';
