import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The promotions screens' texts (list, detail, bonusDetails). */
export const promotionBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
