import { labelledFloats, pickIndex, type SeedScheme } from '../provably-fair';
import { baccaratDecks } from './baccarat';
import { cardsPerDeck, shuffledShoe, type Card } from './cards';
import { roulettePockets } from './roulette';

/**
 * The outcomes of the shared-round tables from a revealed seed, with Stake's encoding: floats
 * of HMAC-SHA256(seed text, `label:round`), the label naming the table and its round (or its
 * shoe), so anyone can redraw them offline.
 */

const scheme: SeedScheme = 2;

/** A roulette pocket: floor(f × 37). */
export function roulettePocket(seedHex: string, label: string): number {
  const [float = 0] = labelledFloats(seedHex, label, 1, scheme);
  return pickIndex(float, roulettePockets);
}

/** Three dice: floor(f × 6) + 1 each. */
export function sicBoDice(seedHex: string, label: string): [number, number, number] {
  const [a = 0, b = 0, c = 0] = labelledFloats(seedHex, label, 3, scheme);
  return [pickIndex(a, 6) + 1, pickIndex(b, 6) + 1, pickIndex(c, 6) + 1];
}

/** Cards left behind the cut card: 14, 15 or 16 (the last float of the shoe's stream). */
const cutCardLeaveMin = 14;
const cutCardSpread = 3;

/**
 * A shoe of `decks` decks shuffled from its seed (one float per card, Fisher–Yates) and where
 * its cut card lies: no hand starts at or after `cutAt`.
 */
export function shoeOf(
  seedHex: string,
  label: string,
  decks = baccaratDecks,
): { cards: Card[]; cutAt: number } {
  const size = decks * cardsPerDeck;
  const floats = labelledFloats(seedHex, label, size + 1, scheme);
  const leave = cutCardLeaveMin + pickIndex(floats[size] ?? 0, cutCardSpread);
  return { cards: shuffledShoe(decks, floats.slice(0, size)), cutAt: size - leave };
}
