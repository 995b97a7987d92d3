import { drawWithoutReplacement } from '../provably-fair';

/**
 * Cards of the shared-round tables: a rank 1 (ace) … 13 (king) and a suit 0–3, in shoes of
 * whole decks shuffled from a seed's floats (Fisher–Yates: each float picks floor(f × left)
 * among the cards not yet placed).
 */
export interface Card {
  rank: number;
  suit: number;
}

export const cardsPerDeck = 52;
export const ranks = 13;

/** A card from its index within a deck: suits in order, ranks ace to king within each. */
export function cardOf(index: number): Card {
  const inDeck = index % cardsPerDeck;
  return { rank: (inDeck % ranks) + 1, suit: Math.floor(inDeck / ranks) };
}

/** The cards of `decks` new decks in order: deck by deck, suit by suit, ace to king. */
export function orderedShoe(decks: number): Card[] {
  return Array.from({ length: decks * cardsPerDeck }, (_, index) => cardOf(index));
}

/** A shoe of `decks` decks shuffled by `floats` (one per card). */
export function shuffledShoe(decks: number, floats: readonly number[]): Card[] {
  const cards = orderedShoe(decks);
  return drawWithoutReplacement(cards, floats, cards.length);
}

/** How a card is written in a proof: rank (A, 2–10, J, Q, K) and suit (s h d c). */
export function cardText(card: Card): string {
  const rank = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][card.rank - 1];
  return `${rank ?? '?'}${'shdc'[card.suit] ?? '?'}`;
}
