import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The VIP page's texts (the member's level and progress, bonuses, benefits, level table). */
export const vipBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
