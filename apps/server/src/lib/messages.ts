import type { FieldError } from '@khela/contracts';
import { bn } from './texts/bn';
import type { Catalogue } from './texts/catalogue';
import { en } from './texts/en';
import { th } from './texts/th';

/** Server answers in the caller's language (Language header); Bengali is the default. */
const catalogues: Record<'bn' | 'en' | 'th', Catalogue> = { en, bn, th };

export type MessageKey = keyof Catalogue;

/** A field's error with its message translated (params fill the message's {name} slots). */
export function translatedFieldError(
  language: string,
  path: string,
  key: MessageKey,
  params?: Record<string, string | number>,
): FieldError {
  const message = params ? translateWith(language, key, params) : translate(language, key);
  return { path, code: key, message, ...(params ? { params } : {}) };
}

/** Every key of the catalogue. */
export function messageKeys(): MessageKey[] {
  return Object.keys(catalogues.en) as MessageKey[];
}

/** The messages a contract schema may name for its rule (`{ error: key }`): they take no values. */
const schemaMessageKeys: ReadonlySet<string> = new Set<MessageKey>([
  'topic_format',
  'slug_format',
  'field_plain_text',
  'resource_url_invalid',
  'schedule_year',
]);

/** Whether a zod issue's message is one a schema named for its rule. */
export function isSchemaMessageKey(value: string): value is MessageKey {
  return schemaMessageKeys.has(value);
}

/** The translated text of a message key; unknown languages get Bengali. */
export function translate(language: string, key: MessageKey): string {
  const catalogue = catalogues[language as keyof typeof catalogues] ?? catalogues.bn;
  return catalogue[key];
}

/** A translated text with {name} placeholders filled in. */
export function translateWith(
  language: string,
  key: MessageKey,
  values: Record<string, string | number>,
) {
  return translate(language, key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
