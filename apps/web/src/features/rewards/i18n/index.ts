import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The reward centre's texts (the rewards' titles, terms and buttons, the claim and its notice). */
export const rewardBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
