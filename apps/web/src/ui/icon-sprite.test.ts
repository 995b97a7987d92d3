import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconSprite, iconSymbol } from '../../build/icon-sprite';
import { iconNames } from './icon-names';

const folder = fileURLToPath(new URL('../../public/art/icons', import.meta.url));

describe('icon sprite', () => {
  it('has a symbol for every icon name, and a name for every file', () => {
    const sprite = iconSprite(folder);
    for (const name of iconNames) expect(sprite).toContain(`<symbol id="i-${name}" `);
    const files = readdirSync(folder).filter((file) => file.endsWith('.svg'));
    expect(files.map((file) => file.slice(0, -4)).sort()).toEqual([...iconNames].sort());
  });

  it('moves the drawing and its presentation attributes to the symbol, nothing standalone', () => {
    const symbol = iconSymbol(
      'demo',
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" ' +
        'fill="none" stroke="currentColor"><path d="M3 3h18"/></svg>\n',
    );
    expect(symbol).toBe(
      '<symbol id="i-demo" viewBox="0 0 24 24" fill="none" stroke="currentColor">' +
        '<path d="M3 3h18"/></symbol>',
    );
  });

  it('refuses a file that is no single svg, an id inside an icon, and an odd name', () => {
    expect(() => iconSymbol('a', '<div></div>')).toThrow(/single <svg>/);
    expect(() => iconSymbol('a', '<svg viewBox="0 0 1 1"><linearGradient id="g"/></svg>')).toThrow(
      /ids inside/,
    );
    expect(() => iconSymbol('A b', '<svg></svg>')).toThrow(/a name of/);
  });
});
