import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The referral page's texts (the link, the tiers, the friends, the rewards and the claim). */
export const referralBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
