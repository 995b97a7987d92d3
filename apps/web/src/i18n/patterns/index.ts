import { useFeatureBundle, type BundleLoaders } from '../feature-bundle';

/** What each field pattern of spec §5 asks for: long texts, loaded with the forms that use them. */
const patternBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};

/** Loads the pattern texts for a form that shows them (its errors come after typing). */
export function usePatternTexts(): void {
  useFeatureBundle('patterns', patternBundles);
}
