// What the digit rules read off a page: its shown text and the first digit of the wrong system.
import type { Page } from 'playwright-core';

export const latin = /[0-9]/;
export const bengali = /[\u09E6-\u09EF]/;

/**
 * The text of the page a digit rule holds for: all of it, hidden or not, but what a person
 * types or copies as it is (fields, usernames, numbers of accounts, ids, codes).
 */
export function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('input, textarea, script, style, code, svg, [data-keep-digits]')
      .forEach((node) => node.remove());
    return `${document.title}\n${copy.textContent ?? ''}`;
  });
}

/**
 * The digit `wrong` next to a few characters either side, or undefined. A word of Latin letters
 * and digits is a name or a code (a username, a transaction id) and keeps the digits it has.
 */
export function firstWrong(text: string, wrong: RegExp): string | undefined {
  const figures = text.replace(/[A-Za-z0-9_]*[A-Za-z_][A-Za-z0-9_]*/g, '');
  const at = figures.search(wrong);
  return at < 0 ? undefined : figures.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
}
