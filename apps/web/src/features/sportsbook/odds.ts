import { oddsStyles, sportsOddsText, type OddsStyle } from '@khela/games';

/** Which way a price moved: up (longer odds), down (shorter), or not at all. */
export type OddsMove = 'up' | 'down' | null;

/** The move from one price to the next (thousandths). */
export function oddsMove(previous: number, next: number): OddsMove {
  if (next > previous) return 'up';
  if (next < previous) return 'down';
  return null;
}

/**
 * A price in the player's style. A price no style can show (below 1.001, which the book never
 * offers) falls back to the decimal; the odds text never breaks a row.
 */
export function oddsDisplay(odds: number, style: OddsStyle): string {
  try {
    return sportsOddsText(odds, style);
  } catch {
    return odds >= 1000 ? sportsOddsText(odds, 'decimal') : '—';
  }
}

/** Whether a stored text is one of the odds styles. */
export function isOddsStyle(text: string | null): text is OddsStyle {
  return oddsStyles.some((style) => style === text);
}

export { oddsStyles, type OddsStyle };
