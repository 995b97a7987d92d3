/**
 * Pure game maths: provably-fair outcomes, slot engines, lottery play types and settlement
 * rules. No I/O. The games and lottery issues fill it; the server and site import it from here.
 */
export const gamesPackageVersion = 1;
