import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';

type Bundle = Record<string, unknown>;
export type BundleLoaders = Record<string, () => Promise<{ default: Bundle }>>;

const loaded = new Set<string>();

/**
 * A screen's own translations, loaded with the screen instead of in the first download: the
 * bundle of the current language is merged into the site's, and loaded again on a change of
 * language. Answers whether they are in; nothing loads while `isWanted` is false.
 */
export function useFeatureBundle(name: string, loaders: BundleLoaders, isWanted = true): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const key = `${name}:${language}`;
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!isWanted || loaded.has(key)) return;
    let isCurrent = true;
    const load = loaders[language] ?? loaders.bn;
    void load?.().then((module) => {
      i18next.addResourceBundle(language, 'translation', module.default, true, false);
      loaded.add(key);
      if (isCurrent) setVersion((version) => version + 1);
    });
    return () => {
      isCurrent = false;
    };
  }, [key, language, loaders, isWanted]);
  return loaded.has(key);
}
