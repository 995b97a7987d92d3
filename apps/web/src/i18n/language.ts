import { defaultLanguage, languages, resolveLanguage } from '@khela/contracts';

/** Browser storage keys of the chosen language (spec §3). */
const storageKeys = ['hisLang', 'lang'] as const;

function storedLanguage(): string | null {
  try {
    return localStorage.getItem('hisLang') ?? localStorage.getItem('lang');
  } catch {
    return null;
  }
}

/** The merchant's default from the page head; Bengali when absent. */
export function merchantDefaultLanguage(): string {
  const fromHead = document.querySelector<HTMLMetaElement>(
    'meta[name="default-language"]',
  )?.content;
  return resolveLanguage(fromHead, languages, defaultLanguage);
}

let active = resolveLanguage(storedLanguage(), languages, merchantDefaultLanguage());

/** The language in use; an invalid stored value has already fallen back to the default. */
export function currentLanguage(): string {
  return active;
}

/** Records the language in use and remembers it for the next visit. */
export function rememberLanguage(language: string): void {
  active = language;
  document.documentElement.lang = language;
  try {
    for (const key of storageKeys) localStorage.setItem(key, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
