import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The pages' texts (security, money, records, messages) and the menu titles of later pages. */
export const memberCentreBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
