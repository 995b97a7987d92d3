import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The lottery screens' texts. */
export const lotteryBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
