import i18next, { type TFunction } from 'i18next';
import bn from './bn.json';
import en from './en.json';
import th from './th.json';

/** A translator of the back office's own texts for each language, for tests of worded text. */
export async function opsTranslators(): Promise<Record<'en' | 'bn' | 'th', TFunction>> {
  const entries = await Promise.all(
    Object.entries({ en, bn, th }).map(async ([language, resources]) => {
      const instance = i18next.createInstance();
      await instance.init({
        lng: language,
        resources: { [language]: { translation: resources } },
        interpolation: { escapeValue: false },
      });
      return [language, instance.t] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<'en' | 'bn' | 'th', TFunction>;
}
