/**
 * Pure game maths: provably-fair outcomes now; slot engines, lottery play types and
 * settlement rules join as the games and lottery work lands. No I/O.
 */
export * from './provably-fair';
