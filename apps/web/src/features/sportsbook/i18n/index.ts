import type { BundleLoaders } from '../../../i18n/feature-bundle';

/** The sportsbook's texts: sports, markets, selections, the slip, tickets and results. */
export const sportsbookBundles: BundleLoaders = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
  th: () => import('./th.json'),
};
