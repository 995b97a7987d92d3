import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text catalogue of the site and the back office, in Bengali, English and Thai: the same
 * keys, no empty text, and the same {{values}} in each language's wording, so no screen shows a
 * raw key or drops an amount in one language.
 */
const root = path.resolve(__dirname, '../../../..');
const languages = ['bn', 'en', 'th'] as const;
/** i18next's plural forms: a language has those its grammar needs (Thai only "other"). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Folders that hold a bn.json, under the site's and the back office's sources. */
function catalogueFolders(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'bn.json') found.push(folder);
    }
  };
  for (const app of ['apps/web/src', 'apps/ops/src']) walk(path.join(root, app));
  return found.sort();
}

/** Each text of a catalogue by its dotted key, plural forms under their shared key. */
function textsOf(file: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const shared = key.replace(pluralSuffix, '');
      texts.set(shared, [...(texts.get(shared) ?? []), value]);
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name);
    }
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')), '');
  return texts;
}

/** The {{values}} a text words in. */
function valuesOf(texts: string[]): string[] {
  const names = texts.flatMap((text) =>
    [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(names)].sort();
}

describe('text catalogues', () => {
  const folders = catalogueFolders();

  it('are found for the site and the back office', () => {
    expect(folders.some((folder) => folder.includes('apps/web/src/i18n'))).toBe(true);
    expect(folders.some((folder) => folder.includes('apps/ops/src/i18n'))).toBe(true);
  });

  for (const folder of folders) {
    const name = path.relative(root, folder);
    it(`${name}: the same keys and values in bn, en and th, none empty`, () => {
      const [bn, en, th] = languages.map((language) =>
        textsOf(path.join(folder, `${language}.json`)),
      ) as [Map<string, string[]>, Map<string, string[]>, Map<string, string[]>];
      const keys = [...en.keys()].sort();
      expect([...bn.keys()].sort(), 'bn keys').toEqual(keys);
      expect([...th.keys()].sort(), 'th keys').toEqual(keys);
      for (const key of keys) {
        const wordings = { bn: bn.get(key) ?? [], en: en.get(key) ?? [], th: th.get(key) ?? [] };
        for (const [language, texts] of Object.entries(wordings)) {
          expect(
            texts.every((text) => text.trim() !== ''),
            `${language} ${key} is empty`,
          ).toBe(true);
          expect(valuesOf(texts), `${language} ${key}`).toEqual(valuesOf(wordings.en));
        }
      }
    });
  }
});
