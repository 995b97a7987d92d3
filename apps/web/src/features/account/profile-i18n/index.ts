import { useFeatureBundle, type BundleLoaders } from '../../../i18n/feature-bundle';

/** The profile's texts and the registration extras' labels, loaded with the forms that show them. */
const profileBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};

/** Loads the profile texts; answers whether they are in. */
export function useProfileTexts(): boolean {
  return useFeatureBundle('profile', profileBundles);
}
