import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';

type Bundle = Record<string, unknown>;
export type BundleLoaders = Record<string, () => Promise<{ default: Bundle }>>;

/** The bundles in (`name:language`), and who is told when one arrives. */
const loaded = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A screen's own translations, loaded with the screen instead of in the first download: the
 * bundle of the current language is merged into the site's, and loaded again on a change of
 * language. Answers whether they are in; nothing loads while `isWanted` is false.
 */
export function useFeatureBundle(name: string, loaders: BundleLoaders, isWanted = true): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const key = `${name}:${language}`;
  // Read as a store, so a render asks again once a bundle is in (never from a cached answer).
  const isLoaded = useSyncExternalStore(subscribe, () => loaded.has(key));
  useEffect(() => {
    if (!isWanted || loaded.has(key)) return;
    const load = loaders[language] ?? loaders.bn;
    void load?.().then((module) => {
      i18next.addResourceBundle(language, 'translation', module.default, true, false);
      loaded.add(key);
      for (const listener of listeners) listener();
    });
  }, [key, language, loaders, isWanted]);
  return isLoaded;
}
