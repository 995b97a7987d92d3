import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import bn from './bn.json';
import en from './en.json';
import th from './th.json';

export const opsLanguages = ['en', 'bn', 'th'] as const;
const storageKey = 'opsLang';

/** The back office defaults to English (finance and support teams share it); bn and th too. */
export async function initI18n() {
  const stored = localStorage.getItem(storageKey);
  const language = opsLanguages.find((code) => code === stored) ?? 'en';
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, bn: { translation: bn }, th: { translation: th } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
}

export async function setOpsLanguage(language: string) {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
