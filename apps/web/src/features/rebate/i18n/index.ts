import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The rebate page's texts (the preview, its states, the claim and the history). */
export const rebateBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
