import type { DigitSystem } from '@khela/contracts';
import { useEffect } from 'react';

const bengaliZero = 0x09e6;
const latinZero = 0x30;

/**
 * `text` with every figure written in `system` (Latin 0–9 or Bengali ০–৯). A word of Latin
 * letters and digits is a name or a code (a username, "TRX8K2", "5MB") and keeps its digits.
 */
export function toDigits(text: string, system: DigitSystem): string {
  return system === 'beng'
    ? text.replace(/[A-Za-z0-9_]+/g, (word) =>
        /[A-Za-z_]/.test(word)
          ? word
          : word.replace(/[0-9]/g, (digit) =>
              String.fromCharCode(bengaliZero + digit.charCodeAt(0) - latinZero),
            ),
      )
    : text.replace(/[\u09E6-\u09EF]/g, (digit) =>
        String.fromCharCode(latinZero + digit.charCodeAt(0) - bengaliZero),
      );
}

/** The digits a screen in `language` is written in: the merchant's choice for Bengali. */
export function digitSystemOf(language: string, merchantDigits: DigitSystem): DigitSystem {
  return language === 'bn' ? merchantDigits : 'latn';
}

/**
 * Where figures keep the digits they were typed in: what a person types or copies as it is
 * (fields, usernames, phone and account numbers, transaction ids, codes), and code.
 */
const keptSelector = 'input, textarea, script, style, code, [data-keep-digits]';

function isKept(node: Node): boolean {
  const parent = node.parentElement;
  return parent === null || parent.closest(keptSelector) !== null;
}

function rewrite(node: Text, system: DigitSystem) {
  if (isKept(node)) return;
  const next = toDigits(node.data, system);
  if (next !== node.data) node.data = next;
}

function rewriteAll(root: Node, system: DigitSystem) {
  if (root.nodeType === Node.TEXT_NODE) {
    rewrite(root as Text, system);
    return;
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) rewrite(node as Text, system);
}

/**
 * One digit system on the whole page: every text the page shows (our copy, amounts, dates,
 * countdowns, and the merchant's and vendors' content alike) is written in `system` the moment
 * it is put on the page, before it is painted, so a screen never mixes "১ মিনিট" with "3
 * মিনিটে". One rule where text meets the screen catches what a formatter here or there would
 * miss. The document's title follows too.
 */
export function useDigitSystem(system: DigitSystem) {
  useEffect(() => {
    const root = document.body;
    rewriteAll(root, system);
    document.title = toDigits(document.title, system);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') rewrite(record.target as Text, system);
        else record.addedNodes.forEach((node) => rewriteAll(node, system));
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    const title = document.querySelector('title');
    const titleObserver = new MutationObserver(() => {
      const next = toDigits(document.title, system);
      if (next !== document.title) document.title = next;
    });
    if (title)
      titleObserver.observe(title, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      titleObserver.disconnect();
    };
  }, [system]);
}
