import i18next from 'i18next';
import bn from './i18n/bn.json';
import en from './i18n/en.json';
import th from './i18n/th.json';

/** The desk's own texts join the back office's under `content.` when its chunk loads. */
export function addContentTexts(): void {
  for (const [language, bundle] of Object.entries({ en, bn, th })) {
    if (!i18next.hasResourceBundle(language, 'translation')) continue;
    i18next.addResourceBundle(language, 'translation', { content: bundle }, true, false);
  }
}
