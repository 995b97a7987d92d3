import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The pages' texts: security, money, records and messages. */
export const memberCentreBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
