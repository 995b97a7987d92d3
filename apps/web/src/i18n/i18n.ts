import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, resolveLanguage } from '@khela/contracts';
import bn from './bn.json';
import { currentLanguage, merchantDefaultLanguage, rememberLanguage } from './language';

type Bundle = Record<string, unknown>;

// Bengali is the default and ships in the first download; the others load when chosen.
const loaders: Record<string, () => Promise<Bundle>> = {
  bn: async () => bn,
  en: async () => (await import('./en.json')).default,
  th: async () => (await import('./th.json')).default,
};

async function ensureBundle(language: string): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = loaders[language];
  if (load) i18next.addResourceBundle(language, 'translation', await load(), true, true);
}

/** Starts i18next in the stored language (or the default), with its bundle loaded. */
export async function initI18n(): Promise<typeof i18next> {
  const language = currentLanguage();
  await i18next.use(initReactI18next).init({
    lng: 'bn',
    fallbackLng: 'bn',
    resources: { bn: { translation: bn } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language, languages);
  return i18next;
}

/** Switches language when the merchant supports it; otherwise keeps its default. */
export async function changeLanguage(wanted: string, supported: readonly string[]) {
  const language = resolveLanguage(wanted, supported, merchantDefaultLanguage());
  await ensureBundle(language);
  rememberLanguage(language);
  await i18next.changeLanguage(language);
  return language;
}
