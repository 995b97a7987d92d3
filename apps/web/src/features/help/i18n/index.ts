import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The help centre's own texts: search and the feedback form. */
export const helpBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
