import { z } from 'zod';

/** A `<` that opens a tag, a comment or a declaration where a browser reads HTML. */
const markupPattern = /<[A-Za-z!/?]/;

/** Whether text holds no markup: what it says is what is stored and shown ("<3" is fine). */
export function isPlainText(value: string): boolean {
  return !markupPattern.test(value);
}

/**
 * A field of plain text (a title, a name, a reason): trimmed, at most `max` characters, and
 * refused with `field_plain_text` when it holds markup, so the database keeps text, not HTML.
 */
export function plainText(max: number) {
  return z.string().trim().max(max).refine(isPlainText, { error: 'field_plain_text' });
}
