import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The download page's texts: the apps, their guides and the lite app. */
export const downloadBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
