import type { DigitSystem } from '@khela/contracts';
import { useLayoutEffect } from 'react';

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
 * (fields, usernames, phone and account numbers, transaction ids, codes), code, and pictures
 * drawn in SVG (a card's "10" on a slot reel is art). A field's placeholder is part of the
 * field: it shows the digits to type.
 */
const keptSelector = 'textarea, script, style, code, svg, [data-keep-digits]';

/** Rewrites one text node; answers whether it changed. Kept places are looked up only then. */
function rewrite(node: Text, system: DigitSystem): boolean {
  const next = toDigits(node.data, system);
  if (next === node.data) return false;
  const parent = node.parentElement;
  if (parent === null || parent.closest(keptSelector) !== null) return false;
  node.data = next;
  return true;
}

function rewriteAll(root: Node, system: DigitSystem) {
  if (root.nodeType === Node.TEXT_NODE) {
    rewrite(root as Text, system);
    return;
  }
  if (root instanceof Element && root.closest(keptSelector) !== null) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    // A kept element's whole subtree is skipped at once.
    acceptNode: (node) =>
      node instanceof Element && node.matches(keptSelector)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) rewrite(node as Text, system);
  }
}

/**
 * One digit system on the whole page: every text the page shows (our copy, amounts, dates,
 * countdowns, and the merchant's and vendors' content alike) is written in `system` the moment
 * it is put on the page, before it is painted (a mutation observer's turn comes before the
 * next frame), so a screen never mixes "১ মিনিট" with "3 মিনিটে". One rule where text meets
 * the screen catches what a formatter here or there would miss.
 */
export function useDigitSystem(system: DigitSystem) {
  // Before the first paint with this system: a layout effect runs before the browser paints.
  useLayoutEffect(() => {
    const root = document.body;
    rewriteAll(root, system);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') rewrite(record.target as Text, system);
        else record.addedNodes.forEach((node) => rewriteAll(node, system));
      }
      // Our own rewrites are mutations too: drop them rather than look at each again.
      observer.takeRecords();
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [system]);
}
