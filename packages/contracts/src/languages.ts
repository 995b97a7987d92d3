/** Languages the product ships translations for; a merchant enables a subset. */
export const languages = ['bn', 'en', 'th'] as const;
export type Language = (typeof languages)[number];

/** Picks the language to use: the wanted one when supported, else the default. */
export function resolveLanguage(
  wanted: string | null | undefined,
  supported: readonly string[],
  fallback: string,
): string {
  const normalised = (wanted ?? '').trim().toLowerCase();
  return supported.includes(normalised) ? normalised : fallback;
}

/** Whether a language code is one the product ships. */
export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}
