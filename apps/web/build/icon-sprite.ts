import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { iconIdPrefix } from '../src/ui/icon-names.ts';

const rootPattern = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
/** Attributes of an icon's root that only a standalone file needs. */
const standaloneAttributePattern = /\s(xmlns(:\w+)?|width|height|version)="[^"]*"/g;
const namePattern = /^[a-z0-9-]+$/;

/**
 * One icon file as a <symbol>: its viewBox and presentation attributes (fill, stroke, ...) move
 * to the symbol, which every <use> of it inherits, so `currentColor` still follows the text.
 */
export function iconSymbol(name: string, svg: string): string {
  if (!namePattern.test(name)) throw new Error(`icon ${name}: a name of a-z, 0-9 and - only`);
  const match = rootPattern.exec(svg);
  if (!match) throw new Error(`icon ${name}: not a single <svg> element`);
  const [, attributes = '', body = ''] = match;
  // Ids inside one icon would clash with another's (or the page's) in a shared sprite.
  if (/\sid="/.test(body)) throw new Error(`icon ${name}: ids inside an icon are not allowed`);
  const kept = attributes.replace(standaloneAttributePattern, '').trim();
  return `<symbol id="${iconIdPrefix}${name}" ${kept}>${body.trim()}</symbol>`;
}

/** Every icon of a folder of SVG files, as one hidden sprite element. */
export function iconSprite(folder: string): string {
  const symbols = readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .sort()
    .map((file) => iconSymbol(file.slice(0, -4), readFileSync(path.join(folder, file), 'utf8')));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">' +
    `${symbols.join('')}</svg>`
  );
}

/**
 * Writes the icon set into the page itself, first in its body. An icon drawn from a file (an
 * image or a CSS mask) costs the browser a separate SVG document each, made on the main thread,
 * and a request; two dozen of them on the home page held a phone's first seconds. A <use> of a
 * symbol in the page costs neither, and works offline with the page.
 */
export function iconSpritePlugin(folder: string): Plugin {
  return {
    name: 'khela-icon-sprite',
    transformIndexHtml(html) {
      return html.replace(/<body>/, `<body>\n    ${iconSprite(folder)}`);
    },
  };
}
